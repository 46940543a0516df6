import {
  translate,
  ZActiveSessionList,
  ZEndSessionResponse,
  ZHeartbeatResponse,
  ZSessionIdParams,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request';
import { sessionPolicy } from './sessions.policy';
import { endSession, heartbeat, listActiveSessions } from './sessions.service';

/** A person's own sessions: every profile may see and end theirs, and only theirs. */
export function sessionRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/sessions',
      {
        config: { policy: sessionPolicy.own },
        schema: {
          tags: ['auth'],
          summary: "The caller's open sessions",
          response: { 200: ZActiveSessionList },
        },
      },
      async (request) => ({ data: await listActiveSessions({ db: request.db, scope: request.scope }) }),
    );

    app.delete(
      '/auth/sessions/:id',
      {
        config: { policy: sessionPolicy.own },
        schema: {
          tags: ['auth'],
          summary: "End one of the caller's sessions (the current one: sign out)",
          params: ZSessionIdParams,
          response: { 200: ZEndSessionResponse },
        },
      },
      async (request) => {
        const { current } = await endSession({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          client: clientOf(request),
        });
        return { status: 'success' as const, message: translate('done', request.lang), current };
      },
    );

    app.post(
      '/refresh/log/auth',
      {
        config: { policy: sessionPolicy.own },
        schema: {
          tags: ['auth'],
          summary: 'Heartbeat: mark the session as seen now',
          response: { 200: ZHeartbeatResponse },
        },
      },
      async (request) => {
        await heartbeat({ db: request.db, scope: request.scope });
        return { status: 'success' as const };
      },
    );
  };
}
