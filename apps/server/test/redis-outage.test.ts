// Redis stopped while REDIS_URL is set: the sign-in limits are counted in PostgreSQL meanwhile,
// so they never open, sign-in keeps answering, and Redis takes the counters back once it returns.
// Runs on a redis-server of its own that it stops and starts.
import { ZErrorResponse } from '@mirante/contracts';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rateLimits } from '../src/db/schema';
import {
  createCompany,
  createTestContext,
  createUser,
  TEST_PASSWORD,
  type TestContext,
  testAppConfig,
} from './helpers';
import { hasRedisBinary, type PrivateRedis, startPrivateRedis } from './private-services';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Raw: every attempt comes from one fixed client address, which callRoute does not set.
function attempt(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: '192.0.2.77',
    cookies: { 'XSRF-TOKEN': 'x' },
    headers: { 'x-xsrf-token': 'x', lang: 'en-US' },
    payload: { email, password },
  });
}

describe.skipIf(!hasRedisBinary)('sign-in limits with Redis down', () => {
  let ctx: TestContext;
  let redis: PrivateRedis;
  let app: FastifyInstance;
  let companyId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    companyId = (await createCompany(ctx.db)).id;
    redis = await startPrivateRedis();
    app = await buildApp(
      ctx.database,
      testAppConfig({
        storageDir: ctx.storageDir,
        redisUrl: redis.url,
        loginLimits: { perAccount: 3, perAddress: 1000, windowMs: 15 * 60_000 },
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
    await ctx?.close();
  });

  it('refuses wrong passwords beyond the limit while Redis is stopped, and counts in Redis again after', async () => {
    const member = await createUser(ctx.db, { profile: 'user', companyId });
    expect((await attempt(app, member.email, TEST_PASSWORD)).statusCode).toBe(200);

    await redis.stop();
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const started = Date.now();
      const res = await attempt(app, member.email, `wrong-${i}`);
      expect(Date.now() - started).toBeLessThan(2000);
      codes.push(`${res.statusCode} ${ZErrorResponse.parse(res.json()).code}`);
    }
    // Two failures, the third locks, and every later one is refused: never unlimited.
    expect(codes).toEqual([
      '401 incorrect_credentials',
      '401 incorrect_credentials',
      ...Array(6).fill('429 login_locked'),
    ]);
    // Even the right password waits out the lock.
    expect((await attempt(app, member.email, TEST_PASSWORD)).statusCode).toBe(429);
    const key = `login:account:${member.email.toLowerCase()}`;
    const [row] = await ctx.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBeGreaterThanOrEqual(9);

    // A right password while Redis is down signs in and clears that account's failures.
    const other = await createUser(ctx.db, { profile: 'user', companyId });
    expect((await attempt(app, other.email, 'wrong')).statusCode).toBe(401);
    expect((await attempt(app, other.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login:account:${other.email.toLowerCase()}`)),
    ).toEqual([]);

    await redis.start();
    const third = await createUser(ctx.db, { profile: 'user', companyId });
    for (let i = 0; i < 100; i++) {
      await attempt(app, 'nobody@example.test', 'wrong');
      if ((await ctx.db.select().from(rateLimits).where(like(rateLimits.key, '%nobody%'))).length === 0)
        break;
      await ctx.db.delete(rateLimits).where(like(rateLimits.key, '%nobody%'));
      await sleep(100);
    }
    const back: number[] = [];
    for (let i = 0; i < 4; i++) back.push((await attempt(app, third.email, `wrong-${i}`)).statusCode);
    expect(back).toEqual([401, 401, 429, 429]);
    // Counted in Redis, not in the table.
    expect(
      await ctx.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login:account:${third.email.toLowerCase()}`)),
    ).toEqual([]);
  }, 60_000);
});
