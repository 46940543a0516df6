import { invitationRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { clientOf } from '../../platform/request';
import { serve } from '../../platform/serve';
import { answerInvitation, peekInvitation } from './users-invitations.service';

/**
 * The invited person's side of an invitation to a business unit, reached from the link in the
 * e-mail without a session: see what it is, then accept or decline it.
 */
export function invitationRoutes(): FastifyPluginAsync {
  return async (app) => {
    const open = { tags: ['invitations'], config: { public: true, reach: 'crossing' as const } };
    serve(app, calls.peek, open, (request) => peekInvitation({ db: request.db, token: request.body.token }));

    for (const [def, accept] of [
      [calls.accept, true],
      [calls.decline, false],
    ] as const) {
      serve(app, def, open, (request) =>
        answerInvitation({
          db: request.db,
          token: request.body.token,
          accept,
          client: clientOf(request),
          lang: request.lang,
        }),
      );
    }
  };
}
