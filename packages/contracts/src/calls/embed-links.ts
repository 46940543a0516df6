import {
  ZCreateEmbedLinkRequest,
  ZEmbedLink,
  ZEmbedLinkBulkRequest,
  ZEmbedLinkBulkResponse,
  ZEmbedLinkListQuery,
  ZEmbedLinkPage,
  ZEmbedLinkParams,
  ZEmbeddedLinkState,
  ZEmbeddedPageViewRequest,
  ZEmbeddedReportRequest,
  ZEmbeddedReportResponse,
  ZEmbeddedTokenRequest,
  ZUpdateEmbedLinkRequest,
} from '../embed-links';
import { ZLogReportPageViewResponse } from '../reports/view';
import { route } from '../route-map';

/** The embed links screen's calls (the unit's admins). */
export const embedLinkRoutes = {
  list: route('GET /auth/embed_links', {
    summary: "The unit's embed links with their creation, last use and views",
    query: ZEmbedLinkListQuery,
    response: ZEmbedLinkPage,
  }),
  get: route('GET /auth/embed_links/:id', {
    summary: 'One embed link',
    params: ZEmbedLinkParams,
    response: ZEmbedLink,
  }),
  create: route('POST /auth/embed_links', {
    summary: 'A new embed link to a report (needs enable_embedded)',
    body: ZCreateEmbedLinkRequest,
    response: ZEmbedLink,
    status: 201,
  }),
  update: route('PUT /auth/embed_links/:id', {
    summary: "Change a link's name, expiry, allowed sites or switch",
    params: ZEmbedLinkParams,
    body: ZUpdateEmbedLinkRequest,
    response: ZEmbedLink,
  }),
  regenerate: route('POST /auth/embed_links/regenerate', {
    summary: 'New tokens for the links (their old addresses stop)',
    body: ZEmbedLinkBulkRequest,
    response: ZEmbedLinkBulkResponse,
  }),
  revoke: route('POST /auth/embed_links/revoke', {
    summary: 'Revoke the links for good',
    body: ZEmbedLinkBulkRequest,
    response: ZEmbedLinkBulkResponse,
  }),
} as const;

/** The embedded page's calls, without a session: the link's token travels in the body. */
export const embeddedRoutes = {
  report: route('POST /embedded/report', {
    summary: "The linked report's embed configuration (and its token's renewal)",
    body: ZEmbeddedReportRequest,
    response: ZEmbeddedReportResponse,
  }),
  status: route('POST /embedded/status', {
    summary: 'Whether the link still holds',
    body: ZEmbeddedTokenRequest,
    response: ZEmbeddedLinkState,
  }),
  pageView: route('POST /embedded/page-view', {
    summary: 'Record an anonymous visit to a page of the linked report',
    body: ZEmbeddedPageViewRequest,
    response: ZLogReportPageViewResponse,
    status: 201,
  }),
} as const;
