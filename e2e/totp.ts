import { createHmac } from 'node:crypto';

// A tiny RFC 6238 (TOTP, SHA-1, 30 s, 6 digits) to compute what an authenticator app would
// show for the secret the enrolment page displays. Written apart from the server's own, so a
// mistake there cannot hide behind the same mistake here.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const PERIOD_SECONDS = 30;

function base32ToBytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => Number.parseInt(b, 2)));
}

/** The time step of a moment. */
export function stepAt(ms = Date.now()): number {
  return Math.floor(ms / 1000 / PERIOD_SECONDS);
}

/** The 6-digit code of `step` for a base32 secret. */
export function totpCode(secret: string, step = stepAt()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32ToBytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
