// PostgreSQL stopped under a running app: calls that need it answer a catalogued 503 quickly
// (never a 500, never a hang), the change feed turns the copies off, and everything comes back
// by itself once the database does. Runs on a private PostgreSQL this file starts and stops.
import { authRoutes, groupRoutes, healthRoutes } from '@mirante/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { userGroups } from '../src/db/schema';
import { changeFeedOf } from '../src/platform/change-feed';
import { CONNECT_TIMEOUT_MS, type Database, openDatabase } from '../src/platform/db';
import { z } from 'zod';
import { defineJob, enqueue, JobRunner } from '../src/platform/jobs';
import { callRoute, createCompany, createUser, signIn, TEST_PASSWORD, testAppConfig } from './helpers';
import { hasPostgresBinaries, type PrivatePostgres, startPrivatePostgres } from './private-services';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(50);
  }
}

describe.skipIf(!hasPostgresBinaries)('database outage', () => {
  let server: PrivatePostgres;
  let database: Database;
  let app: FastifyInstance;
  let email: string;
  let token: string;
  let companyId: number;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = await openDatabase({ databaseUrl: server.url });
    await database.migrate();
    app = await buildApp(database, testAppConfig());
    await app.ready();
    companyId = (await createCompany(database.db)).id;
    email = (await createUser(database.db, { profile: 'admin', companyId })).email;
    token = await signIn(app, email);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.destroy();
  });

  it('answers 503 with the catalogued message while down, and serves again once it is back', async () => {
    const feed = changeFeedOf(database.db)!;
    expect((await callRoute(app, authRoutes.me, { token })).statusCode).toBe(200);
    expect(feed.listening).toBe(true);

    server.stop();
    // The copies of reads are off while the feed cannot hear changes.
    await until(() => !feed.listening);

    for (const lang of ['en-US', 'pt-BR']) {
      const started = Date.now();
      const me = await callRoute(app, authRoutes.me, { token, lang });
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 1000);
      expect(me.statusCode).toBe(503);
      expect(me.headers['retry-after']).toBe('5');
      expect(me.error()).toEqual({
        code: 'service_unavailable',
        message:
          lang === 'en-US' ? 'Service temporarily unavailable.' : 'Serviço temporariamente indisponível.',
      });
    }
    const login = await callRoute(app, authRoutes.login, {
      body: { email, password: TEST_PASSWORD },
      lang: 'en-US',
    });
    expect(login.statusCode).toBe(503);
    expect(login.error().code).toBe('service_unavailable');
    const write = await callRoute(app, groupRoutes.create, {
      token,
      body: { name: 'Made during the outage' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.error().code).toBe('service_unavailable');
    const health = await callRoute(app, healthRoutes.get, {});
    expect(health.statusCode).toBe(503);

    server.start();
    // Neither the app nor its pool is restarted: the next calls find the database again.
    await until(async () => (await callRoute(app, authRoutes.me, { token })).statusCode === 200);
    await until(() => feed.listening);
    expect((await callRoute(app, healthRoutes.get, {})).statusCode).toBe(200);
    expect(
      (await callRoute(app, authRoutes.login, { body: { email, password: TEST_PASSWORD } })).statusCode,
    ).toBe(200);
    const made = await callRoute(app, groupRoutes.create, { token, body: { name: 'After' } });
    expect(made.statusCode).toBeLessThan(300);
    const stored = await database.db
      .select({ name: userGroups.name })
      .from(userGroups)
      .where(and(eq(userGroups.companyId, companyId)));
    expect(stored.map((g) => g.name)).toEqual(['After']);
  }, 60_000);

  it('fails a transaction whose connection the stopping database ends, and nothing else', async () => {
    const stray: unknown[] = [];
    const onStray = (error: unknown) => stray.push(error);
    process.on('uncaughtException', onStray);
    try {
      let stopped!: () => void;
      const whenStopped = new Promise<void>((resolve) => {
        stopped = resolve;
      });
      // The transaction holds its connection, idle between two statements, while the server stops.
      const held = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await whenStopped;
        await tx.execute(sql`select 1`);
      });
      await sleep(100);
      server.stop();
      await sleep(200);
      stopped();
      await expect(held).rejects.toThrow();
      expect(stray).toEqual([]);
    } finally {
      process.off('uncaughtException', onStray);
      server.start();
    }
    await until(async () => (await callRoute(app, authRoutes.me, { token })).statusCode === 200);
  }, 60_000);

  it('lets a job that could not run while the database was down run once it is back', async () => {
    let ran = 0;
    const probe = defineJob({
      name: 'outage.probe',
      payload: z.object({}),
      async run() {
        ran += 1;
      },
    });
    const runner = new JobRunner({ db: database.db }).define(probe);
    await enqueue(database.db, probe, {}, { key: '1' });
    server.stop();
    await expect(runner.runDue()).rejects.toThrow();
    server.start();
    await until(async () => (await runner.runDue().catch(() => -1)) === 1);
    expect(ran).toBe(1);
    expect(await runner.runDue()).toBe(0);
  }, 60_000);
});
