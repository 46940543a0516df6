import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../../platform/db';
import {
  type CounterStore,
  fallbackCounterStore,
  pgCounterStore,
  redisCounterStore,
} from './auth-login-limiter.service';

/** How long a start waits for Redis (REDIS_URL) before counting in PostgreSQL meanwhile. */
const REDIS_START_WAIT_MS = 2000;
/** A Redis command with no answer within this long counts as failed (the fallback takes it). */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Where the sign-in counters live: PostgreSQL, or Redis when `redisUrl` is set (one connection,
 * closed with the app), falling back to PostgreSQL while Redis cannot be reached so the limits
 * never open. Answers the Redis connection too, for the other counters shared between instances.
 */
export function openLoginCounters(
  app: FastifyInstance,
  db: Db,
  redisUrl: string | undefined,
): { store: CounterStore; redis: Redis | undefined } {
  if (!redisUrl) return { store: pgCounterStore(db), redis: undefined };
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  // A lost connection is logged and retried by the client, never an unheard 'error' event.
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
  // The counters go to Redis from the first sign-in on: the start waits a moment for it.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      once(redis, 'ready'),
      new Promise((resolve) => {
        timer = setTimeout(resolve, REDIS_START_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
  });
  // A connection the server already lost has nothing to say goodbye to.
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  const store = fallbackCounterStore({
    primary: redisCounterStore(redis),
    fallback: pgCounterStore(db),
    ready: () => redis.status === 'ready',
    onFallback: (error) =>
      app.log.warn({ err: error }, 'redis unavailable: sign-in limits counted in PostgreSQL meanwhile'),
  });
  return { store, redis };
}
