import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingSteps,
  timeStep,
  totp,
} from '../src/modules/mfa/mfa-totp.service';

// RFC 4648 §10.
const BASE32_VECTORS: [string, string][] = [
  ['', ''],
  ['f', 'MY======'],
  ['fo', 'MZXQ===='],
  ['foo', 'MZXW6==='],
  ['foob', 'MZXW6YQ='],
  ['fooba', 'MZXW6YTB'],
  ['foobar', 'MZXW6YTBOI======'],
];

// RFC 6238 Appendix B: the shared secrets are ASCII digits repeated to the hash's length.
const SEED_SHA1 = Buffer.from('12345678901234567890', 'ascii');
const SEED_SHA256 = Buffer.from('12345678901234567890123456789012', 'ascii');
const SEED_SHA512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii');
const TOTP_VECTORS: { seconds: number; step: number; sha1: string; sha256: string; sha512: string }[] = [
  { seconds: 59, step: 0x1, sha1: '94287082', sha256: '46119246', sha512: '90693936' },
  { seconds: 1111111109, step: 0x23523ec, sha1: '07081804', sha256: '68084774', sha512: '25091201' },
  { seconds: 1111111111, step: 0x23523ed, sha1: '14050471', sha256: '67062674', sha512: '99943326' },
  { seconds: 1234567890, step: 0x273ef07, sha1: '89005924', sha256: '91819424', sha512: '93441116' },
  { seconds: 2000000000, step: 0x3f940aa, sha1: '69279037', sha256: '90698825', sha512: '38618901' },
  { seconds: 20000000000, step: 0x27bc86aa, sha1: '65353130', sha256: '77737706', sha512: '47863826' },
];

describe('base32 (RFC 4648)', () => {
  it.each(BASE32_VECTORS)('encodes %j as %j', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain, 'ascii'))).toBe(encoded);
  });

  it.each(BASE32_VECTORS)('decodes %j from %j', (plain, encoded) => {
    expect(base32Decode(encoded).toString('ascii')).toBe(plain);
  });

  it('leaves padding out on request, as otpauth URLs want', () => {
    expect(base32Encode(Buffer.from('foobar'), { padding: false })).toBe('MZXW6YTBOI');
  });

  it('reads a secret as people type it: lower case, grouped, unpadded', () => {
    expect(base32Decode('mzxw 6ytb-oi').toString('ascii')).toBe('foobar');
  });

  it('round-trips 20 random-looking bytes', () => {
    const bytes = Buffer.from(Array.from({ length: 20 }, (_, i) => (i * 37 + 11) & 0xff));
    const encoded = base32Encode(bytes, { padding: false });
    expect(encoded).toHaveLength(32);
    expect(base32Decode(encoded).equals(bytes)).toBe(true);
  });

  it('refuses characters outside the alphabet and impossible lengths', () => {
    expect(() => base32Decode('MZXW1')).toThrow();
    expect(() => base32Decode('MZX')).toThrow();
  });
});

describe('HOTP (RFC 4226 Appendix D)', () => {
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  it.each(expected.map((code, counter) => [counter, code] as const))(
    'counter %i gives %s',
    (counter, code) => {
      expect(hotp(SEED_SHA1, counter)).toBe(code);
    },
  );
});

describe('TOTP (RFC 6238 Appendix B)', () => {
  it.each(TOTP_VECTORS)('at $seconds s: step and 8-digit codes for SHA-1, SHA-256, SHA-512', (v) => {
    const atMs = v.seconds * 1000;
    expect(timeStep(atMs)).toBe(v.step);
    expect(totp(SEED_SHA1, atMs, { digits: 8 })).toBe(v.sha1);
    expect(totp(SEED_SHA256, atMs, { digits: 8, algorithm: 'sha256' })).toBe(v.sha256);
    expect(totp(SEED_SHA512, atMs, { digits: 8, algorithm: 'sha512' })).toBe(v.sha512);
  });

  it.each(TOTP_VECTORS)('at $seconds s: the 6-digit SHA-1 code is the last six digits', (v) => {
    expect(totp(SEED_SHA1, v.seconds * 1000)).toBe(v.sha1.slice(2));
  });
});

describe('matchingSteps', () => {
  const at = 1111111111 * 1000;
  const step = timeStep(at);

  it('finds the current step', () => {
    expect(matchingSteps(SEED_SHA1, totp(SEED_SHA1, at), at)).toEqual([step]);
  });

  it('tolerates one step of drift either way, and no more', () => {
    expect(matchingSteps(SEED_SHA1, hotp(SEED_SHA1, step - 1), at)).toEqual([step - 1]);
    expect(matchingSteps(SEED_SHA1, hotp(SEED_SHA1, step + 1), at)).toEqual([step + 1]);
    expect(matchingSteps(SEED_SHA1, hotp(SEED_SHA1, step - 2), at)).toEqual([]);
    expect(matchingSteps(SEED_SHA1, hotp(SEED_SHA1, step + 2), at)).toEqual([]);
  });

  it('rejects a wrong code and a code of another length', () => {
    const code = totp(SEED_SHA1, at);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(matchingSteps(SEED_SHA1, wrong, at)).toEqual([]);
    expect(matchingSteps(SEED_SHA1, `${code}0`, at)).toEqual([]);
  });
});
