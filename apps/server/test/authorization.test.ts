import type { Profile } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createPartner,
  createTestContext,
  createWorld,
  listeningPort,
  rawRequest,
  type TestContext,
} from './helpers';

/**
 * The authorization matrix. Every authenticated route the server registers must have a row
 * here, saying which profiles may call it; the walk below fails when one is missing, so a new
 * route cannot ship without being checked for 401 and 403.
 */
const ACCESS: Record<string, readonly Profile[]> = {
  'POST /api/logout': ['a2m', 'master', 'admin', 'user'],
  'POST /api/refresh/token': ['a2m', 'master', 'admin', 'user'],
  'GET /api/auth/me': ['a2m', 'master', 'admin', 'user'],
  'POST /api/refresh/log/auth': ['a2m', 'master', 'admin', 'user'],
  'GET /api/auth/sessions': ['a2m', 'master', 'admin', 'user'],
  'DELETE /api/auth/sessions/:id': ['a2m', 'master', 'admin', 'user'],
  'GET /api/auth/audit': ['a2m', 'master', 'admin'],
  'GET /api/auth/config/getConfig': ['a2m', 'master', 'admin', 'user'],
  'POST /api/auth/config': ['a2m', 'master', 'admin', 'user'],
  'POST /api/auth/config/update': ['master', 'admin'],
  'GET /api/auth/config/remote_config': ['a2m', 'master', 'admin', 'user'],
  'GET /api/timezone/all': ['a2m', 'master', 'admin', 'user'],
  'GET /api/auth/config/get/whitelist/by/domain': ['master', 'admin'],
  'POST /api/auth/config/mail/test': ['admin'],
  'GET /api/auth/themes/active': ['a2m', 'master', 'admin', 'user'],
  'GET /api/auth/themes': ['master', 'admin'],
  'GET /api/auth/themes/:id': ['master', 'admin'],
  'POST /api/auth/themes': ['master', 'admin'],
  'PUT /api/auth/themes/:id': ['master', 'admin'],
  'DELETE /api/auth/themes/:id': ['master', 'admin'],
  'POST /api/auth/themes/:id/activate': ['master', 'admin'],
  'POST /api/auth/themes/:id/deactivate': ['master', 'admin'],
  'GET /api/auth/partners': ['a2m'],
  'GET /api/auth/companies': ['master'],
  'GET /api/auth/companies/clients': ['master'],
  'GET /api/auth/companies/:id': ['master'],
  'POST /api/auth/companies': ['master'],
  'PUT /api/auth/companies/:id': ['master'],
  'DELETE /api/auth/companies/:id': ['master'],
  'POST /api/auth/companies/:id/restore': ['master'],
  'POST /api/auth/registration': ['master'],
  'GET /api/auth/domains': ['a2m', 'master', 'admin'],
  'GET /api/auth/domains/fee': ['a2m', 'master'],
  'PUT /api/auth/domains/fee': ['a2m'],
  'GET /api/auth/domains/billing': ['a2m', 'master'],
  'GET /api/auth/domains/:id': ['a2m', 'master', 'admin'],
  'PUT /api/auth/domains/:id/subdomain': ['a2m', 'master'],
  'PUT /api/auth/domains/:id/domain': ['a2m', 'master'],
  'DELETE /api/auth/domains/:id/domain': ['a2m', 'master'],
  'GET /api/auth/users': ['master', 'admin'],
  'POST /api/auth/users': ['master', 'admin'],
  'PUT /api/auth/users/:id': ['master', 'admin'],
  'DELETE /api/auth/users/:id': ['master', 'admin'],
  'POST /api/auth/users/:id/activate': ['master', 'admin'],
  'POST /api/auth/users/:id/deactivate': ['master', 'admin'],
  'POST /api/auth/users/:id/restore': ['master', 'admin'],
  'POST /api/auth/users/:id/duplicate': ['master', 'admin'],
  'POST /api/auth/users/:id/invitation': ['master', 'admin'],
  'GET /api/auth/users/linkable-units': ['master', 'admin'],
  'POST /api/auth/users/:id/avatar': ['master', 'admin'],
  'DELETE /api/auth/users/:id/avatar': ['master', 'admin'],
  'POST /api/auth/users/:id/access': ['admin'],
  'GET /api/auth/account': ['a2m', 'master', 'admin', 'user'],
  'PUT /api/auth/account': ['a2m', 'master', 'admin', 'user'],
  'POST /api/auth/account/avatar': ['a2m', 'master', 'admin', 'user'],
  'DELETE /api/auth/account/avatar': ['a2m', 'master', 'admin', 'user'],
  'POST /api/auth/password/change': ['a2m', 'master', 'admin', 'user'],
  'GET /api/auth/groups': ['admin'],
  'GET /api/auth/powerbi/accounts': ['admin'],
  'GET /api/auth/powerbi/accounts/:id': ['admin'],
  'POST /api/auth/powerbi/accounts': ['admin'],
  'PUT /api/auth/powerbi/accounts/:id': ['admin'],
  'DELETE /api/auth/powerbi/accounts/:id': ['admin'],
  'POST /api/auth/powerbi/accounts/:id/test': ['admin'],
  'GET /api/auth/powerbi/accounts/:id/workspaces': ['admin'],
  'GET /api/auth/powerbi/workspaces': ['admin'],
  'POST /api/auth/powerbi/workspaces': ['admin'],
  'PUT /api/auth/powerbi/workspaces/:id': ['admin'],
  'DELETE /api/auth/powerbi/workspaces/:id': ['admin'],
  'GET /api/auth/powerbi/workspaces/:id/reports': ['admin'],
  'GET /api/auth/powerbi/accounts/a2m': ['a2m', 'master'],
  'GET /api/auth/powerbi/workspaces/a2m': ['a2m', 'master'],
  'POST /api/auth/powerbi/workspaces/:id/import': ['admin'],
  'GET /api/auth/powerbi/resources': ['a2m', 'master', 'admin'],
  'GET /api/auth/powerbi/resources/options': ['admin'],
  'GET /api/auth/powerbi/resources/:id': ['a2m', 'master', 'admin'],
  'POST /api/auth/powerbi/resources': ['admin'],
  'PUT /api/auth/powerbi/resources/:id': ['admin'],
  'DELETE /api/auth/powerbi/resources/:id': ['admin'],
  'PUT /api/auth/powerbi/resources/:id/workspaces': ['admin'],
  'POST /api/auth/powerbi/resources/:id/refresh': ['admin'],
  'POST /api/auth/powerbi/resources/:id/actions': ['admin'],
  'GET /api/auth/playlists': ['admin', 'user'],
  'GET /api/auth/playlists/:id': ['admin'],
  'GET /api/auth/playlists/:id/view': ['admin', 'user'],
  'POST /api/auth/playlists': ['admin'],
  'PUT /api/auth/playlists/:id': ['admin'],
  'DELETE /api/auth/playlists/:id': ['admin'],
  'GET /api/auth/playlists/:id/devices': ['admin'],
  'POST /api/auth/playlists/:id/devices': ['admin'],
  'DELETE /api/auth/playlists/:id/devices/:deviceId': ['admin'],
  'GET /api/auth/catalogs': ['admin', 'user'],
  'GET /api/auth/catalogs/badge': ['admin', 'user'],
  'POST /api/auth/catalogs/seen': ['admin', 'user'],
  'POST /api/auth/catalogs/:reportId/requests': ['user'],
  'GET /api/auth/catalogs/requests': ['admin'],
  'POST /api/auth/catalogs/requests/:id/grant': ['admin'],
  'POST /api/auth/catalogs/requests/:id/deny': ['admin'],
  'GET /api/auth/groups/:id': ['admin'],
  'POST /api/auth/groups': ['admin'],
  'PUT /api/auth/groups/:id': ['admin'],
  'DELETE /api/auth/groups/:id': ['admin'],
  'GET /api/auth/group_reports/get/config/menu/reports': ['admin', 'user'],
  'GET /api/auth/group_reports/get/reports/all/select': ['admin', 'user'],
  'GET /api/auth/group_reports': ['admin', 'user'],
  'GET /api/auth/group_reports/:id': ['admin'],
  'POST /api/auth/group_reports': ['admin'],
  'PUT /api/auth/group_reports/:id': ['admin'],
  'DELETE /api/auth/group_reports/:id': ['admin'],
  'GET /api/auth/reports/a2m': ['a2m', 'master'],
  'GET /api/auth/reports': ['admin', 'user'],
  'GET /api/auth/reports/:id': ['admin', 'user'],
  'POST /api/auth/reports': ['admin'],
  'POST /api/auth/reports/html/check': ['admin'],
  'PUT /api/auth/reports/:id': ['admin'],
  'PUT /api/auth/reports/:id/hidden': ['admin'],
  'PUT /api/auth/reports/:id/maintenance': ['admin'],
  'DELETE /api/auth/reports/:id': ['admin'],
  'PUT /api/auth/reports/:id/cover': ['admin'],
  'DELETE /api/auth/reports/:id/cover': ['admin'],
  'GET /api/auth/reports/:id/access': ['admin'],
  'GET /api/auth/reports/:id/pages': ['admin'],
  'PUT /api/auth/reports/:id/access': ['admin'],
  'GET /api/auth/dashboard': ['admin', 'user'],
  'GET /api/auth/reports/favorites': ['admin', 'user'],
  'POST /api/auth/reports/:id/favorite': ['admin', 'user'],
  'DELETE /api/auth/reports/:id/favorite': ['admin', 'user'],
  'GET /api/auth/home-page': ['admin', 'user'],
  'PUT /api/auth/home-page': ['admin', 'user'],
  'POST /api/auth/report_view/check/exist/report': ['admin', 'user'],
  'POST /api/auth/report_view/check/permission/edit/report': ['admin', 'user'],
  'POST /api/auth/report_view/embed': ['admin', 'user'],
  'POST /api/auth/log/report/page/view': ['admin', 'user'],
  'POST /api/auth/report_view/save/user-report-filters': ['admin', 'user'],
  'GET /api/auth/report_view/user-report-filters/:id': ['admin', 'user'],
  'GET /api/auth/report_view/last-update/:id': ['admin', 'user'],
  'GET /api/auth/custom-fields': ['master', 'admin'],
  'POST /api/auth/custom-fields': ['master', 'admin'],
  'PUT /api/auth/custom-fields/:id': ['master', 'admin'],
  'DELETE /api/auth/custom-fields/:id': ['master', 'admin'],
  'POST /api/auth/partners': ['a2m'],
  'PUT /api/auth/partners/:id': ['a2m'],
  'POST /api/auth/partners/:id/deactivate': ['a2m'],
  'POST /api/auth/partners/:id/reactivate': ['a2m'],
  'GET /api/auth/clients': ['a2m'],
  'POST /api/auth/clients': ['a2m'],
  'PUT /api/auth/clients/:id': ['a2m'],
  'DELETE /api/auth/clients/:id': ['a2m'],
  'POST /api/auth/change/companies': ['admin', 'user'],
  'POST /api/auth/change/partner/to/admin': ['master'],
  'POST /api/auth/change/partner/to/admin/no/verify': ['master'],
  'POST /api/auth/change/back/partner': ['admin', 'user'],
  'GET /api/auth/remote/requests': ['admin', 'user'],
  'POST /api/auth/remote/requests/:id/authorize': ['admin', 'user'],
  'POST /api/auth/remote/requests/:id/refuse': ['admin', 'user'],
  'GET /api/remote/status/:token': ['master', 'admin'],
  'POST /api/auth/users/send/questionario/perfil': ['a2m', 'master', 'admin', 'user'],
  'GET /api/auth/mfa': ['a2m', 'master', 'admin', 'user'],
  'DELETE /api/auth/mfa': ['a2m', 'master', 'admin', 'user'],
  'POST /api/auth/mfa/recovery-codes': ['a2m', 'master', 'admin', 'user'],
  'POST /api/auth/mfa/reset/:userId': ['master', 'admin'],
};

/** Routes reachable without a session; adding one is a decision, so it is listed. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/login',
  'POST /api/login/playlist',
  // The frame page of an external link: a frame sends no bearer, its sealed ticket is the key.
  'GET /api/report_view/frame',
  'POST /api/oauth/company',
  'GET /api/site',
  'GET /api/site/theme',
  'GET /api/login/2fa/:token',
  'POST /api/login/2fa',
  'POST /api/password/config',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/invitations/peek',
  'POST /api/invitations/accept',
  'POST /api/invitations/decline',
  'GET /api/csrf',
  'GET /api/docs',
  'GET /api/docs/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
]);

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
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/partners?per_page=100',
      token: world.tokens.a2m,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((p: { id: number }) => p.id);
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
