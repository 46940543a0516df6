import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSecretKey, newToken, SecretBox, safeEqual, sha256 } from '../src/platform/crypto';
import { hashPassword, verifyPassword } from '../src/platform/passwords';

const KEY = randomBytes(32);

/** Flips one bit of a base64url part of a sealed secret. */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('SecretBox', () => {
  it.each(['smtp-password', '', 'açaí 🍇 ünïcödé', 'x'.repeat(10_000)])('round-trips %#', (plain) => {
    const box = new SecretBox(KEY);
    const sealed = box.seal(plain);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]*$/);
    if (plain) expect(sealed).not.toContain(plain);
    expect(box.open(sealed)).toBe(plain);
  });

  it('seals the same text differently each time', () => {
    const box = new SecretBox(KEY);
    const a = box.seal('same text');
    const b = box.seal('same text');
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
    expect(box.open(a)).toBe(box.open(b));
  });

  it.each([
    ['iv', 1],
    ['tag', 2],
    ['ciphertext', 3],
  ] as const)('refuses a tampered %s', (_name, part) => {
    const box = new SecretBox(KEY);
    const sealed = box.seal('do not touch');
    expect(box.open(sealed)).toBe('do not touch');
    expect(() => box.open(tamper(sealed, part))).toThrow();
  });

  it('refuses a secret sealed with another key', () => {
    const sealed = new SecretBox(KEY).seal('for one key only');
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it.each(['', 'plain text', 'v2.a.b.c', 'v1.onlyiv', 'v1.a.b'])('refuses a malformed secret %j', (value) => {
    expect(() => new SecretBox(KEY).open(value)).toThrow();
  });
});

describe('loadSecretKey', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirante-key-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('parses a hex key', () => {
    const key = loadSecretKey({ secretKey: KEY.toString('hex'), dataDir: dataDir(), embedded: false });
    expect(key.equals(KEY)).toBe(true);
  });

  it('parses an upper-case hex key with spaces around it', () => {
    const key = loadSecretKey({
      secretKey: ` ${KEY.toString('hex').toUpperCase()}\n`,
      dataDir: dataDir(),
      embedded: false,
    });
    expect(key.equals(KEY)).toBe(true);
  });

  it('parses a base64 key', () => {
    const key = loadSecretKey({ secretKey: KEY.toString('base64'), dataDir: dataDir(), embedded: false });
    expect(key.equals(KEY)).toBe(true);
  });

  it.each([
    ['short hex', randomBytes(16).toString('hex')],
    ['long base64', randomBytes(48).toString('base64')],
    ['a word', 'secret'],
  ])('refuses a key of the wrong length (%s)', (_label, secretKey) => {
    expect(() => loadSecretKey({ secretKey, dataDir: dataDir(), embedded: true })).toThrow(/32 bytes/);
  });

  it('prefers the given key over a key file in embedded mode', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'secret.key'), randomBytes(32).toString('hex'));
    const key = loadSecretKey({ secretKey: KEY.toString('hex'), dataDir: dir, embedded: true });
    expect(key.equals(KEY)).toBe(true);
  });

  it('generates a key file once in embedded mode and reads the same key back', () => {
    const dir = join(dataDir(), 'nested', 'data');
    const first = loadSecretKey({ dataDir: dir, embedded: true });
    expect(first).toHaveLength(32);
    const file = join(dir, 'secret.key');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(first.toString('hex'));
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadSecretKey({ dataDir: dir, embedded: true });
    expect(second.equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(first.toString('hex'));
    const other = loadSecretKey({ dataDir: dataDir(), embedded: true });
    expect(other.equals(first)).toBe(false);
  });

  it('refuses a damaged key file', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'secret.key'), 'abc');
    expect(() => loadSecretKey({ dataDir: dir, embedded: true })).toThrow(/32 bytes/);
  });

  it('requires a key outside embedded mode and writes no file', () => {
    const dir = dataDir();
    expect(() => loadSecretKey({ dataDir: dir, embedded: false })).toThrow(/MIRANTE_SECRET_KEY is required/);
    expect(() => loadSecretKey({ secretKey: '', dataDir: dir, embedded: false })).toThrow(
      /MIRANTE_SECRET_KEY is required/,
    );
    expect(existsSync(join(dir, 'secret.key'))).toBe(false);
  });
});

describe('passwords', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hash).not.toContain('Correct-Horse-9');
    expect(await hashPassword('Correct-Horse-9')).not.toBe(hash);
    expect(await verifyPassword(hash, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-9')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false without a stored hash or with a broken one', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword(null, 'not-a-real-password')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});

describe('tokens and digests', () => {
  it('sha256 gives the hex digest', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('newToken gives 32 random bytes in URL-safe base64, never twice the same', () => {
    const tokens = Array.from({ length: 500 }, () => newToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('safeEqual compares whole strings', () => {
    expect(safeEqual('token-a', 'token-a')).toBe(true);
    expect(safeEqual('token-a', 'token-b')).toBe(false);
    expect(safeEqual('token', 'token-a')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
