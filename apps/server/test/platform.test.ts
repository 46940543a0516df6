import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authRoutes, healthRoutes, XSRF_COOKIE } from '@mirante/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, buildApp } from '../src/app';
import {
  call,
  callRoute,
  createOperator,
  createTestContext,
  createUser,
  signIn,
  type TestContext,
} from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("mirante");';
const SECRET = 'top-secret-outside-storage';

function appConfig(overrides: Partial<AppConfig>): AppConfig {
  return {
    storageDir: mkdtempSync(join(tmpdir(), 'mirante-storage-')),
    webDir: join(tmpdir(), 'mirante-no-web'),
    redisUrl: undefined,
    trustProxy: [],
    // High enough that no test trips the sign-in limits by accident; login-limiter.test.ts lowers them.
    loginLimits: { perAccount: 1000, perAddress: 1000, windowMs: 60_000 },
    logLevel: 'silent',
    logger: false,
    baseDomain: 'mirante.test',
    ...overrides,
  };
}

let ctx: TestContext;
/** The same database, but its ping fails. */
let degraded: FastifyInstance;
/** Serves a built web app from `root/web` and uploads from `root/storage`. */
let web: FastifyInstance;
let root: string;

beforeAll(async () => {
  ctx = await createTestContext({}, (app) => {
    app.get('/api/test/boom', { config: { public: true, reach: 'crossing' } }, async () => {
      throw new Error('connection to 10.0.0.7 failed: password=hunter2');
    });
    // Needs a session but names no policy: nobody may call it.
    app.get('/api/auth/test/no-policy', async () => ({ ok: true }));
  });
  degraded = await buildApp({ ...ctx.database, ping: async () => false }, appConfig({}));
  await degraded.ready();

  root = mkdtempSync(join(tmpdir(), 'mirante-web-'));
  mkdirSync(join(root, 'web', 'assets'), { recursive: true });
  mkdirSync(join(root, 'storage'));
  mkdirSync(join(root, 'web-evil'));
  writeFileSync(join(root, 'web', 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'web', 'assets', 'app-123.js'), APP_JS);
  writeFileSync(join(root, 'web', 'robots.txt'), 'User-agent: *');
  // Files just outside the served directories, of types they would otherwise serve.
  writeFileSync(join(root, 'secret.png'), SECRET);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ secret: SECRET }));
  writeFileSync(join(root, 'web-evil', 'steal.js'), SECRET);
  web = await buildApp(
    ctx.database,
    appConfig({ storageDir: join(root, 'storage'), webDir: join(root, 'web') }),
  );
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await degraded?.close();
  await ctx?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok while the database is up', async () => {
    const res = await callRoute(ctx.app, healthRoutes.get, {});
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 degraded when the database does not answer the ping', async () => {
    const res = await callRoute(degraded, healthRoutes.get, {});
    expect(res.statusCode).toBe(503);
    // The same answer as a success, under another status: read through the route's schema.
    expect(healthRoutes.get.response.parse(res.json())).toEqual({ status: 'degraded', database: 'down' });
  });
});

