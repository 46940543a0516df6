import { resolve } from 'node:path';
import { type LogFormat, parseLogFormat } from './log-format';
import { DEFAULT_WEB_DIR } from './paths';

/** Failed sign-ins allowed per account and per client address within one window. */
export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  /** Length of the counting window, which is also how long a lock lasts at most. */
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

/** Server settings, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  storageDir: string;
  /** Base64 or hex 32-byte key for secrets at rest; generated into `dataDir` in embedded mode. */
  secretKey: string | undefined;
  redisUrl: string | undefined;
  /** The platform's own domain; business units live on its subdomains or on their own domains. */
  baseDomain: string;
  /**
   * The install's public address (MIRANTE_PUBLIC_URL, an origin like `https://portal.example.com`):
   * links in e-mails and notifications use its scheme and port on each unit's host. Unset: those
   * of the request that led to the message.
   */
  publicUrl: string | undefined;
  /** Seed the demo tenants on an empty database (default: only on the embedded database). */
  seedDemo: boolean;
  /** Password given to every demo account; a random one per account when unset. */
  demoPassword: string | undefined;
  /** Directory of the built web app; not served when it does not exist. */
  webDir: string;
  logLevel: string;
  /** LOG_FORMAT: the log's form when forced; unset, the entry point picks it (log-format.ts). */
  logFormat: LogFormat | undefined;
  /** Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs). */
  trustProxy: string[];
  /** Requests run as the row-level-security roles of their session (MIRANTE_ROW_SECURITY). */
  rowSecurity: boolean;
  /** Brute-force limits of the sign-in: failures per account and per address in a fixed window. */
  loginLimits: LoginLimits;
  /** Platform maintenance: only the operator (a2m) may sign in. */
  maintenance: boolean;
  /** The platform's mail server (`smtp://user:pass@host:port` or `smtps://`), for units without one. */
  smtpUrl: string | undefined;
  /** Sender of the platform's mail: `Name <address>` or an address. */
  mailFrom: string | undefined;
  /**
   * Business units' mail settings may name any host and port, loopback and private networks
   * included (MIRANTE_MAIL_ALLOW_ANY_HOST; development and tests).
   */
  mailAllowAnyHost: boolean;
  nodeEnv: string;
  provider: ProviderEndpoints;
  /**
   * Check external-report links on private, loopback and link-local addresses for framing too
   * (MIRANTE_FRAME_CHECK_PRIVATE). Off: such links show on playlists as a card with a QR code.
   */
  frameCheckPrivate: boolean;
  /** How often the analytics job rolls the page-view log up (ms). */
  analyticsRollupMs: number;
}

/** Where the report provider's services are; all of it is configuration so the emulator can stand in. */
export interface ProviderEndpoints {
  /** Entra ID (`{loginUrl}/{tenant}/oauth2/v2.0/token`). */
  loginUrl: string;
  /** Power BI REST (`{apiUrl}/v1.0/myorg/...`). */
  apiUrl: string;
  /** Azure Resource Manager (`{armUrl}/subscriptions/...`). */
  armUrl: string;
  /**
   * Mount the offline emulator under /_emulator on this server and point the three URLs above at
   * it (MIRANTE_PROVIDER_EMULATOR; on by default with the embedded database, i.e. the demo).
   */
  emulator: boolean;
  /** Start of the emulator's report embed URLs (EMULATOR_EMBED_BASE). */
  emulatorEmbedBase: string | undefined;
  /**
   * Lifetime asked for Power BI embed tokens, in whole minutes (MIRANTE_EMBED_TOKEN_MINUTES);
   * absent, Power BI gives its default.
   */
  embedTokenMinutes?: number;
}

/**
 * Bounds of GenerateToken's `lifetimeInMinutes`: Power BI's definition types it as an integer
 * ("a positive integer"), and a token never outlives the Entra token it is made with, which
 * expires after an hour; a longer lifetime is not granted.
 */
export const EMBED_TOKEN_MINUTES_MIN = 1;
export const EMBED_TOKEN_MINUTES_MAX = 60;

export const DEFAULT_PROVIDER_ENDPOINTS = {
  loginUrl: 'https://login.microsoftonline.com',
  apiUrl: 'https://api.powerbi.com',
  armUrl: 'https://management.azure.com',
} as const;

/** The endpoints of the emulator mounted on this server's own port. */
export function emulatorEndpoints(port: number): Pick<ProviderEndpoints, 'loginUrl' | 'apiUrl' | 'armUrl'> {
  const base = `http://127.0.0.1:${port}/_emulator`;
  return { loginUrl: `${base}/login`, apiUrl: `${base}/powerbi`, armUrl: `${base}/arm` };
}

