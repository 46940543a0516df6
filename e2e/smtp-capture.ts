import { SMTPServer } from 'smtp-server';
import { E2E_PORT } from './fixtures';

/**
 * The port of the SMTP server the portal under test mails through (its SMTP_URL). Derived
 * from E2E_PORT so suites running side by side on other ports do not collide.
 */
export const SMTP_CAPTURE_PORT = Number(process.env.SMTP_CAPTURE_PORT ?? E2E_PORT + 104);
export const SMTP_CAPTURE_URL = `smtp://127.0.0.1:${SMTP_CAPTURE_PORT}`;

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The message with its quoted-printable and base64 parts decoded. */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes each MIME part by its transfer encoding; good enough to read links and texts. */
function decodeParts(raw: string): string {
  return raw
    .split(/\r?\n--/)
    .map((part) => {
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(part)?.[1]?.toLowerCase();
      const at = part.search(/\r?\n\r?\n/);
      const body = at < 0 ? part : part.slice(at).trim();
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      return body;
    })
    .join('\n');
}

/** The link of a password recovery e-mail. */
export function recoveryLink(mail: CapturedMail): string | undefined {
  return /https?:\/\/[^\s"<>]+\/new\/password\/[\w-]+/.exec(mail.body)?.[0];
}

/**
 * A real SMTP server on loopback that keeps what the portal sends. A spec starts it on
 * SMTP_CAPTURE_PORT, which the portal's SMTP_URL (playwright.config.ts) points at.
 */
export async function startSmtpCapture(port = SMTP_CAPTURE_PORT) {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          body: decodeParts(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    messages,
    /** The latest message to `to`, once one has arrived. */
    lastTo: (to: string) => messages.findLast((m) => m.to.includes(to)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
