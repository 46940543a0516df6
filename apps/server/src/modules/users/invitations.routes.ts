import { ZInvitation, ZInvitationAnswer, ZInvitationParams } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request';
import { answerInvitation, peekInvitation } from './invitations.service';

const tags = ['invitations'];

/**
 * The invited person's side of an invitation to a business unit, reached from the link in the
 * e-mail without a session: see what it is, then accept or decline it.
 */
export function invitationRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/invitations/peek',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags,
          summary: 'The unit and account an invitation link is for',
          body: ZInvitationParams,
          response: { 200: ZInvitation },
        },
      },
      async (request) => peekInvitation({ db: request.db, token: request.body.token }),
    );

    for (const [action, accept] of [
      ['accept', true],
      ['decline', false],
    ] as const) {
      app.post(
        `/invitations/${action}`,
        {
          config: { public: true, reach: 'crossing' },
          schema: {
            tags,
            summary: accept
              ? 'Accept an invitation: the person may enter the unit from now on'
              : 'Decline an invitation: it is withdrawn from the unit',
            body: ZInvitationParams,
            response: { 200: ZInvitationAnswer },
          },
        },
        async (request) =>
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
