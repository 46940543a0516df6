import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteReach } from './route-reach';
import type { Scope } from './scope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept a session this long after it expired (token refresh only). */
    expiredGraceMs?: number;
  }
}

/** What the guard needs from the areas that own sessions; wired in `app.ts`. */
export interface AuthGuardOptions {
  /** Turns the bearer token into the caller's scope, or throws the matching 401/403. */
  resolveScope(token: string | undefined, ip: string, opts: { expiredGraceMs?: number }): Promise<Scope>;
  /** Throws when this scope may not call the matched route at all (a TV screen's session). */
  assertMayCall(scope: Scope, method: string, url: string): void;
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every route requires a session unless it declares `config.public`. The decision is taken on
 * the route the router matched, never on the URL as written: `/%61pi/...` and an absolute-form
 * request line reach the same handlers as `/api/...`, so they meet the same guard. A URL that
 * matches no route goes on to the not-found handler.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  { resolveScope, assertMayCall }: AuthGuardOptions,
): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (!route.url || route.config?.public) return;
    request.scope = await resolveScope(bearerOf(request), request.ip, {
      expiredGraceMs: route.config?.expiredGraceMs,
    });
    assertMayCall(request.scope, request.method, route.url);
  });

  // What a session reads, and whatever a call that changes state answers (sessions and
  // tokens among them), is for the caller alone: no shared or browser cache keeps it.
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions;
    if (!route.url) return;
    if (!route.config?.public || !SAFE_METHODS.has(request.method)) reply.header('cache-control', 'no-store');
  });
}

/**
 * Declares every route registered in `scope` (and the plugins it registers) public, for
 * content that needs no session: the web app, uploads, the API reference, the emulator, SCIM and
 * the embedded page's calls. `reach` is their database reach (route-reach.ts), unless a route
 * names its own. `skipXsrf` also exempts them from the double-submit check (callers that are not
 * browsers).
 */
export function declarePublic(scope: FastifyInstance, opts: { reach: RouteReach; skipXsrf?: boolean }): void {
  scope.addHook('onRoute', (route) => {
    route.config = {
      ...route.config,
      public: true,
      reach: route.config?.reach ?? opts.reach,
      ...(opts.skipXsrf ? { skipXsrf: true } : {}),
    };
  });
}
