import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { authRoutes } from '@mirante/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, buildApp } from '../src/app';
import { auditEvents, rateLimits } from '../src/db/schema';
import { addressKey } from '../src/modules/auth/auth-login-limiter.service';
import { loadConfig } from '../src/platform/config';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let companyId: number;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await createCompany(ctx.db)).id;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx.close();
});

/** An app on the test database with its own sign-in limits. */
async function appWith(overrides: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp(ctx.database, {
    storageDir: ctx.storageDir,
    webDir: '/nonexistent',
    redisUrl: undefined,
    trustProxy: [],
    baseDomain: 'mirante.test',
    logLevel: 'silent',
    logger: false,
    ...overrides,
  });
  await app.ready();
  apps.push(app);
  return app;
}

const newMember = () => createUser(ctx.db, { profile: 'user', companyId });

function attempt(app: FastifyInstance, email: string, password: string, remoteAddress = '192.0.2.10') {
  return callRoute(app, authRoutes.login, { remoteAddress, lang: 'en-US', body: { email, password } });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('failed sign-ins per account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ loginLimits: { perAccount: 5, perAddress: 1000, windowMs: 15 * 60_000 } });
  });

  it('locks the account at the fifth wrong password, with the minutes left and Retry-After', async () => {
    const member = await newMember();
    for (let i = 1; i <= 4; i++) {
      const res = await attempt(app, member.email, `wrong-${i}`);
      expect(res.error().code, `attempt ${i}`).toBe('incorrect_credentials');
    }
    const fifth = await attempt(app, member.email, 'wrong-5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.error()).toEqual({
      code: 'login_locked',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    const retryAfter = Number(fifth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // While locked the right password is refused too, from any address, in any case of the e-mail.
    const right = await attempt(app, member.email.toUpperCase(), TEST_PASSWORD, '198.51.100.3');
    expect([right.statusCode, right.error().code]).toEqual([429, 'login_locked']);
  });

  it('answers in the caller language', async () => {
    const member = await newMember();
    for (let i = 0; i < 5; i++) await attempt(app, member.email, 'wrong');
    const res = await callRoute(app, authRoutes.login, {
      remoteAddress: '192.0.2.10',
      lang: 'pt-BR',
      body: { email: member.email, password: TEST_PASSWORD },
    });
    expect(res.error().message).toBe(
      'Muitas tentativas de login sem sucesso. Tente novamente em 15 minutos.',
    );
  });

  it('forgets the failures after a successful sign-in', async () => {
    const member = await newMember();
    for (let i = 0; i < 4; i++) await attempt(app, member.email, 'wrong');
    expect((await attempt(app, member.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await attempt(app, member.email, 'wrong')).error().code).toBe('incorrect_credentials');
    }
    expect((await attempt(app, member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('evaluates at most five of ten wrong passwords sent at once, then refuses the right one', async () => {
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(app, member.email, `parallel-wrong-${i}`)),
    );
    const codes = answers.map((res) => res.error().code);
    expect(codes.filter((c) => c === 'incorrect_credentials').length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 'login_locked').length).toBeGreaterThanOrEqual(6);
    expect(codes.every((c) => c === 'incorrect_credentials' || c === 'login_locked')).toBe(true);

    // The audit trail tells which attempts reached the password check.
    const records = await ctx.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, member.id), eq(auditEvents.event, 'login')));
    const checked = records.filter((r) => (r.details as { password_checked?: boolean }).password_checked);
    expect(records).toHaveLength(10);
    expect(checked.length).toBeLessThanOrEqual(5);

    const right = await attempt(app, member.email, TEST_PASSWORD);
    expect([right.statusCode, right.error().code]).toEqual([429, 'login_locked']);
  });

  it('keeps its counters in the rate_limits table under the lower-cased e-mail', async () => {
    const member = await newMember();
    await attempt(app, `  ${member.email.toUpperCase()}`, 'wrong');
    const [row] = await ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:account:${member.email.toLowerCase()}`));
    expect(row?.count).toBe(1);
  });
});

describe('failed sign-ins per address', () => {
  it('locks an address that tries many accounts, and only that address', async () => {
    const app = await appWith({ loginLimits: { perAccount: 1000, perAddress: 3, windowMs: 60_000 } });
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    expect((await attempt(app, a.email, 'x', '203.0.113.50')).error().code).toBe('incorrect_credentials');
    expect((await attempt(app, b.email, 'x', '203.0.113.50')).error().code).toBe('incorrect_credentials');
    expect((await attempt(app, c.email, 'x', '203.0.113.50')).error().code).toBe('login_locked');
    expect((await attempt(app, c.email, TEST_PASSWORD, '203.0.113.50')).statusCode).toBe(429);
    expect((await attempt(app, c.email, TEST_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  });

  it('does not count sign-ins whose password was right', async () => {
    const app = await appWith({ loginLimits: { perAccount: 1000, perAddress: 2, windowMs: 60_000 } });
    const member = await newMember();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(app, member.email, TEST_PASSWORD, '203.0.113.60')).statusCode).toBe(200);
    }
  });

  it('counts an IPv6 client by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('the window', () => {
  it('opens again once it has passed', async () => {
    const app = await appWith({ loginLimits: { perAccount: 2, perAddress: 1000, windowMs: 1_500 } });
    const member = await newMember();
    await Promise.all([attempt(app, member.email, 'w1'), attempt(app, member.email, 'w2')]);
    const locked = await attempt(app, member.email, TEST_PASSWORD);
    expect([locked.statusCode, locked.headers['retry-after']]).toEqual([429, expect.any(String)]);
    expect(locked.error().message).toBe('Too many failed sign-in attempts. Try again in 1 minutes.');
    await sleep(1_700);
    expect((await attempt(app, member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('reads the limits and the maintenance switch from the environment', () => {
    expect(loadConfig({}).loginLimits).toEqual({ perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 });
    expect(loadConfig({}).maintenance).toBe(false);
    const config = loadConfig({
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
      LOGIN_LOCK_MINUTES: '30',
      MIRANTE_MAINTENANCE: '1',
    });
    expect(config.loginLimits).toEqual({ perAccount: 3, perAddress: 50, windowMs: 30 * 60_000 });
    expect(config.maintenance).toBe(true);
    expect(() => loadConfig({ LOGIN_LOCK_MINUTES: 'soon' })).toThrow(/LOGIN_LOCK_MINUTES/);
  });
});

// Redis shares the counters between instances. Runs where a redis-server binary exists.
const redisBinary = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!redisBinary)('with REDIS_URL', () => {
  let redis: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i++) {
      if (
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        break;
      await sleep(100);
    }
  });
  afterAll(async () => {
    // The apps let go of Redis before it stops.
    for (const app of apps.splice(0)) await app.close();
    redis?.kill();
  });

  it('counts in Redis, shared by two instances, and expires with the window', async () => {
    const limits = { perAccount: 3, perAddress: 1000, windowMs: 1_500 };
    const redisUrl = `redis://127.0.0.1:${port}`;
    const [one, two] = [
      await appWith({ redisUrl, loginLimits: limits }),
      await appWith({ redisUrl, loginLimits: limits }),
    ];
    const member = await newMember();
    await attempt(one, member.email, 'w1');
    await attempt(two, member.email, 'w2');
    expect((await attempt(one, member.email, 'w3')).error().code).toBe('login_locked');
    expect((await attempt(two, member.email, TEST_PASSWORD)).statusCode).toBe(429);

    const key = `mirante:rl:login:account:${member.email.toLowerCase()}`;
    const ttl = Number(spawnSync('redis-cli', ['-p', String(port), 'pttl', key]).stdout.toString());
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1_500);
    const inTable = await ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, key.slice(11)));
    expect(inTable).toEqual([]);

    await sleep(1_700);
    expect((await attempt(two, member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
