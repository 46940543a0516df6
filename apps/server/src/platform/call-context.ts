import type { Language } from '@mirante/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from './db';
import type { EventBus } from './events';
import { type ClientInfo, clientOf } from './request';
import type { Scope } from './scope';

/**
 * What every service call made for a request works with: the request's database handle (of the
 * caller's reach), the caller, the answer's language, where the call comes from and the
 * request's log. Services take it as `ctx` beside their own arguments, instead of a context
 * type of their own.
 */
export interface CallContext {
  db: Db;
  scope: Scope;
  lang: Language;
  client: ClientInfo;
  log: FastifyBaseLogger;
  /** The app's event bus: what a call announces to the modules that care. */
  events: EventBus;
}

/** The call context of a request (after the auth guard and the reach hook have run). */
export function contextOf(request: FastifyRequest): CallContext {
  return {
    db: request.db,
    scope: request.scope,
    lang: request.lang,
    client: clientOf(request),
    log: request.log,
    events: request.server.events,
  };
}
