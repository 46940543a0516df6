import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES } from '@mirante/contracts';
import { AppError } from '../../platform/errors';

/** First bytes of each accepted picture type, with the extension it is stored under. */
const SIGNATURES: { ext: string; matches: (b: Buffer) => boolean }[] = [
  {
    ext: '.png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: '.jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: '.webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const invalidFile = () => new AppError('invalid_file', { errors: { file: ['invalid_file'] } });

/**
 * Checks a raw picture upload by its content (PNG, JPEG or WebP, whatever the request claims)
 * and size, stores it under the storage directory with a random name and returns that name,
 * served at /storage/{name}.
 */
export async function storeAvatar(storageDir: string, body: unknown): Promise<string> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalidFile();
  if (body.length > AVATAR_MAX_BYTES) {
    throw new AppError('payload_too_large', { errors: { file: ['payload_too_large'] } });
  }
  const kind = SIGNATURES.find((s) => s.matches(body));
  if (!kind) throw invalidFile();
  const name = `avatar-${randomBytes(16).toString('hex')}${kind.ext}`;
  await writeFile(join(storageDir, name), body, { flag: 'wx' });
  return name;
}

/** Removes a stored picture; a file already gone is fine. */
export async function removeAvatar(storageDir: string, name: string | null): Promise<void> {
  if (!name || name.includes('/') || name.includes('\\')) return;
  await unlink(join(storageDir, name)).catch(() => undefined);
}

/** Where the web app loads a stored picture from. */
export function avatarUrl(name: string | null): string | null {
  return name ? `/storage/${name}` : null;
}
