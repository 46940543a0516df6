import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { THEME_UPLOAD_MAX_BYTES, THEME_UPLOAD_TYPES, type TUpload } from '@mirante/contracts';
import { AppError } from '../../platform/errors';

/** First bytes of each accepted picture type: the extension alone proves nothing. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  '.png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  '.jpg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  '.ico': (b) => b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0,
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Checks an uploaded picture (type by extension and content, size) and stores it under the
 * storage directory with a random name; returns that name, served at /storage/{name}.
 */
export async function storeThemePicture(storageDir: string, field: string, upload: TUpload): Promise<string> {
  const ext = extname(upload.filename).toLowerCase();
  const invalid = () => new AppError('invalid_file', { errors: { [field]: ['invalid_file'] } });
  if (!(THEME_UPLOAD_TYPES as readonly string[]).includes(ext)) throw invalid();
  const content = upload.content_base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!BASE64.test(content)) throw invalid();
  // Base64 grows 4/3: refuse before decoding anything far too big.
  if ((content.length * 3) / 4 > THEME_UPLOAD_MAX_BYTES + 3) {
    throw new AppError('payload_too_large', { errors: { [field]: ['payload_too_large'] } });
  }
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > THEME_UPLOAD_MAX_BYTES) {
    throw new AppError('payload_too_large', { errors: { [field]: ['payload_too_large'] } });
  }
  if (bytes.length === 0 || !SIGNATURES[ext]?.(bytes)) throw invalid();
  const name = `theme-${randomBytes(16).toString('hex')}${ext}`;
  await writeFile(join(storageDir, name), bytes, { flag: 'wx' });
  return name;
}

/** Removes a stored picture; a file already gone is fine. */
export async function removeThemePicture(storageDir: string, name: string | null): Promise<void> {
  if (!name || name.includes('/') || name.includes('\\')) return;
  await unlink(join(storageDir, name)).catch(() => undefined);
}
