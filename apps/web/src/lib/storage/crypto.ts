/**
 * Encryption of the `bi:*` records. The key is derived from the page origin, so a copy of the
 * records taken to another origin cannot be read there; it hides the records from casual reading
 * and from other sites' scripts, it is not a secret against someone holding this origin's code.
 */

const APP_SALT = 'mirante:bi-storage:v1';
const KEY_INFO = 'bi:* records, AES-GCM-256';
const IV_BYTES = 12;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** AES-GCM-256 key derived with HKDF-SHA-256 from `origin` and a fixed application salt. */
export async function deriveStorageKey(origin: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(origin), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(APP_SALT), info: encoder.encode(KEY_INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/**
 * Encrypts `value` (as JSON) under `key`; the record name is bound as additional data so a value
 * cannot be moved to another record. Output: base64 of iv (12 bytes) + ciphertext.
 */
export async function encryptRecord(key: CryptoKey, name: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = encoder.encode(JSON.stringify(value));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
    key,
    plain,
  );
  const out = new Uint8Array(IV_BYTES + cipher.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(cipher), IV_BYTES);
  return toBase64(out);
}

/** Reverses `encryptRecord`; throws when the text was not written under this key and name. */
export async function decryptRecord(key: CryptoKey, name: string, stored: string): Promise<unknown> {
  const bytes = fromBase64(stored);
  if (bytes.length <= IV_BYTES) throw new Error('record too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(name) },
    key,
    bytes.slice(IV_BYTES),
  );
  return JSON.parse(decoder.decode(plain)) as unknown;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