/**
 * MIRANTE_PUBLIC_URL as an origin, or null when unset; anything but an http(s) origin (no path,
 * query or credentials) stops the start, rather than every link it would have made.
 */
export function parsePublicUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`MIRANTE_PUBLIC_URL must be an http or https address, got "${value}"`);
  }
  const bare = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !bare) {
    throw new Error(`MIRANTE_PUBLIC_URL must be an origin like https://portal.example.com, got "${value}"`);
  }
  return url.origin;
}

function bool(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** MIRANTE_EMBED_TOKEN_MINUTES: a whole number of minutes Power BI accepts, or unset. */
function embedTokenMinutes(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || n < EMBED_TOKEN_MINUTES_MIN || n > EMBED_TOKEN_MINUTES_MAX) {
    throw new Error(
      `MIRANTE_EMBED_TOKEN_MINUTES must be a whole number of minutes from ${EMBED_TOKEN_MINUTES_MIN} to ${EMBED_TOKEN_MINUTES_MAX} (Power BI's limits for an embed token), got "${value}"`,
    );
  }
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(env.DATA_DIR || resolve(process.cwd(), 'data'));
  return {
    port: int('PORT', env.PORT, 8000),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    storageDir: resolve(env.STORAGE_DIR || resolve(dataDir, 'storage')),
    secretKey: env.MIRANTE_SECRET_KEY || undefined,
    redisUrl: env.REDIS_URL || undefined,
    baseDomain: (env.MIRANTE_BASE_DOMAIN || 'localhost').toLowerCase(),
    publicUrl: parsePublicUrl(env.MIRANTE_PUBLIC_URL) ?? undefined,
    seedDemo: bool(env.MIRANTE_SEED_DEMO) ?? databaseUrl === undefined,
    demoPassword: env.MIRANTE_DEMO_PASSWORD || undefined,
    webDir: resolve(env.WEB_DIR || DEFAULT_WEB_DIR),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: parseLogFormat(env.LOG_FORMAT),
    rowSecurity: bool(env.MIRANTE_ROW_SECURITY) ?? true,
    trustProxy: (env.TRUST_PROXY || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginLimits: {
      perAccount: int(
        'LOGIN_MAX_FAILURES_PER_ACCOUNT',
        env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        DEFAULT_LOGIN_LIMITS.perAccount,
      ),
      perAddress: int(
        'LOGIN_MAX_FAILURES_PER_ADDRESS',
        env.LOGIN_MAX_FAILURES_PER_ADDRESS,
        DEFAULT_LOGIN_LIMITS.perAddress,
      ),
      windowMs:
        int('LOGIN_LOCK_MINUTES', env.LOGIN_LOCK_MINUTES, DEFAULT_LOGIN_LIMITS.windowMs / 60_000) * 60_000,
    },
    maintenance: bool(env.MIRANTE_MAINTENANCE) ?? false,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    mailAllowAnyHost: bool(env.MIRANTE_MAIL_ALLOW_ANY_HOST) ?? false,
    nodeEnv: env.NODE_ENV || 'development',
    provider: loadProviderEndpoints(env, databaseUrl === undefined),
    frameCheckPrivate: bool(env.MIRANTE_FRAME_CHECK_PRIVATE) ?? false,
    analyticsRollupMs: int('ANALYTICS_ROLLUP_MS', env.ANALYTICS_ROLLUP_MS, 60_000),
  };
}

function loadProviderEndpoints(env: NodeJS.ProcessEnv, embedded: boolean): ProviderEndpoints {
  const emulator = bool(env.MIRANTE_PROVIDER_EMULATOR) ?? embedded;
  const port = int('PORT', env.PORT, 8000);
  const defaults = emulator ? emulatorEndpoints(port) : DEFAULT_PROVIDER_ENDPOINTS;
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    loginUrl: trim(env.POWERBI_LOGIN_URL || defaults.loginUrl),
    apiUrl: trim(env.POWERBI_API_URL || defaults.apiUrl),
    armUrl: trim(env.AZURE_ARM_URL || defaults.armUrl),
    emulator,
    emulatorEmbedBase: env.EMULATOR_EMBED_BASE ? trim(env.EMULATOR_EMBED_BASE) : undefined,
    embedTokenMinutes: embedTokenMinutes(env.MIRANTE_EMBED_TOKEN_MINUTES),
  };
}
