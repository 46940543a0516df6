import { helpDeskRoutes as calls, TICKET_ATTACHMENT_MAX_BYTES } from '@mirante/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UnitId } from '../../platform/scope';
import { serve } from '../../platform/serve';
import { unitLinkOriginOf } from '../tenancy';
import { helpDeskPolicy } from './help-desk.policy';
import { attachToHelpDeskTicket, readHelpDeskAttachment } from './help-desk-attachments.service';
import {
  addHelpDeskFollowUp,
  changeHelpDeskStatus,
  getHelpDeskTicket,
  listHelpDesk,
  openHelpDeskTicket,
  updateHelpDeskTicket,
} from './help-desk.service';

export interface HelpDeskRouteOptions {
  storageDir: string;
}

const tags = ['help desk'];

/** The help desk: tickets, their thread and files, for a unit's members and its partners. */
export function helpDeskRoutes({ storageDir }: HelpDeskRouteOptions): FastifyPluginAsync {
  // Links go to the ticket's unit, with the scheme and port the request came in on.
  const linkOriginOf = (request: FastifyRequest) => (companyId: UnitId) =>
    unitLinkOriginOf(request, companyId);

  return async (app) => {
    const use = { tags, config: { policy: helpDeskPolicy.use } };
    serve(app, calls.list, use, (request) =>
      listHelpDesk({ db: request.db, scope: request.scope, query: request.query }),
    );
    serve(app, calls.open, { tags, config: { policy: helpDeskPolicy.open } }, (request) =>
      openHelpDeskTicket({
        db: request.db,
        scope: request.scope,
        input: request.body,
        linkOrigin: linkOriginOf(request),
      }),
    );
    serve(app, calls.get, use, (request) =>
      getHelpDeskTicket({ db: request.db, scope: request.scope, id: request.params.id }),
    );
    serve(app, calls.update, use, (request) =>
      updateHelpDeskTicket({
        db: request.db,
        scope: request.scope,
        id: request.params.id,
        input: request.body,
      }),
    );
    serve(app, calls.setStatus, use, (request) =>
      changeHelpDeskStatus({
        db: request.db,
        scope: request.scope,
        id: request.params.id,
        input: request.body,
        linkOrigin: linkOriginOf(request),
      }),
    );
    serve(app, calls.followUp, use, (request) =>
      addHelpDeskFollowUp({
        db: request.db,
        scope: request.scope,
        id: request.params.id,
        input: request.body,
        linkOrigin: linkOriginOf(request),
      }),
    );
    serve(app, calls.attachment, use, async (request, reply) => {
      const file = await readHelpDeskAttachment({
        db: request.db,
        scope: request.scope,
        id: request.params.id,
        storageDir,
      });
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', file.disposition)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes);
    });

    // Uploads are the file's bytes as the body, its name in the query.
    await app.register(async (scoped) => {
      // Every type, text/plain and JSON included, arrives as bytes: the content is what is checked.
      scoped.removeAllContentTypeParsers();
      scoped.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: TICKET_ATTACHMENT_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      serve(scoped, calls.attach, { ...use, bodyLimit: TICKET_ATTACHMENT_MAX_BYTES }, (request) =>
        attachToHelpDeskTicket({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          query: request.query,
          // The raw bytes (the declaration has no JSON body): the service checks what they are.
          body: (request as unknown as FastifyRequest).body,
          storageDir,
        }),
      );
    });
  };
}
