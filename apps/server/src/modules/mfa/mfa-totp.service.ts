import { createHmac, timingSafeEqual } from 'node:crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@mirante/contracts';

// RFC 4648 §6: the alphabet authenticator apps expect for the shared secret.
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 (RFC 4648) with `=` padding unless `padding: false` (otpauth URLs leave it out). */
export function base32Encode(data: Uint8Array, { padding = true }: { padding?: boolean } = {}): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  if (padding) while (out.length % 8 !== 0) out += '=';
  return out;
}

/**
 * Decodes base32 as people type it: case, spaces, dashes and padding are ignored. Throws on
 * any other character, and on a length no encoder produces.
 */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s-]/g, '').replace(/=+$/, '');
  // 1, 3 and 6 leftover characters cannot come from whole bytes.
  if ([1, 3, 6].includes(clean.length % 8)) throw new Error('Invalid base32 length');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new Error('Invalid base32 character');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** HOTP (RFC 4226): the dynamically truncated HMAC of the 8-byte big-endian counter. */
export function hotp(
  key: Uint8Array,
  counter: number,
  { digits = TOTP_DIGITS, algorithm = 'sha1' }: { digits?: number; algorithm?: TotpAlgorithm } = {},
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP time step (RFC 6238 T) of a moment. */
export function timeStep(atMs: number, periodSeconds = TOTP_PERIOD_SECONDS): number {
  return Math.floor(atMs / 1000 / periodSeconds);
}

/** The TOTP code of a moment (RFC 6238, T0 = 0). */
export function totp(
  key: Uint8Array,
  atMs: number,
  opts: { digits?: number; algorithm?: TotpAlgorithm; periodSeconds?: number } = {},
): string {
  return hotp(key, timeStep(atMs, opts.periodSeconds), opts);
}

function sameCode(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/**
 * The time steps around `atMs` (± TOTP_WINDOW_STEPS, for clock drift) whose code is `code`,
 * latest first. The caller accepts one only if it is later than the last step used, so a
 * code cannot be replayed.
 */
export function matchingSteps(
  key: Uint8Array,
  code: string,
  atMs: number,
  window = TOTP_WINDOW_STEPS,
): number[] {
  const now = timeStep(atMs);
  const steps: number[] = [];
  for (let step = now + window; step >= now - window; step -= 1) {
    if (step >= 0 && sameCode(hotp(key, step), code)) steps.push(step);
  }
  return steps;
}
