import { randomBytes } from 'node:crypto';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES } from '@mirante/contracts';
import { AppError } from '../../platform/errors';

type Extension = keyof typeof TICKET_ATTACHMENT_TYPES;

const startsWith = (b: Buffer, bytes: number[]) => b.subarray(0, bytes.length).equals(Buffer.from(bytes));
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Text files: valid UTF-8 with no control bytes other than tab, line feed, carriage return, form feed. */
function isPlainText(b: Buffer): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are exactly what is refused
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(b.toString('latin1'))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/** What the content of each accepted type starts with, whatever the request claims. */
const CONTENT_CHECKS: Record<Extension, (b: Buffer) => boolean> = {
  '.png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  '.jpg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  '.jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  '.gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  '.webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  '.pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  '.txt': isPlainText,
  '.csv': isPlainText,
  '.docx': (b) => startsWith(b, ZIP),
  '.xlsx': (b) => startsWith(b, ZIP),
};

const invalidFile = () => new AppError('invalid_file', { errors: { file: ['invalid_file'] } });

/** The served type of an upload named `fileName` with this content; refuses anything else. */
export function checkAttachment(fileName: string, body: unknown): { contentType: string; bytes: Buffer } {
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalidFile();
  if (body.length > TICKET_ATTACHMENT_MAX_BYTES) {
    throw new AppError('payload_too_large', { errors: { file: ['payload_too_large'] } });
  }
  const ext = extname(fileName).toLowerCase();
  if (!Object.hasOwn(TICKET_ATTACHMENT_TYPES, ext)) throw invalidFile();
  const known = ext as Extension;
  if (!CONTENT_CHECKS[known](body)) throw invalidFile();
  return { contentType: TICKET_ATTACHMENT_TYPES[known], bytes: body };
}

/**
 * Writes an attachment under the storage directory with a random name and no extension: the
 * public /storage route serves only known picture and PDF extensions, so a ticket's files are
 * fetched only through the help desk, with the caller's reach checked.
 */
export async function storeAttachment(storageDir: string, bytes: Buffer): Promise<string> {
  const name = `ticket-${randomBytes(16).toString('hex')}`;
  await writeFile(join(storageDir, name), bytes, { flag: 'wx' });
  return name;
}

const STORED_NAME = /^ticket-[0-9a-f]{32}$/;

export async function readAttachment(storageDir: string, storedName: string): Promise<Buffer> {
  if (!STORED_NAME.test(storedName)) throw new AppError('not_found');
  return readFile(join(storageDir, storedName)).catch(() => {
    throw new AppError('not_found');
  });
}

/** Removes a stored file whose row was never written; a file already gone is fine. */
export async function removeAttachment(storageDir: string, storedName: string): Promise<void> {
  if (!STORED_NAME.test(storedName)) return;
  await unlink(join(storageDir, storedName)).catch(() => undefined);
}

/** A Content-Disposition value that survives any file name (RFC 6266 with an RFC 5987 twin). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
