import {
  ZCreateEmbedLinkRequest,
  ZEmbedLink,
  ZEmbedLinkBulkRequest,
  ZEmbedLinkBulkResponse,
  ZEmbedLinkListQuery,
  ZEmbedLinkPage,
  ZEmbedLinkParams,
  ZEmbeddedPageViewRequest,
  ZEmbeddedReportRequest,
  ZEmbeddedReportResponse,
  ZEmbeddedLinkState,
  ZEmbeddedTokenRequest,
  ZLogReportPageViewResponse,
  ZUpdateEmbedLinkRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declarePublic } from '../../platform/auth-guard';
import { embedLinkPolicy } from './embed-links.policy';
import {
  createUnitEmbedLink,
  getUnitEmbedLink,
  listUnitEmbedLinks,
  regenerateUnitEmbedLinks,
  revokeUnitEmbedLinks,
  updateUnitEmbedLink,
} from './embed-links.service';
import {
  type EmbeddedDeps,
  embeddedLinkStatus,
  embeddedReport,
  logEmbeddedView,
  unitOfLinkToken,
} from './embedded.service';

/** The unit's embed links: list, make, change, regenerate and revoke (its admins). */
export function embedLinkRoutes(deps: EmbeddedDeps): FastifyPluginAsyncZod {
  const { secretBox } = deps;
  return async (app) => {
    const tags = ['embed links'];
    const config = { policy: embedLinkPolicy.manage };

    app.get(
      '/auth/embed_links',
      {
        config,
        schema: {
          tags,
          summary: "The unit's embed links with their creation, last use and views",
          querystring: ZEmbedLinkListQuery,
          response: { 200: ZEmbedLinkPage },
        },
      },
      async (request) =>
        listUnitEmbedLinks({ db: request.db, secretBox, scope: request.scope, query: request.query }),
    );
    app.get(
      '/auth/embed_links/:id',
      {
        config,
        schema: { tags, summary: 'One embed link', params: ZEmbedLinkParams, response: { 200: ZEmbedLink } },
      },
      async (request) =>
        getUnitEmbedLink({ db: request.db, secretBox, scope: request.scope, id: request.params.id }),
    );
    app.post(
      '/auth/embed_links',
      {
        config,
        schema: {
          tags,
          summary: 'A new embed link to a report (needs enable_embedded)',
          body: ZCreateEmbedLinkRequest,
          response: { 201: ZEmbedLink },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await createUnitEmbedLink({
            db: request.db,
            secretBox,
            provider: deps.provider,
            scope: request.scope,
            input: request.body,
          }),
        ),
    );
    app.put(
      '/auth/embed_links/:id',
      {
        config,
        schema: {
          tags,
          summary: "Change a link's name, expiry, allowed sites or switch",
          params: ZEmbedLinkParams,
          body: ZUpdateEmbedLinkRequest,
          response: { 200: ZEmbedLink },
        },
      },
      async (request) =>
        updateUnitEmbedLink({
          db: request.db,
          secretBox,
          scope: request.scope,
          id: request.params.id,
          input: request.body,
        }),
    );
    app.post(
      '/auth/embed_links/regenerate',
      {
        config,
        schema: {
          tags,
          summary: 'New tokens for the links (their old addresses stop)',
          body: ZEmbedLinkBulkRequest,
          response: { 200: ZEmbedLinkBulkResponse },
        },
      },
      async (request) =>
        regenerateUnitEmbedLinks({ db: request.db, secretBox, scope: request.scope, ids: request.body.ids }),
    );
    app.post(
      '/auth/embed_links/revoke',
      {
        config,
        schema: {
          tags,
          summary: 'Revoke the links for good',
          body: ZEmbedLinkBulkRequest,
          response: { 200: ZEmbedLinkBulkResponse },
        },
      },
      async (request) =>
        revokeUnitEmbedLinks({ db: request.db, scope: request.scope, ids: request.body.ids }),
    );
  };
}

/**
 * The embedded page's calls, without a session: the link's token is the credential. It travels
 * in the body, so it never lands in an API path (nor in the request log).
 */
export function embeddedRoutes(deps: EmbeddedDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Framed on other sites, where the portal's cookies (and its XSRF cookie) are not sent. Each
    // call runs in the reach of the unit its link's token names: it reads no other unit's rows.
    declarePublic(app, { skipXsrf: true, reach: { token: unitOfLinkToken(deps) } });
    const tags = ['embedded page'];
    const inReach = (request: { db: EmbeddedDeps['db'] }): EmbeddedDeps => ({ ...deps, db: request.db });

    app.post(
      '/embedded/report',
      {
        schema: {
          tags,
          summary: "The linked report's embed configuration (and its token's renewal)",
          body: ZEmbeddedReportRequest,
          response: { 200: ZEmbeddedReportResponse },
        },
      },
      async (request) => embeddedReport(inReach(request), request.body),
    );
    app.post(
      '/embedded/status',
      {
        schema: {
          tags,
          summary: 'Whether the link still holds',
          body: ZEmbeddedTokenRequest,
          response: { 200: ZEmbeddedLinkState },
        },
      },
      async (request) => embeddedLinkStatus(inReach(request), request.body.token),
    );
    app.post(
      '/embedded/page-view',
      {
        schema: {
          tags,
          summary: 'Record an anonymous visit to a page of the linked report',
          body: ZEmbeddedPageViewRequest,
          response: { 201: ZLogReportPageViewResponse },
        },
      },
      async (request, reply) => reply.status(201).send(await logEmbeddedView(inReach(request), request.body)),
    );
  };
}
