import { z } from 'zod';
import { pageOf, zIdParam, ZPageQuery, zText } from './common';
import { ZTheme } from './themes';

/**
 * What the request's host stands for: the platform itself, a business unit (its subdomain or
 * custom domain) or an address no unit owns (the web app then shows /domain/notfound).
 */
export const ZSiteResponse = z.object({
  kind: z.enum(['platform', 'company', 'unknown']),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Single sign-on is offered here: the unit's SAML application, or on the platform host units' e-mail domains. */
  sso: z.boolean(),
});
export type TSiteResponse = z.infer<typeof ZSiteResponse>;

/** `POST login/config` (spec §7): nothing to send (an empty object or no body), the host names the unit. */
export const ZLoginConfigRequest = z.object({}).nullish();

/**
 * `POST login/config`: what the sign-in page needs before anyone signs in, for the request's
 * host: the unit it stands for, whether single sign-on and passwords are offered there, and the
 * unit's active theme (title, favicon, sign-in colours).
 */
export const ZLoginConfigResponse = ZSiteResponse.extend({
  /** Passwords are accepted here (a unit may allow single sign-on alone). */
  password: z.boolean(),
  theme: ZTheme.nullable(),
});
export type TLoginConfigResponse = z.infer<typeof ZLoginConfigResponse>;

/** One of the caller's open sessions, as the "Active sessions" list shows it. */
export const ZActiveSession = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session the request came with. */
  current: z.boolean(),
  /** Opened by a partner acting inside the unit on the user's behalf. */
  impersonated: z.boolean(),
});
export type TActiveSession = z.infer<typeof ZActiveSession>;

export const ZActiveSessionList = z.object({ data: z.array(ZActiveSession) });
export type TActiveSessionList = z.infer<typeof ZActiveSessionList>;

export const ZSessionIdParams = z.object({ id: zIdParam() });

export const ZEndSessionResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** The caller ended the session it is using: the browser signs out. */
  current: z.boolean(),
});
export type TEndSessionResponse = z.infer<typeof ZEndSessionResponse>;

/** Answer of `POST refresh/log/auth`, the heartbeat that marks the session as seen. */
export const ZHeartbeatResponse = z.object({ status: z.literal('success') });
export type THeartbeatResponse = z.infer<typeof ZHeartbeatResponse>;

/** Audit events recorded by the sign-in flow; other areas add their own (switches, ...). */
export const AUTH_AUDIT_EVENTS = ['login', 'logout', 'refresh_token', 'end_session'] as const;
export const MAX_AUDIT_FILTER_LENGTH = 64;

export const ZAuditQuery = ZPageQuery.extend({
  event: zText().trim().min(1).max(MAX_AUDIT_FILTER_LENGTH).optional(),
  /** `success`, another status, or the error code of a failure. */
  outcome: zText().trim().min(1).max(MAX_AUDIT_FILTER_LENGTH).optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEvent = z.object({
  id: z.number().int(),
  event: z.string(),
  outcome: z.string(),
  user_id: z.number().int().nullable(),
  actor_user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  company_id: z.number().int().nullable(),
  partner_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditPage = pageOf(ZAuditEvent);
export type TAuditPage = z.infer<typeof ZAuditPage>;
