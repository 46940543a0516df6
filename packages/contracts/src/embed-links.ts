import { z } from 'zod';
import { pageOf, ZPageQuery, zId, zIdParam, zInt, zText } from './common';
import { zDateTime } from './dates';
import { REPORT_FILTERS_MAX, REPORT_KINDS } from './reports/constants';
import { ZReportFilter } from './reports/filter';
import { ZReportEmbedResponse } from './reports/view';

/*
 * Embed links (`/embedded/{token}`): a report of a unit with enable_embedded and token_embedded
 * 'S' shown on another site without a session. The token carries the link's fixed identity and filters, sealed
 * by the server, so the viewer cannot change them.
 */

export const EMBED_LINK_NAME_MAX = 120;
/** Parent sites one link may be framed by (its frame-ancestors). */
export const EMBED_LINK_ORIGINS_MAX = 20;
/** Links one bulk call (regenerate, revoke) may name. */
export const EMBED_LINK_BULK_MAX = 100;
/** Row-level-security roles of a link's fixed identity. */
export const EMBED_LINK_ROLES_MAX = 20;
/** How often an open embedded page asks whether its link still holds, in seconds. */
export const EMBED_LINK_CHECK_SECONDS = 30;
/** Report kinds a link may show: provider reports and imported HTML. */
export const EMBED_LINK_REPORT_KINDS = [
  'powerbi',
  'html',
] as const satisfies readonly (typeof REPORT_KINDS)[number][];

/** Where an embed link stands, for the list and its filter. */
export const EMBED_LINK_STATES = ['active', 'disabled', 'expired'] as const;
export type EmbedLinkState = (typeof EMBED_LINK_STATES)[number];

/**
 * A site's origin (`https://partner.example` or `http://localhost:8080`): scheme, host and
 * port only, as the browser compares them for frame-ancestors.
 */
export function normalizeOrigin(value: string): string | null {
  const text = value.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\s]+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.username || url.password) return null;
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

const zOrigin = zText()
  .max(300)
  .transform((value, ctx) => {
    const origin = normalizeOrigin(value);
    if (!origin) {
      ctx.addIssue({ code: 'custom', message: 'field_invalid' });
      return z.NEVER;
    }
    return origin;
  });

const zOrigins = z
  .array(zOrigin)
  .max(EMBED_LINK_ORIGINS_MAX)
  .transform((list) => [...new Set(list)]);

/** The fixed row-level-security identity a link's report is read under. */
export const ZEmbedLinkIdentity = z.object({
  username: zText().trim().min(1).max(256),
  roles: z.array(zText().trim().min(1).max(100)).min(1).max(EMBED_LINK_ROLES_MAX),
});
export type TEmbedLinkIdentity = z.infer<typeof ZEmbedLinkIdentity>;

const zExpiry = zDateTime().nullable();

/** `POST /api/auth/embed_links`: a new link to one report of the caller's unit. */
export const ZCreateEmbedLinkRequest = z.object({
  report_id: zId(),
  name: zText().trim().min(1).max(EMBED_LINK_NAME_MAX),
  /** When the link stops; null: it does not expire. Must be in the future. */
  expires_at: zExpiry.default(null),
  identity: ZEmbedLinkIdentity.nullable().default(null),
  /** Filters applied on load and locked: the viewer cannot remove or change them. */
  filters: z.array(ZReportFilter).max(REPORT_FILTERS_MAX).default([]),
  allowed_origins: zOrigins.default([]),
  enabled: z.boolean().default(true),
});
export type TCreateEmbedLinkRequest = z.input<typeof ZCreateEmbedLinkRequest>;

/**
 * `PUT /api/auth/embed_links/:id`: changes only the fields given. The identity and filters are
 * sealed into the token: to change them, make a new link.
 */
export const ZUpdateEmbedLinkRequest = z
  .object({
    name: zText().trim().min(1).max(EMBED_LINK_NAME_MAX),
    expires_at: zExpiry,
    allowed_origins: zOrigins,
    enabled: z.boolean(),
  })
  .partial();
export type TUpdateEmbedLinkRequest = z.input<typeof ZUpdateEmbedLinkRequest>;

export const ZEmbedLinkParams = z.object({ id: zIdParam() });

export const ZEmbedLinkListQuery = ZPageQuery.extend({
  report_id: zIdParam().optional(),
  state: z.enum(EMBED_LINK_STATES).optional(),
});
export type TEmbedLinkListQuery = z.input<typeof ZEmbedLinkListQuery>;

/** `POST /api/auth/embed_links/regenerate` and `/revoke`: the links to act on, all or none. */
export const ZEmbedLinkBulkRequest = z.object({
  ids: z.array(zId()).min(1).max(EMBED_LINK_BULK_MAX),
});
export type TEmbedLinkBulkRequest = z.infer<typeof ZEmbedLinkBulkRequest>;
export const ZEmbedLinkBulkResponse = z.object({ count: z.number().int() });

export const ZEmbedLink = z.object({
  id: z.number().int(),
  name: z.string(),
  report: z.object({ id: z.number().int(), title: z.string(), kind: z.enum(REPORT_KINDS) }),
  /** The page to put in the partner's frame: `/embedded/{token}` on this portal. */
  path: z.string(),
  state: z.enum(EMBED_LINK_STATES),
  enabled: z.boolean(),
  expires_at: z.string().nullable(),
  identity: ZEmbedLinkIdentity.nullable(),
  filters: z.array(ZReportFilter),
  allowed_origins: z.array(z.string()),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the token was last replaced (regenerate); null: never. */
  regenerated_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** Times the link was opened. */
  views: z.number().int(),
});
export type TEmbedLink = z.infer<typeof ZEmbedLink>;

export const ZEmbedLinkPage = pageOf(ZEmbedLink).extend({
  /**
   * The unit's enable_embedded and token_embedded both on: links work (and may be made, changed or
   * renewed) only then.
   */
  embedding_enabled: z.boolean(),
});
export type TEmbedLinkPage = z.infer<typeof ZEmbedLinkPage>;

/* The public calls of the embedded page. The token goes in the body, never in an API path. */

export const ZEmbeddedTokenRequest = z.object({ token: zText().min(1).max(8192) });
export type TEmbeddedTokenRequest = z.infer<typeof ZEmbeddedTokenRequest>;

/** `POST /api/embedded/report`: the report's embed configuration (and its renewal). */
export const ZEmbeddedReportRequest = ZEmbeddedTokenRequest.extend({
  /** A token renewal of a page already open: not counted as another view. */
  renewal: z.boolean().default(false),
});

export const ZEmbeddedLinkState = z.object({
  expires_at: z.string().nullable(),
  /** Seconds until the page asks again whether the link still holds. */
  check_seconds: zInt(),
});
export type TEmbeddedLinkState = z.infer<typeof ZEmbeddedLinkState>;

export const ZEmbeddedReportResponse = z.object({
  link: ZEmbeddedLinkState,
  embed: ZReportEmbedResponse,
});
export type TEmbeddedReportResponse = z.infer<typeof ZEmbeddedReportResponse>;

/** `POST /api/embedded/page-view`: one visit to a page of the linked report (anonymous). */
export const ZEmbeddedPageViewRequest = ZEmbeddedTokenRequest.extend({
  page_name: zText().trim().max(200).nullish(),
  page_title: zText().trim().max(200).nullish(),
  started_at: zDateTime(),
  duration_seconds: zInt()
    .min(0)
    .max(7 * 86_400),
});
export type TEmbeddedPageViewRequest = z.input<typeof ZEmbeddedPageViewRequest>;
