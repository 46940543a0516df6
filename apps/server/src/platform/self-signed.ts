import { generateKeyPair, randomBytes, sign } from 'node:crypto';
import { promisify } from 'node:util';

const newKeyPair = promisify(generateKeyPair);

/*
 * A self-signed X.509 certificate for a key this server holds (a unit's SAML signing key). Node
 * reads certificates but does not write them, so the few DER structures a certificate needs are
 * encoded here (ITU-T X.690, RFC 5280).
 */

function lengthOf(size: number): Buffer {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), lengthOf(body.length), body]);
}

const sequence = (...items: Buffer[]) => tlv(0x30, ...items);

function unsignedInteger(value: Buffer): Buffer {
  const body = (value[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value;
  return tlv(0x02, body);
}

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let high = Math.floor(arc / 128); high > 0; high = Math.floor(high / 128))
      chunk.unshift(0x80 | (high & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime until 2049, GeneralizedTime from 2050 on (RFC 5280 §4.1.2.5). */
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`, 'ascii'))
    : tlv(0x18, Buffer.from(`${iso}Z`, 'ascii'));
}

function commonName(name: string): Buffer {
  return sequence(tlv(0x31, sequence(objectId('2.5.4.3'), tlv(0x0c, Buffer.from(name, 'utf8')))));
}

const SHA256_WITH_RSA = sequence(objectId('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));

function pem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

export interface KeyAndCertificate {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** X.509 PEM. */
  certificate: string;
}

/** A new RSA-2048 key and a certificate for it, signed by itself with SHA-256, valid for `years`. */
export async function selfSignedCertificate(
  name: string,
  years = 10,
  now = new Date(),
): Promise<KeyAndCertificate> {
  // Made off the event loop: an RSA key takes a few hundred milliseconds.
  const { privateKey, publicKey } = await newKeyPair('rsa', { modulusLength: 2048 });
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + years);
  const subject = commonName(name);
  const tbs = sequence(
    unsignedInteger(serial),
    SHA256_WITH_RSA,
    subject,
    sequence(time(now), time(notAfter)),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.from([0]), signature));
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificate: pem('CERTIFICATE', certificate),
  };
}
