import { resolve } from 'node:path';
import { DEFAULT_WEB_DIR } from './paths';

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
  /** Seed the demo tenants on an empty database (default: only on the embedded database). */
  seedDemo: boolean;
  /** Password given to every demo account; a random one per account when unset. */
  demoPassword: string | undefined;
  /** Directory of the built web app; not served when it does not exist. */
  webDir: string;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs). */
  trustProxy: string[];
  /** Failed-or-not sign-in attempts allowed per address per minute. */
  loginRateLimit: number;
  nodeEnv: string;
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
    seedDemo: bool(env.MIRANTE_SEED_DEMO) ?? databaseUrl === undefined,
    demoPassword: env.MIRANTE_DEMO_PASSWORD || undefined,
    webDir: resolve(env.WEB_DIR || DEFAULT_WEB_DIR),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: (env.TRUST_PROXY || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginRateLimit: int('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 20),
    nodeEnv: env.NODE_ENV || 'development',
  };
}
