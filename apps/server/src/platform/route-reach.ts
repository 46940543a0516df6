import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CROSSING, NO_UNIT, reachOfScope, unitReach } from './db-reach';

/**
 * Which rows a route's database handle (`request.db`) shows, declared by the route:
 *
 * - `'session'`: the reach of the caller's session (db-reach.ts `reachOfScope`): a unit, a
 *   partner's units, or every unit for the operator. The default of a route that needs a session.
 * - `'crossing'`: every unit. For public calls made before a session exists (sign-in, password
 *   links, single sign-on, the host's settings), which must find an account or a host wherever
 *   it is.
 * - `{ token }`: one unit, named by a credential the call carries instead of a session (an embed
 *   link, a SCIM token). `token` turns the request into that unit, or null when it names none
 *   (the call then sees no unit's rows). It runs once the body is read, before validation.
 */
export type RouteReach = 'session' | 'crossing' | { token: UnitResolver };

/** The unit a call's credential names, or null when it names none. */
export type UnitResolver = (request: FastifyRequest) => number | null | Promise<number | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The database reach of the route (`request.db`). A public route names one; a route that
     * needs a session runs in the session's (`'session'`, which it may also say).
     */
    reach?: RouteReach;
  }
}

/** For public content that reads no unit's rows (files, the API reference, health): no unit. */
export const NO_UNIT_ROUTE: RouteReach = { token: () => null };

/** A registered route as the start-up check reads it (the app's route table). */
export interface DeclaredRoute {
  method: string;
  url: string;
  public: boolean;
  reach: RouteReach | undefined;
}

/** Why a route's declared reach is refused, or null when it is sound. */
export function reachProblem(route: Pick<DeclaredRoute, 'public' | 'reach'>): string | null {
  const reach = route.reach;
  if (route.public) {
    if (reach === undefined) return 'a public route declares no database reach (crossing or token)';
    if (reach === 'session') return 'a public route has no session to run in';
    return null;
  }
  if (reach !== undefined && reach !== 'session') return 'a route that needs a session runs in its reach';
  return null;
}

/**
 * The one place a route's reach is applied: sets `request.db` to the handle of the reach the
 * matched route declares (never decided on the URL as written). Registered after the auth guard,
 * so a session's scope is known. A token route sees no unit until its resolver has named one.
 * At start-up every route of `routes` (all the app registers) must have a sound declaration
 * (`reachProblem`), or the app refuses to become ready.
 */
export function registerRouteReach(app: FastifyInstance, routes: readonly DeclaredRoute[]): void {
  app.addHook('onReady', async () => {
    // Read now: hooks of a route's own plugin (declarePublic) complete its config after onRoute.
    const refused = routes.flatMap((route) => {
      const problem = reachProblem(route);
      return problem ? [`${route.method} ${route.url}: ${problem}`] : [];
    });
    if (refused.length > 0) throw new Error(`Routes without a sound database reach:\n${refused.join('\n')}`);
  });

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (!route.url) return;
    const reach = route.config?.reach ?? 'session';
    if (reach === 'crossing') request.db = app.reachOf(CROSSING);
    else if (reach === 'session') {
      if (request.scope) request.db = app.reachOf(reachOfScope(request.scope));
    } else request.db = app.reachOf(NO_UNIT);
  });

  app.addHook('preValidation', async (request) => {
    const reach = request.routeOptions.config?.reach;
    if (typeof reach !== 'object') return;
    const unit = await reach.token(request);
    request.db = app.reachOf(unit === null ? NO_UNIT : unitReach(unit));
  });
}
