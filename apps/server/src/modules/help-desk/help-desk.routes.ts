import {
  TICKET_ATTACHMENT_MAX_BYTES,
  ZCreateFollowUpRequest,
  ZCreateTicketRequest,
  ZTicketAttachment,
  ZTicketAttachmentParams,
  ZTicketDetail,
  ZTicketFollowUp,
  ZTicketListQuery,
  ZTicketPage,
  ZTicketParams,
  ZTicketStatusRequest,
  ZTicketUploadQuery,
  ZUpdateTicketRequest,
} from '@mirante/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UnitId } from '../../platform/scope';
import { unitLinkOriginOf } from '../tenancy/link-origin';
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
export function helpDeskRoutes({ storageDir }: HelpDeskRouteOptions): FastifyPluginAsyncZod {
  // Links go to the ticket's unit, with the scheme and port the request came in on.
  const linkOriginOf = (request: FastifyRequest) => (companyId: UnitId) =>
    unitLinkOriginOf(request, companyId);

  return async (app) => {
    app.get(
      '/auth/help_desk',
      {
        config: { policy: helpDeskPolicy.use },
        schema: {
          tags,
          summary: 'Tickets in reach: one’s own, the unit’s (support agents, admins), the partner’s units',
          querystring: ZTicketListQuery,
          response: { 200: ZTicketPage },
        },
      },
      async (request) => listHelpDesk({ db: request.db, scope: request.scope, query: request.query }),
    );

    app.post(
      '/auth/help_desk',
      {
        config: { policy: helpDeskPolicy.open },
        schema: {
          tags,
          summary: 'Open a ticket',
          body: ZCreateTicketRequest,
          response: { 201: ZTicketDetail },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await openHelpDeskTicket({
            db: request.db,
            scope: request.scope,
            input: request.body,
            linkOrigin: linkOriginOf(request),
          }),
        ),
    );

    app.get(
      '/auth/help_desk/:id',
      {
        config: { policy: helpDeskPolicy.use },
        schema: {
          tags,
          summary: 'A ticket with its thread and files',
          params: ZTicketParams,
          response: { 200: ZTicketDetail },
        },
      },
      async (request) => getHelpDeskTicket({ db: request.db, scope: request.scope, id: request.params.id }),
    );

    app.put(
      '/auth/help_desk/:id',
      {
        config: { policy: helpDeskPolicy.use },
        schema: {
          tags,
          summary: 'Set a ticket’s priority or estimated date (support side)',
          params: ZTicketParams,
          body: ZUpdateTicketRequest,
          response: { 200: ZTicketDetail },
        },
      },
      async (request) =>
        updateHelpDeskTicket({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          input: request.body,
        }),
    );

    app.post(
      '/auth/help_desk/:id/status',
      {
        config: { policy: helpDeskPolicy.use },
        schema: {
          tags,
          summary: 'Take a ticket (ongoing) or solve it',
          params: ZTicketParams,
          body: ZTicketStatusRequest,
          response: { 200: ZTicketDetail },
        },
      },
      async (request) =>
        changeHelpDeskStatus({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          input: request.body,
          linkOrigin: linkOriginOf(request),
        }),
    );

    app.post(
      '/auth/help_desk/:id/follow_ups',
      {
        config: { policy: helpDeskPolicy.use },
        schema: {
          tags,
          summary: 'Answer a ticket or add an internal note; an answer reopens a solved ticket',
          params: ZTicketParams,
          body: ZCreateFollowUpRequest,
          response: { 201: ZTicketFollowUp },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await addHelpDeskFollowUp({
            db: request.db,
            scope: request.scope,
            id: request.params.id,
            input: request.body,
            linkOrigin: linkOriginOf(request),
          }),
        ),
    );

    app.get(
      '/auth/help_desk/attachments/:id',
      {
        config: { policy: helpDeskPolicy.use },
        schema: {
          tags,
          summary: 'A ticket’s file: pictures shown, anything else downloaded',
          params: ZTicketAttachmentParams,
        },
      },
      async (request, reply) => {
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
      },
    );

    // Uploads are the file's bytes as the body, its name in the query.
    await app.register(async (scoped) => {
      // Every type, text/plain and JSON included, arrives as bytes: the content is what is checked.
      scoped.removeAllContentTypeParsers();
      scoped.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: TICKET_ATTACHMENT_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      scoped.withTypeProvider<ZodTypeProvider>().post(
        '/auth/help_desk/:id/attachments',
        {
          bodyLimit: TICKET_ATTACHMENT_MAX_BYTES,
          config: { policy: helpDeskPolicy.use },
          schema: {
            tags,
            summary: 'Attach a file to a ticket or to one’s own follow-up (raw body, name in the query)',
            params: ZTicketParams,
            querystring: ZTicketUploadQuery,
            response: { 201: ZTicketAttachment },
          },
        },
        async (request, reply) =>
          reply.status(201).send(
            await attachToHelpDeskTicket({
              db: request.db,
              scope: request.scope,
              id: request.params.id,
              query: request.query,
              body: request.body,
              storageDir,
            }),
          ),
      );
    });
  };
}
