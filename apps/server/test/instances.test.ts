import { accountRoutes, authRoutes, configRoutes, reportGroupRoutes } from '@mirante/contracts';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/platform/db';
import { cacheOf } from '../src/platform/tagged-cache';
import { callRoute, createTestContext, createWorld, signIn, type TestContext } from './helpers';
import { setCompanySettings } from './switching-fixtures';

// Two server instances on one database, as behind a load balancer: what one of them is told (a
// logout, a settings change) holds on the other as soon as the database's change notice reaches
// it, though both keep copies of sessions, configurations and menus in memory. On PostgreSQL the
// second instance has its own connection pool and change feed; on the embedded database it
// shares the handle (and the feed).
/** How long a notice may take to reach the other instance before the test fails. */
const POLL = { timeout: 2000, interval: 5 };
let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let second: FastifyInstance;
let secondDatabase: Database | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const url = ctx.database.url;
  secondDatabase = url ? await openDatabase({ databaseUrl: url }) : undefined;
  second = await buildApp(secondDatabase ?? ctx.database, {
    storageDir: ctx.storageDir,
    webDir: join(tmpdir(), 'mirante-no-web'),
    redisUrl: undefined,
    trustProxy: [],
    baseDomain: 'mirante.test',
    logLevel: 'silent',
    logger: false,
    secretBox: ctx.secretBox,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await ctx.close();
});

/** The user's getConfig on an instance, from an address of their choice. */
function getConfig(app: FastifyInstance, token: string, remoteAddress = '127.0.0.1') {
  return callRoute(app, configRoutes.get, { token, remoteAddress, lang: 'en-US' });
}

/** The catalogued code of an error answer; none for a success. */
function codeOf(res: { statusCode: number; error(): { code: string } }) {
  return res.statusCode < 400 ? undefined : res.error().code;
}

describe('two server instances on one database', () => {
  it('an address rule saved on one instance refuses the next call on the other', async () => {
    const token = await signIn(ctx.app, world.users.user.email);
    // The other instance serves the user first, from an address the rule will leave out.
    for (let i = 0; i < 3; i += 1) expect((await getConfig(second, token, '10.9.8.7')).statusCode).toBe(200);
    const saved = await callRoute(ctx.app, configRoutes.update, {
      token: world.tokens.admin,
      body: { ip: 'S', listIp: ['127.0.0.0/8', '::1'] },
    });
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(async () => codeOf(await getConfig(second, token, '10.9.8.7')), POLL)
      .toBe('ip_not_allowed');
    expect((await getConfig(second, token, '127.0.0.1')).statusCode).toBe(200);

    const lifted = await callRoute(second, configRoutes.update, {
      token: world.tokens.admin,
      body: { ip: 'N', listIp: null },
    });
    expect(lifted.statusCode).toBe(200);
    await expect.poll(async () => (await getConfig(ctx.app, token, '10.9.8.7')).statusCode, POLL).toBe(200);
  });

  it('an address rule another process writes applies as soon as its notice arrives', async () => {
    // Server instances in other processes share nothing with this one but the database: the
    // change reaches this process only as rows and the notice their trigger sends, never as a
    // call into its modules.
    const token = await signIn(second, world.users.user.email);
    for (let i = 0; i < 3; i += 1) expect((await getConfig(second, token, '10.9.8.7')).statusCode).toBe(200);
    await setCompanySettings(ctx.db, world.company.id, { ip: 'S', listIp: ['127.0.0.1'] });
    await expect
      .poll(async () => codeOf(await getConfig(second, token, '10.9.8.7')), POLL)
      .toBe('ip_not_allowed');
    await setCompanySettings(ctx.db, world.company.id, { ip: 'N', listIp: null });
    await expect.poll(async () => (await getConfig(second, token, '10.9.8.7')).statusCode, POLL).toBe(200);
  });

  it('keeps the session and configuration between calls and drops them when the database says so', async () => {
    const token = await signIn(second, world.users.user.email);
    const sessions = cacheOf(secondDatabase?.db ?? ctx.db, 'sessions');
    const configs = cacheOf(secondDatabase?.db ?? ctx.db, 'session-config');
    expect(sessions && configs).toBeTruthy();
    expect((await getConfig(second, token)).statusCode).toBe(200);
    const keptSessions = sessions!.size;
    const keptConfigs = configs!.size;
    expect(keptSessions).toBeGreaterThan(0);
    expect(keptConfigs).toBeGreaterThan(0);
    // A second call reads nothing new: the copies serve it.
    expect((await getConfig(second, token)).statusCode).toBe(200);
    expect([sessions!.size, configs!.size]).toEqual([keptSessions, keptConfigs]);
    // A session ended behind the instances' backs (psql, a job) is refused once its notice lands.
    await ctx.db.execute(sql`update sessions set revoked_at = now() where user_id = ${world.users.user.id}`);
    await expect.poll(async () => (await getConfig(second, token)).statusCode, POLL).toBe(401);
  });

  it('a setting changed on one instance shows in getConfig on the other at once', async () => {
    const token = await signIn(ctx.app, world.users.user.email);
    const before = (await getConfig(second, token)).data().show_menu_report;
    const next = before === 'S' ? 'N' : 'S';
    const saved = await callRoute(ctx.app, configRoutes.update, {
      token: world.tokens.admin,
      body: { show_menu_report: next },
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(async () => (await getConfig(second, token)).data().show_menu_report, POLL).toBe(next);
    const menu = () => callRoute(second, reportGroupRoutes.menu, { token });
    await expect.poll(async () => (await menu()).data().show_menu_report, POLL).toBe(next === 'S');
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const token = await signIn(second, world.users.user.email);
    expect((await getConfig(ctx.app, token)).statusCode).toBe(200);
    expect((await getConfig(second, token)).statusCode).toBe(200);
    expect((await callRoute(ctx.app, authRoutes.logout, { token })).statusCode).toBe(200);
    await expect
      .poll(async () => {
        const after = await getConfig(second, token);
        return [after.statusCode, codeOf(after)];
      }, POLL)
      .toEqual([401, 'session_expired']);
  });

  it('a logout answers once the instance itself has dropped its copy of the session', async () => {
    // The instance without the test harness's wait: its own change is heard before it answers.
    const token = await signIn(second, world.users.user.email);
    expect((await getConfig(second, token)).statusCode).toBe(200);
    expect((await callRoute(second, authRoutes.logout, { token })).statusCode).toBe(200);
    expect((await getConfig(second, token)).statusCode).toBe(401);
  });

  it('a password change on one instance ends the other sessions on the other instance', async () => {
    const first = await signIn(ctx.app, world.users.user.email);
    const other = await signIn(second, world.users.user.email);
    const changed = await callRoute(ctx.app, accountRoutes.changePassword, {
      token: first,
      body: { current: world.users.user.password, new: 'Another-Horse-42!', confirm: 'Another-Horse-42!' },
    });
    expect(changed.statusCode).toBe(200);
    await expect.poll(async () => (await getConfig(second, other)).statusCode, POLL).toBe(401);
    expect((await getConfig(second, first)).statusCode).toBe(200);
  });
});
