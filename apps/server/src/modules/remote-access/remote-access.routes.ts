import { remoteAccessRoutes as calls, translate, unitUserRoutes as userCalls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { clientOf } from '../../platform/request';
import { serve } from '../../platform/serve';
import { linkContextOf } from '../tenancy';
import { accessAsUser } from './remote-access-user-access.service';
import { remoteAccessPolicy } from './remote-access.policy';
import { decideRemoteAccess, listRemoteAccessRequests, remoteAccessStatus } from './remote-access.service';

export function remoteAccessRoutes(): FastifyPluginAsync {
  return async (app) => {
    const tags = ['remote-access'];
    const decide = { tags, config: { policy: remoteAccessPolicy.decide } };

    serve(app, calls.list, { tags, config: { policy: remoteAccessPolicy.list } }, async (request) => ({
      data: await listRemoteAccessRequests(contextOf(request)),
    }));

    serve(app, calls.authorize, decide, async (request) => {
      await decideRemoteAccess(contextOf(request), {
        id: request.params.id,
        decision: 'authorized',
        links: linkContextOf(request),
      });
      return { status: 'success' as const, message: translate('done', request.lang) };
    });

    serve(app, calls.refuse, decide, async (request) => {
      await decideRemoteAccess(contextOf(request), {
        id: request.params.id,
        decision: 'refused',
        reason: request.body?.reason ?? null,
        links: linkContextOf(request),
      });
      return { status: 'success' as const, message: translate('done', request.lang) };
    });

    serve(app, calls.status, { tags, config: { policy: remoteAccessPolicy.status } }, (request) =>
      remoteAccessStatus(contextOf(request), request.params.token),
    );

    // An admin acting as one of the unit's users (on the users screen; the user may have to agree).
    serve(
      app,
      userCalls.access,
      { tags: ['users'], config: { policy: remoteAccessPolicy.accessAsUser } },
      async (request) => {
        const { sessionId: _sessionId, ...answer } = await accessAsUser({
          db: request.db,
          scope: request.scope,
          userId: request.params.id,
          client: clientOf(request),
          events: request.server.events,
          links: linkContextOf(request),
        });
        return answer;
      },
    );
  };
}
