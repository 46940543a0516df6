import { partnerRoutes, type Profile } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  callRoute,
  createPartner,
  createTestContext,
  createWorld,
  listeningPort,
  rawRequest,
  type TestContext,
  testAppConfig,
} from './helpers';
import { buildApp } from '../src/app';
import { ACCESS, PUBLIC } from './authorization-table';
import { reachProblem } from '../src/platform/route-reach';

const PROFILES: Profile[] = ['a2m', 'master', 'admin', 'user'];

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

function apiRoutes() {
  return ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
}

function concrete(url: string): string {
  return url.replace(/:\w+/g, '1').replace('*', 'x');
}

describe('authorization harness', () => {
  it('knows every route: each is public by decision or has an access row', () => {
    const unknown = apiRoutes()
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !PUBLIC.has(key) && !(key in ACCESS));
    expect(unknown).toEqual([]);
    const publicRoutes = apiRoutes()
      .filter((r) => r.public)
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.filter((key) => !PUBLIC.has(key))).toEqual([]);
  });

  it('finds a policy named by every route that needs a session, and none on public routes', () => {
    const all = ctx.app.routeTable;
    expect(all.filter((r) => !r.public).length).toBeGreaterThanOrEqual(Object.keys(ACCESS).length);
    const unnamed = all.filter((r) => !r.public && typeof r.policy !== 'function');
    expect(unnamed.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const publicWithPolicy = all.filter((r) => r.public && r.policy !== undefined);
    expect(publicWithPolicy.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('finds a database reach declared by every route: its session, crossing, or a unit named by a token', () => {
    const all = ctx.app.routeTable;
    const unsound = all.flatMap((r) => {
      const problem = reachProblem(r);
      return problem ? [`${r.method} ${r.url}: ${problem}`] : [];
    });
    expect(unsound).toEqual([]);
    const reachOf = (method: string, url: string) =>
      all.find((r) => r.method === method && r.url === url)?.reach;
    // Sign-in crosses units; the embedded page's calls and SCIM run in the unit their token names.
    expect(reachOf('POST', '/api/login')).toBe('crossing');
    expect(reachOf('POST', '/api/embedded/report')).toEqual({ token: expect.any(Function) });
    expect(reachOf('GET', '/scim/v2/Users')).toEqual({ token: expect.any(Function) });
    expect(reachOf('GET', '/api/auth/me')).toBeUndefined();
  });

  it('refuses to start with a route whose database reach is missing or unsound', async () => {
    /** Whether an app with one more route, declared by `config`, becomes ready; its refusal if not. */
    const start = async (url: string, config: Record<string, unknown>) => {
      const app = await buildApp(ctx.database, testAppConfig());
      app.get(url, { config }, async () => ({}));
      try {
        await app.ready();
        return 'ready';
      } catch (error) {
        return (error as Error).message;
      } finally {
        await app.close();
      }
    };
    expect(await start('/api/test/undeclared', { public: true })).toMatch(
      /GET \/api\/test\/undeclared: a public route declares no database reach/,
    );
    expect(await start('/api/test/session', { public: true, reach: 'session' })).toMatch(
      /a public route has no session to run in/,
    );
    expect(await start('/api/auth/test/crossing', { policy: () => true, reach: 'crossing' })).toMatch(
      /a route that needs a session runs in its reach/,
    );
    expect(await start('/api/test/declared', { public: true, reach: 'crossing' })).toBe('ready');
  });

  it('answers 401 without a session on every authenticated route', async () => {
    const authenticated = apiRoutes().filter((r) => !r.public);
    expect(authenticated.length).toBeGreaterThanOrEqual(Object.keys(ACCESS).length);
    for (const route of authenticated) {
      const res = await call(ctx.app, { method: route.method as 'GET', url: concrete(route.url), body: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().code).toBe('unauthorized');
      expect(res.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });

  it('answers 401 with an unknown token on every authenticated route', async () => {
    for (const route of apiRoutes().filter((r) => !r.public)) {
      const res = await call(ctx.app, {
        method: route.method as 'GET',
        url: concrete(route.url),
        token: 'not-a-session',
        body: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to every profile a route does not allow', async () => {
    for (const [key, allowed] of Object.entries(ACCESS)) {
      const [method, url] = key.split(' ') as [string, string];
      for (const profile of PROFILES.filter((p) => !allowed.includes(p))) {
        const res = await call(ctx.app, {
          method: method as 'GET',
          url: concrete(url),
          token: world.tokens[profile],
          body: {},
        });
        expect(res.statusCode, `${profile} ${key}`).toBe(403);
        expect(res.json().code).toBe('no_functionality_access');
      }
    }
  });

  it('keeps every route that is not under /api public by its own declaration', () => {
    const others = ctx.app.routeTable.filter((r) => !r.url.startsWith('/api/'));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((r) => !r.public).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("never shows another operator's partners", async () => {
    const otherPartner = await createPartner(ctx.db, { name: 'Elsewhere Partner' });
    const res = await callRoute(ctx.app, partnerRoutes.list, {
      query: { per_page: 100 },
      token: world.tokens.a2m,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.data().data.map((p) => p.id);
    expect(ids).toContain(world.partner.id);
    expect(ids).not.toContain(otherPartner.id);
  });
});

/**
 * The guard and the XSRF check decide on the route the router matched. These are the spellings
 * of a URL that reach a handler without starting with `/api/` as written.
 */
describe('the guard, whatever the spelling of the URL', () => {
  /** Every route that needs a session, HEAD included. */
  const guarded = () => ctx.app.routeTable.filter((r) => !r.public);
  const withBody = (method: string) => !['GET', 'HEAD'].includes(method);

  it('answers 401 on every authenticated route reached by a percent-encoded path', async () => {
    const routes = guarded();
    expect(routes.length).toBeGreaterThan(Object.keys(ACCESS).length);
    for (const route of routes) {
      const url = concrete(route.url).replace(/^\/api\//, '/%61pi/');
      const res = await call(ctx.app, {
        method: route.method as 'GET',
        url,
        ...(withBody(route.method) ? { body: {} } : {}),
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(401);
      if (route.method !== 'HEAD') expect(res.json().code).toBe('unauthorized');
    }
  });

  it('answers 401 on every authenticated route reached by an absolute-form request line', async () => {
    const port = await listeningPort(ctx.app);
    for (const route of guarded()) {
      const target = `http://127.0.0.1:${port}${concrete(route.url)}`;
      const res = await rawRequest(ctx.app, {
        method: route.method,
        target,
        ...(withBody(route.method) ? { body: {} } : {}),
      });
      expect(res.status, `${route.method} ${target}`).toBe(401);
      if (route.method !== 'HEAD') expect(JSON.parse(res.body).code).toBe('unauthorized');
    }
  });

  it('answers 403 on every route a profile may not call, in both spellings', async () => {
    const port = await listeningPort(ctx.app);
    for (const [key, allowed] of Object.entries(ACCESS)) {
      const [method, url] = key.split(' ') as [string, string];
      const profile = PROFILES.find((p) => !allowed.includes(p));
      if (!profile) continue;
      const encoded = await call(ctx.app, {
        method: method as 'GET',
        url: concrete(url).replace(/^\/api\//, '/%61pi/'),
        token: world.tokens[profile],
        body: {},
      });
      expect(encoded.statusCode, `${profile} encoded ${key}`).toBe(403);
      const absolute = await rawRequest(ctx.app, {
        method,
        target: `http://127.0.0.1:${port}${concrete(url)}`,
        headers: {
          authorization: `Bearer ${world.tokens[profile]}`,
          cookie: 'XSRF-TOKEN=t',
          'x-xsrf-token': 't',
        },
        body: {},
      });
      expect(absolute.status, `${profile} absolute ${key}`).toBe(403);
    }
  });

  it('still answers unmatched URLs with 404 in both spellings', async () => {
    const port = await listeningPort(ctx.app);
    const encoded = await call(ctx.app, { method: 'GET', url: '/%61pi/auth/nothing-here' });
    expect(encoded.statusCode).toBe(404);
    const absolute = await rawRequest(ctx.app, {
      method: 'POST',
      target: `http://127.0.0.1:${port}/api/auth/nothing-here`,
      body: {},
    });
    expect(absolute.status).toBe(404);
  });

  it('is still serving after all of it', async () => {
    const res = await rawRequest(ctx.app, { method: 'GET', target: '/api/health' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok', database: 'up' });
  });
});
