import { sessionRoutes as calls, translate } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { sessionPolicy } from './sessions.policy';
import { endSession, heartbeat, listActiveSessions } from './sessions.service';

/** A person's own sessions: every profile may see and end theirs, and only theirs. */
export function sessionRoutes(): FastifyPluginAsync {
  return async (app) => {
    const own = { tags: ['auth'], config: { policy: sessionPolicy.own } };

    serve(app, calls.list, own, async (request) => ({
      data: await listActiveSessions(contextOf(request)),
    }));

    serve(app, calls.end, own, async (request) => {
      const { current } = await endSession(contextOf(request), request.params.id);
      return { status: 'success' as const, message: translate('done', request.lang), current };
    });

    serve(app, calls.heartbeat, own, async (request) => {
      await heartbeat({ db: request.db, scope: request.scope });
      return { status: 'success' as const };
    });
  };
}
