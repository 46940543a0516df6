import { isIP } from 'node:net';
import type { Redis } from 'ioredis';
import type { LoginLimits } from '../../platform/config';
import { AppError } from '../../platform/errors';

export { pgCounterStore } from './auth-rate-limits.repository';

/** A fixed-window counter: how many hits so far and when the window closes. */
export interface Counter {
  count: number;
  resetAt: Date;
}

/** Where the counters live: PostgreSQL by default, Redis when the instances share one. */
export interface CounterStore {
  /** Counts one hit atomically, opening a new window when the last one closed. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** Takes one hit back (a sign-in whose password was right is not a failure). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

// INCR and PEXPIRE in one script, so a counter can never be left without its expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
// DECR on a missing key would create a counter without expiry.
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

/** Counters in Redis (REDIS_URL), shared by every server instance. */
export function redisCounterStore(redis: Redis, prefix = 'mirante:rl:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetAt: new Date(Date.now() + ttl) };
    },
    async refund(key) {
      await redis.eval(REFUND_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** How long after its last fallback hit a store still clears the fallback's counters too. */
const FALLBACK_MEMORY_MS = 24 * 60 * 60_000;

/**
 * Counters in Redis while it answers, in PostgreSQL while it does not: the limits never open
 * because Redis is down. Each hit goes to Redis when its connection is ready and to the fallback
 * when it is not or when the command fails; the counts of the two do not add up, so across a
 * switch an account may get one more window's budget at most, never an unlimited one. Taking back
 * and forgetting go to the fallback too while it may hold counts of this instance.
 */
export function fallbackCounterStore(opts: {
  primary: CounterStore;
  fallback: CounterStore;
  /** Whether the primary can be asked now (ioredis: `status === 'ready'`). */
  ready: () => boolean;
  /** Told once each time the counters move to the fallback (with the failure, when there was one). */
  onFallback?: (error: unknown) => void;
}): CounterStore {
  const { primary, fallback, ready } = opts;
  let lastFallback = Number.NEGATIVE_INFINITY;
  let onPrimary = true;
  const fellBack = (error: unknown) => {
    lastFallback = Date.now();
    if (onPrimary) opts.onFallback?.(error);
    onPrimary = false;
  };
  const both = async (act: (store: CounterStore) => Promise<void>) => {
    const recent = Date.now() - lastFallback < FALLBACK_MEMORY_MS;
    await Promise.all([
      ready() ? act(primary).catch(() => undefined) : undefined,
      recent || !ready() ? act(fallback) : undefined,
    ]);
  };
  return {
    async hit(key, windowMs) {
      if (ready()) {
        try {
          const counter = await primary.hit(key, windowMs);
          onPrimary = true;
          return counter;
        } catch (error) {
          fellBack(error);
        }
      } else {
        fellBack(undefined);
      }
      return fallback.hit(key, windowMs);
    },
    refund: (key) => both((store) => store.refund(key)),
    reset: (key) => both((store) => store.reset(key)),
  };
}

/** A lock answer: 429 with the minutes left in the message and the seconds in Retry-After. */
export class LoginLockedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(resetAt: Date, now = Date.now()) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));
    super('login_locked', { params: { minutes: Math.ceil(seconds / 60) } });
    this.retryAfterSeconds = seconds;
  }
}

/**
 * The key of a client address. IPv6 clients usually own a whole /64, so the address counter
 * covers the prefix: rotating the last 64 bits does not buy a fresh budget.
 */
export function addressKey(ip: string): string {
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = plain.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** One sign-in attempt, counted before its password is looked at. */
export interface LoginAttempt {
  /** The password was wrong: the error to answer (the failure that reaches a limit locks at once). */
  failed(): AppError;
  /** The password was right: the account's failures are forgotten and the address's hit refunded. */
  passed(): Promise<void>;
}

/**
 * Brute-force protection of the password check. Every attempt is counted per account (the
 * lower-cased e-mail) and per client address BEFORE the password is verified, so wrong passwords
 * sent in parallel all see the counts of one another: at most `perAccount` of them are ever
 * evaluated in a window. A limit of 0 turns that counter off.
 */
export class LoginLimiter {
  constructor(
    private readonly store: CounterStore,
    readonly limits: LoginLimits,
  ) {}

  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const accountKey = `login:account:${email.trim().toLowerCase()}`;
    const addrKey = `login:address:${addressKey(ip)}`;
    const { perAccount, perAddress, windowMs } = this.limits;
    const [account, address] = await Promise.all([
      perAccount > 0 ? this.store.hit(accountKey, windowMs) : undefined,
      perAddress > 0 ? this.store.hit(addrKey, windowMs) : undefined,
    ]);
    const over = (counter: Counter | undefined, max: number, orAt = false) =>
      counter !== undefined && (counter.count > max || (orAt && counter.count >= max));
    if (over(account, perAccount)) throw new LoginLockedError(account!.resetAt);
    if (over(address, perAddress)) throw new LoginLockedError(address!.resetAt);

    return {
      failed: () => {
        if (over(account, perAccount, true)) return new LoginLockedError(account!.resetAt);
        if (over(address, perAddress, true)) return new LoginLockedError(address!.resetAt);
        return new AppError('incorrect_credentials');
      },
      passed: async () => {
        await Promise.all([
          account ? this.store.reset(accountKey) : undefined,
          address ? this.store.refund(addrKey) : undefined,
        ]);
      },
    };
  }
}
