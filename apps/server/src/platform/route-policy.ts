import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { authorize } from './policy';
import type { Scope } from './scope';

/** Who may call a route, decided on the caller's scope alone (records are checked by services). */
export type RoutePolicy = (scope: Scope) => boolean;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route, from the area's `<area>.policy.ts`. Every route that needs a
     * session names one; the hook below refuses the others with 403.
     */
    policy?: RoutePolicy;
  }
}

/**
 * The one place a route's policy is enforced. It runs before the body and query are validated,
 * so a profile without access gets its 403 rather than field errors about a request it should
 * never have made. It reads the matched route's config, never the URL as written, and fails
 * closed: a route that needs a session but names no policy answers 403 to everyone (the
 * authorization test fails on such a route before it ships).
 */
export function registerRoutePolicy(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions;
    if (!route.url || route.config?.public) return;
    const policy = route.config?.policy;
    if (!policy) throw new AppError('no_functionality_access');
    authorize(request.scope, policy);
  });
}
