import type { TCompanyConfig } from '@mirante/contracts';
import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SecretBox } from './crypto';
import { checkMailServer } from './mail-host';
import type { UnitId } from './scope';

/** The product name e-mails are signed with when no unit name applies. */
export const PRODUCT_NAME = 'Mirante';

// A mail server that does not answer must not hold a request for nodemailer's default two
// minutes: the recovery page waits on the check of the connection.
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;
const DEFAULT_PORTS = { smtp: 25, starttls: 587, smtps: 465 } as const;

export type MailProtocol = keyof typeof DEFAULT_PORTS;

/** Where a message goes out: a business unit's own server or the platform's. */
export interface SmtpSettings {
  source: 'company' | 'platform';
  host: string;
  port: number;
  protocol: MailProtocol;
  /** The name TLS checks the certificate against when `host` is the address it resolved to. */
  tlsServername?: string;
  user?: string;
  pass?: string;
  from: { name: string; address: string };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** One server to send through: check it answers and accepts us, then send. */
export interface MailChannel {
  readonly settings: SmtpSettings;
  /** Connects and authenticates without sending; throws when the server cannot be used. */
  verify(): Promise<void>;
  send(message: MailMessage): Promise<void>;
}

export interface Mailer {
  /**
   * The channel for mail on behalf of a business unit: its own SMTP settings when complete,
   * else the platform's (SMTP_URL), else null when neither is configured. `null` companyId
   * (partners, the platform itself) always gets the platform's.
   */
  channelFor(companyId: UnitId | null): Promise<MailChannel | null>;
}

function transportOptions(settings: SmtpSettings): SMTPTransport.Options {
  return {
    host: settings.host,
    port: settings.port,
    // smtps: TLS from the first byte; starttls: must upgrade; smtp: upgrades when offered.
    secure: settings.protocol === 'smtps',
    requireTLS: settings.protocol === 'starttls',
    ...(settings.tlsServername ? { tls: { servername: settings.tlsServername } } : {}),
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
}

/** A channel over nodemailer's SMTP transport; each call opens its own connection. */
export function smtpChannel(settings: SmtpSettings): MailChannel {
  const options = transportOptions(settings);
  return {
    settings,
    async verify() {
      const transport = createTransport(options);
      try {
        await transport.verify();
      } finally {
        transport.close();
      }
    },
    async send(message) {
      const transport = createTransport(options);
      try {
        await transport.sendMail({ from: settings.from, ...message });
      } finally {
        transport.close();
      }
    },
  };
}

/** "Name <address>" or a bare address, as MAIL_FROM is written. */
export function parseFromAddress(value: string, fallbackName: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (match) return { name: match[1]?.trim() || fallbackName, address: match[2]!.trim() };
  return { name: fallbackName, address: value.trim() };
}

/**
 * The platform's server from SMTP_URL (`smtp://user:pass@host:port`, or `smtps://` for TLS
 * from the start) and MAIL_FROM. Throws on a malformed URL, so a typo stops the start.
 */
export function platformSmtpSettings(smtpUrl: string, mailFrom: string | undefined): SmtpSettings {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL must look like smtp://user:password@host:port');
  }
  const protocol = url.protocol.replace(/:$/, '');
  if ((protocol !== 'smtp' && protocol !== 'smtps') || !url.hostname) {
    throw new Error('SMTP_URL must start with smtp:// or smtps:// and name a host');
  }
  const user = url.username ? decodeURIComponent(url.username) : undefined;
  const address = user?.includes('@') ? user : `no-reply@${url.hostname}`;
  return {
    source: 'platform',
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : DEFAULT_PORTS[protocol],
    protocol,
    ...(user ? { user, pass: decodeURIComponent(url.password) } : {}),
    from: mailFrom ? parseFromAddress(mailFrom, PRODUCT_NAME) : { name: PRODUCT_NAME, address },
  };
}

/**
 * A unit's own server from its configuration (spec §3 mail settings): complete once it names
 * a host and a sender address. The sender address is also the login; the password is kept
 * sealed in `company_configs.mail_password_enc`.
 */
export function companySmtpSettings(
  config: Pick<TCompanyConfig, 'mail_host' | 'mail_port' | 'mail_protocol' | 'mail_email' | 'mail_name'>,
  password: string | null,
): SmtpSettings | null {
  if (!config.mail_host || !config.mail_email) return null;
  const protocol = config.mail_protocol ?? 'smtp';
  return {
    source: 'company',
    host: config.mail_host,
    port: config.mail_port ?? DEFAULT_PORTS[protocol],
    protocol,
    ...(password ? { user: config.mail_email, pass: password } : {}),
    from: { name: config.mail_name || PRODUCT_NAME, address: config.mail_email },
  };
}

/** Where the mailer reads a unit's own mail settings from (the unit's configuration). */
export interface UnitMailSource {
  config(companyId: UnitId): Promise<TCompanyConfig>;
  /** The unit's mail-server password as sealed by the secret box, or null. */
  sealedPassword(companyId: UnitId): Promise<string | null>;
}

export interface MailerOptions {
  units: UnitMailSource;
  secretBox: SecretBox;
  /** The platform's server (SMTP_URL); units without settings of their own send through it. */
  smtpUrl?: string;
  /** Sender of the platform's mail (MAIL_FROM). */
  mailFrom?: string;
  /** Replaces the SMTP channel (tests of the mail's content only). */
  channel?: (settings: SmtpSettings) => MailChannel;
  /**
   * Units' servers may be any host and port (MIRANTE_MAIL_ALLOW_ANY_HOST). Otherwise only SMTP
   * ports on public addresses: a unit's settings must not make the server reach inside its own
   * network.
   */
  allowAnyHost?: boolean;
}

/**
 * A unit's channel that checks its server on every use, when it connects: the name is resolved,
 * every address must be public and the connection goes to the address that was checked.
 */
function checkedChannel(
  settings: SmtpSettings,
  open: (settings: SmtpSettings) => MailChannel,
  allowAny: boolean,
): MailChannel {
  const connect = async () => {
    const verdict = await checkMailServer(settings.host, settings.port, { allowAny });
    if (!verdict.ok) throw new Error(`mail server refused: ${verdict.reason}`);
    if (verdict.address === null || verdict.address === settings.host) return open(settings);
    return open({ ...settings, host: verdict.address, tlsServername: settings.host });
  };
  return {
    settings,
    async verify() {
      await (await connect()).verify();
    },
    async send(message) {
      await (await connect()).send(message);
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const platform = options.smtpUrl ? platformSmtpSettings(options.smtpUrl, options.mailFrom) : null;
  const open = options.channel ?? smtpChannel;
  return {
    async channelFor(companyId) {
      if (companyId !== null) {
        const config = await options.units.config(companyId);
        if (config.mail_host && config.mail_email) {
          const sealed = await options.units.sealedPassword(companyId);
          // A password sealed under another key cannot be opened: the unit's server is then
          // unusable, which the caller reports, rather than silently mailing from elsewhere.
          const password = sealed ? options.secretBox.open(sealed) : null;
          const settings = companySmtpSettings(config, password);
          if (settings) return checkedChannel(settings, open, options.allowAnyHost === true);
        }
      }
      return platform ? open(platform) : null;
    },
  };
}

/**
 * Sends a message on behalf of a unit without holding the request: through the unit's server,
 * else the platform's. A message that cannot go out is logged (the person can ask again, or use
 * "forgot password"); the answer says whether it was handed to a server at all.
 */
export async function sendInBackground(opts: {
  mailer: Mailer;
  companyId: UnitId | null;
  message: MailMessage;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** What the message is, for the log. */
  what: string;
}): Promise<boolean> {
  const { mailer, companyId, message, log, what } = opts;
  let channel: MailChannel | null;
  try {
    channel = await mailer.channelFor(companyId);
  } catch (err) {
    log.error({ err, companyId }, `${what}: mail server unusable`);
    return false;
  }
  if (!channel) {
    log.warn({ companyId }, `${what}: no mail server is configured (unit settings or SMTP_URL)`);
    return false;
  }
  void channel.send(message).catch((err: unknown) => {
    log.error({ err, companyId }, `${what}: the mail server refused the message`);
  });
  return true;
}
