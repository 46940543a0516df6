import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_PREFIX, MODULES, moduleName } from '../src/app';
import { healthModule } from '../src/modules/health';
import type { Database } from '../src/platform/db';
import { createTestContext, type TestContext } from './helpers';

/*
 * One composition root (src/app.ts): the platform's services are named plugins that decorate the
 * instance, and every module is a named plugin that states the services it needs, registered
 * from one list.
 */

/** Directories of src/modules that serve no route: libraries the other modules call. */
const WITHOUT_ROUTES = ['identity', 'tenancy'];

type Meta = { name?: string; dependencies?: string[] };
const metaOf = (module: (typeof MODULES)[number]): Meta =>
  (module as unknown as Record<symbol, Meta | undefined>)[Symbol.for('plugin-meta')] ?? {};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the composition root', () => {
  it('registers every module as a plugin with a name of its own', () => {
    const names = MODULES.map(moduleName);
    for (const name of names) {
      expect(name).toMatch(/^[a-z][a-z-]*$/);
      expect(ctx.app.hasPlugin(name), name).toBe(true);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('has every service a module depends on', () => {
    for (const module of MODULES) {
      for (const dependency of metaOf(module).dependencies ?? []) {
        expect(ctx.app.hasPlugin(dependency), `${moduleName(module)} needs ${dependency}`).toBe(true);
      }
    }
  });

  it('names every module directory in its list', () => {
    const dirs = readdirSync(join(__dirname, '../src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !WITHOUT_ROUTES.includes(entry.name))
      .map((entry) => entry.name)
      .sort();
    const names = new Set(MODULES.map(moduleName));
    expect(dirs.filter((dir) => !names.has(dir))).toEqual([]);
    // The only names that are no directory are the second plugins of a module (scim-protocol).
    expect([...names].filter((name) => !dirs.includes(name))).toEqual(Object.keys(MODULE_PREFIX));
  });

  it('serves each module under its prefix', async () => {
    // The URL as written is what this checks: the module's routes sit under its prefix.
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    expect(ctx.app.routeTable.some((r) => r.url === '/health')).toBe(false);
    // SCIM keeps its own prefix: a call without a token is refused, not unknown.
    const scim = await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users' });
    expect(scim.statusCode).toBe(401);
    expect(ctx.app.routeTable.some((r) => r.url.startsWith('/api/scim/v2/'))).toBe(false);
  });
});

/** A 'database' service that answers the health module's ping. */
const databaseStandIn = fp(
  async (instance) => {
    instance.decorate('database', { ping: async () => true } as unknown as Database);
  },
  { name: 'database' },
);

describe('a module without the services it needs', () => {
  it('refuses to start', async () => {
    const app = Fastify({ logger: false });
    app.register(healthModule, { prefix: '/api' });
    await expect(app.ready()).rejects.toThrow(/dependency 'database' of plugin 'health' is not registered/);
    await app.close().catch(() => undefined);
  });

  it('refuses to start when the service comes after the module', async () => {
    const app = Fastify({ logger: false });
    app.register(healthModule, { prefix: '/api' });
    app.register(databaseStandIn);
    await expect(app.ready()).rejects.toThrow(/dependency 'database' of plugin 'health' is not registered/);
    await app.close().catch(() => undefined);
  });

  it('starts once the service is registered before it', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(databaseStandIn);
    await app.register(healthModule, { prefix: '/api' });
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/health' })).toBe(true);
    await app.close();
  });
});
