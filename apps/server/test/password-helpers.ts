import type { AddressInfo } from 'node:net';
import { XSRF_COOKIE, XSRF_HEADER } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { companyConfigs } from '../src/db/schema';
import type { Db } from '../src/platform/db';

/** The neutral answer of /forgot, in English. */
export const SENT = 'If the email is registered, a password recovery link has been sent to it.';

let address = 0;
/**
 * A public POST as the web app sends it (XSRF pair, language), from a client address of its
 * own so the per-address limits stay out of the way unless `ip` is given.
 */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  opts: { host?: string; lang?: string; ip?: string } = {},
) {
  address += 1;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: opts.ip ?? `10.9.${address >> 8}.${address & 255}`,
    cookies: { [XSRF_COOKIE]: 'x' },
    headers: {
      [XSRF_HEADER]: 'x',
      lang: opts.lang ?? 'en-US',
      ...(opts.host ? { host: opts.host } : {}),
    },
    payload: body as object,
  });
}

/** Replaces a unit's stored settings (and its sealed mail password when given). */
export async function setUnitSettings(
  db: Db,
  companyId: number,
  settings: Record<string, unknown>,
  mailPasswordEnc?: string,
) {
  await db
    .update(companyConfigs)
    .set({ settings, ...(mailPasswordEnc ? { mailPasswordEnc } : {}) })
    .where(eq(companyConfigs.companyId, companyId));
}

/** One message as the capture server received it, with its parts decoded. */
export interface CapturedMail {
  from: string;
  to: string[];
  /** The authenticated login, when the client logged in. */
  user: string | undefined;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The parts sent as files (Content-Disposition: attachment), decoded. */
  attachments: { filename: string; type: string; content: Buffer }[];
}

export interface SmtpCapture {
  port: number;
  url: string;
  messages: CapturedMail[];
  /** Waits for the n-th message (1-based) to arrive. */
  waitFor(count?: number, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as subjects carry them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_whole, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')).toString('utf8'),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: parseHeaders(raw), body: '' };
  const sep = raw.slice(at).startsWith('\r\n\r\n') ? 4 : 2;
  return { headers: parseHeaders(raw.slice(0, at)), body: raw.slice(at + sep) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text and HTML parts of a (possibly multipart) message. */
export function parseMail(
  raw: string,
): Pick<CapturedMail, 'subject' | 'headers' | 'text' | 'html' | 'attachments'> {
  const { headers, body } = splitEntity(raw);
  const parts: { type: string; content: string }[] = [];
  const attachments: CapturedMail['attachments'] = [];
  const collect = (h: Record<string, string>, b: string) => {
    const type = (h['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(h['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const chunk of b.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const inner = splitEntity(chunk.replace(/^\r?\n/, ''));
        collect(inner.headers, inner.body);
      }
      return;
    }
    const disposition = h['content-disposition'] ?? '';
    if (disposition.toLowerCase().startsWith('attachment')) {
      const base64 = (h['content-transfer-encoding'] ?? '').toLowerCase() === 'base64';
      attachments.push({
        filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '',
        type,
        content: base64 ? Buffer.from(b.replace(/\s+/g, ''), 'base64') : Buffer.from(b, 'latin1'),
      });
      return;
    }
    parts.push({ type, content: decodeBody(h, b) });
  };
  collect(headers, body);
  return {
    subject: decodeWords(headers.subject ?? ''),
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, decodeWords(v)])),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
    attachments,
  };
}

/** The token of the first `/new/password/{token}` link in a text. */
export function linkToken(text: string): string | undefined {
  return /\/new\/password\/([\w-]+)/.exec(text)?.[1];
}

/**
 * A real SMTP server on loopback (port 0) that keeps every message. With `auth`, it accepts
 * only that login, as a unit's own mail server would.
 */
export async function startSmtpCapture(
  opts: {
    auth?: { user: string; pass: string };
    /** Holds each message this long before accepting it, like a slow server. */
    deliveryDelayMs?: number;
  } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: opts.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !opts.auth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (opts.deliveryDelayMs) await new Promise((resolve) => setTimeout(resolve, opts.deliveryDelayMs));
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          ...parseMail(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} message(s), got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 100));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
