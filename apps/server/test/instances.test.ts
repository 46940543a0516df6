import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/platform/db';
import { call, createTestContext, createWorld, signIn, type TestContext } from './helpers';
import { setCompanySettings } from './switching-fixtures';

// Two server instances on one database, as behind a load balancer: what one of them is told (a
// logout, a settings change) holds on the other from the very next request. On PostgreSQL the
// second instance has its own connection pool; on the embedded database it shares the handle.
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
  return app.inject({
    method: 'GET',
    url: '/api/auth/config/getConfig',
    remoteAddress,
    headers: { authorization: `Bearer ${token}`, lang: 'en-US' },
  });
}

describe('two server instances on one database', () => {
  it('an address rule saved on one instance refuses the next call on the other', async () => {
    const token = await signIn(ctx.app, world.users.user.email);
    // The other instance serves the user first, from an address the rule will leave out.
    for (let i = 0; i < 3; i += 1) expect((await getConfig(second, token, '10.9.8.7')).statusCode).toBe(200);
    const saved = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/config/update',
      token: world.tokens.admin,
      body: { ip: 'S', listIp: ['127.0.0.0/8', '::1'] },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await getConfig(second, token, '10.9.8.7');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ip_not_allowed']);
    expect((await getConfig(second, token, '127.0.0.1')).statusCode).toBe(200);

    const lifted = await call(second, {
      method: 'POST',
      url: '/api/auth/config/update',
      token: world.tokens.admin,
      body: { ip: 'N', listIp: null },
    });
    expect(lifted.statusCode).toBe(200);
    expect((await getConfig(ctx.app, token, '10.9.8.7')).statusCode).toBe(200);
  });

  it('an address rule another process writes applies to the next call, with nothing to forget', async () => {
    // Server instances in other processes share nothing with this one but the database: the
    // change reaches this process only as rows, never as a call into its modules.
    const token = await signIn(second, world.users.user.email);
    for (let i = 0; i < 3; i += 1) expect((await getConfig(second, token, '10.9.8.7')).statusCode).toBe(200);
    await setCompanySettings(ctx.db, world.company.id, { ip: 'S', listIp: ['127.0.0.1'] });
    const refused = await getConfig(second, token, '10.9.8.7');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ip_not_allowed']);
    await setCompanySettings(ctx.db, world.company.id, { ip: 'N', listIp: null });
    expect((await getConfig(second, token, '10.9.8.7')).statusCode).toBe(200);
  });

  it('a setting changed on one instance shows in getConfig on the other at once', async () => {
    const token = await signIn(ctx.app, world.users.user.email);
    const before = (await getConfig(second, token)).json().show_menu_report as string;
    const next = before === 'S' ? 'N' : 'S';
    const saved = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/config/update',
      token: world.tokens.admin,
      body: { show_menu_report: next },
    });
    expect(saved.statusCode).toBe(200);
    expect((await getConfig(second, token)).json().show_menu_report).toBe(next);
    const menu = await call(second, {
      method: 'GET',
      url: '/api/auth/group_reports/get/config/menu/reports',
      token,
    });
    expect(menu.json().show_menu_report).toBe(next === 'S');
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const token = await signIn(second, world.users.user.email);
    expect((await getConfig(ctx.app, token)).statusCode).toBe(200);
    expect((await getConfig(second, token)).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);
    const after = await getConfig(second, token);
    expect([after.statusCode, after.json().code]).toEqual([401, 'session_expired']);
  });

  it('a password change on one instance ends the other sessions on the other instance', async () => {
    const first = await signIn(ctx.app, world.users.user.email);
    const other = await signIn(second, world.users.user.email);
    const changed = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/password/change',
      token: first,
      body: { current: world.users.user.password, new: 'Another-Horse-42!', confirm: 'Another-Horse-42!' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await getConfig(second, other)).statusCode).toBe(401);
    expect((await getConfig(second, first)).statusCode).toBe(200);
  });
});