describe('headers', () => {
  it('sends the security headers', async () => {
    const res = await callRoute(ctx.app, healthRoutes.get, {});
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('echoes a well-formed x-request-id', async () => {
    const res = await callRoute(ctx.app, healthRoutes.get, { headers: { 'x-request-id': 'trace-abc_123' } });
    expect(res.headers['x-request-id']).toBe('trace-abc_123');
  });

  it('generates an x-request-id when none is given, and for a malformed one', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const a = await callRoute(ctx.app, healthRoutes.get, {});
    const b = await callRoute(ctx.app, healthRoutes.get, {});
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(b.headers['x-request-id']).toMatch(uuid);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const bad = await callRoute(ctx.app, healthRoutes.get, {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(bad.headers['x-request-id']).toMatch(uuid);
  });

  it('hands out the XSRF-TOKEN cookie on a first GET, and not again once the caller has it', async () => {
    // Raw: a first visit comes without the XSRF cookie that every typed call carries.
    const first = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = first.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      cookies: { [XSRF_COOKIE]: cookie!.value },
    });
    expect(again.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
  });
});

describe('Cache-Control of API answers', () => {
  it('keeps every answer of an authenticated route out of caches, in any spelling of its URL', async () => {
    const token = await signIn(
      ctx.app,
      (await createUser(ctx.db, { profile: 'a2m', partnerId: (await createOperator(ctx.db)).id })).email,
    );
    // Raw: the test is about other spellings of the URL.
    for (const url of ['/api/auth/me', '/%61pi/auth/me']) {
      const ok = await call(ctx.app, { method: 'GET', url, token });
      expect(ok.statusCode, url).toBe(200);
      expect(ok.headers['cache-control'], url).toBe('no-store');
      const refused = await call(ctx.app, { method: 'GET', url });
      expect(refused.statusCode, url).toBe(401);
      expect(refused.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps the answers of state-changing public calls (sign-in tokens) out of caches too', async () => {
    const res = await callRoute(ctx.app, authRoutes.login, {
      body: { email: 'x@example.test', password: 'y' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves public reads to their own caching', async () => {
    const health = await callRoute(ctx.app, healthRoutes.get, {});
    expect(health.headers['cache-control']).toBeUndefined();
    const page = await web.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

// The API reference is served under /api but is no call of the route map.
describe('API reference', () => {
  it('publishes the OpenAPI document with the routes and a bearer scheme', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/auth/config/getConfig', '/api/health']),
    );
    expect(doc.paths['/api/login'].post).toBeDefined();
    expect(doc.paths['/api/auth/config/getConfig'].get).toBeDefined();
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('serves the documentation UI', async () => {
    let res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode === 302) {
      res = await ctx.app.inject({ method: 'GET', url: String(res.headers.location) });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body.toLowerCase()).toContain('swagger');
  });
});

describe('errors and language', () => {
  it.each([
    ['en-US', 'Page not found'],
    ['pt-BR', 'Página não encontrada'],
    ['es', 'Página no encontrada'],
  ])('answers an unknown /api path with a JSON 404 in %s', async (lang, message) => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/does/not/exist', lang });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'route_not_found', message });
  });

  it('answers an unknown method on a known path with the JSON 404', async () => {
    const res = await call(ctx.app, { method: 'DELETE', url: '/api/health', lang: 'en-US' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'route_not_found', message: 'Page not found' });
  });

  it.each([
    [{ lang: 'en-US' }, 'Unauthorized Access!'],
    [{ lang: 'es' }, '¡Acceso no autorizado!'],
    [{ lang: 'pt-BR' }, 'Acesso não autorizado!'],
    [{ lang: 'klingon' }, 'Acesso não autorizado!'],
    [{}, 'Acesso não autorizado!'],
    [{ 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' }, '¡Acceso no autorizado!'],
    [{ 'accept-language': 'en-GB,en;q=0.9' }, 'Unauthorized Access!'],
    [{ lang: 'en-US', 'accept-language': 'es-ES' }, 'Unauthorized Access!'],
  ])('picks the message language from the headers %j', async (headers, message) => {
    const res = await callRoute(ctx.app, authRoutes.me, { headers });
    expect(res.statusCode).toBe(401);
    expect(res.error()).toEqual({ code: 'unauthorized', message });
  });

  it('hides the details of an unexpected error', async () => {
    // /api/test/boom is a test-only route, outside the route map.
    const res = await call(ctx.app, { method: 'GET', url: '/api/test/boom', lang: 'en-US' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'unexpected_error', message: 'Oops! An error occurred!' });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('stack');
    expect(res.body).not.toContain('.ts');
    const pt = await call(ctx.app, { method: 'GET', url: '/api/test/boom' });
    expect(pt.json()).toEqual({ code: 'unexpected_error', message: 'Ops! Ocorreu um erro!' });
  });
});

describe('route policies', () => {
  it('refuses a route that needs a session but names no policy, even to the operator', async () => {
    const operator = await createOperator(ctx.db);
    const user = await createUser(ctx.db, { profile: 'a2m', partnerId: operator.id });
    const token = await signIn(ctx.app, user.email);
    const res = await call(ctx.app, { method: 'GET', url: '/api/auth/test/no-policy', token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('no_functionality_access');
    const anonymous = await call(ctx.app, { method: 'GET', url: '/api/auth/test/no-policy' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('/storage/{file}', () => {
  beforeAll(() => {
    writeFileSync(join(ctx.storageDir, 'logo.png'), PNG);
    writeFileSync(join(ctx.storageDir, 'page.html'), '<script>alert(1)</script>');
    writeFileSync(join(ctx.storageDir, 'icon.svg'), '<svg onload="alert(1)"/>');
    writeFileSync(join(ctx.storageDir, 'run.js'), 'alert(1)');
    writeFileSync(join(ctx.storageDir, '.env.png'), SECRET);
    writeFileSync(join(root, 'storage', 'logo.png'), PNG);
  });

  it('serves an uploaded image with its bytes and type, sandboxed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/storage/logo.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['page.html', 'icon.svg', 'run.js', '.env.png'])('never serves %s', async (file) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/storage/${file}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('alert');
    expect(res.body).not.toContain(SECRET);
  });

  it('answers 404 for a missing file', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/storage/missing.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it.each([
    '/storage/../secret.png',
    '/storage/../package.json',
    '/storage/%2e%2e/secret.png',
    '/storage/%2e%2e%2fsecret.png',
    '/storage/..%2fsecret.png',
    '/storage/..%5csecret.png',
    '/storage/%2e%2e/%2e%2e/secret.png',
    '/storage//../secret.png',
  ])('never leaves the storage directory: %s', async (url) => {
    for (const app of [web, ctx.app]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(SECRET);
    }
  });
});

describe('the built web app', () => {
  it.each(['/', '/some/deep/route', '/reports/12/view?x=1'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it('serves the hashed assets as immutable', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe(APP_JS);
  });

  it('serves other top-level files, revalidated', async () => {
    const res = await web.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('User-agent: *');
  });

  it.each(['/missing.js', '/assets/missing-456.js'])('answers a missing file %s with 404', async (url) => {
    const res = await web.inject({ method: 'GET', url, headers: { lang: 'en-US' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'route_not_found', message: 'Page not found' });
  });

  it.each(['/api/nope', '/api/auth/nope/deeper', '/api/'])(
    'still answers %s with the JSON 404',
    async (url) => {
      const res = await call(web, { method: 'GET', url, lang: 'en-US' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ code: 'route_not_found', message: 'Page not found' });
    },
  );

  it('still serves the API and uploads beside the web app', async () => {
    const health = await callRoute(web, healthRoutes.get, {});
    expect(health.data()).toEqual({ status: 'ok', database: 'up' });
    const png = await web.inject({ method: 'GET', url: '/storage/logo.png' });
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const missing = await web.inject({ method: 'GET', url: '/storage/nothing.png' });
    expect(missing.statusCode).toBe(404);
  });

  it.each(['/..%2fweb-evil/steal.js', '/%2e%2e/web-evil/steal.js', '/..%2fsecret.png', '/..%2fpackage.json'])(
    'never serves files beside the web directory: %s',
    async (url) => {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(SECRET);
    },
  );
});

describe('memoByKey', () => {
  it('builds each value once, and forgets everything once it holds its limit', async () => {
    const { memoByKey } = await import('../src/platform/memo');
    const built: string[] = [];
    const upper = memoByKey(2, (key) => {
      built.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('a'), upper('b')]).toEqual(['A', 'A', 'B']);
    expect(built).toEqual(['a', 'b']);
    upper('c');
    upper('a');
    expect(built).toEqual(['a', 'b', 'c', 'a']);
  });
});
