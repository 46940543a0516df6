import {
  ZActiveSessionList,
  ZAuditPage,
  ZAuditQuery,
  ZEndSessionResponse,
  ZHeartbeatResponse,
  ZLoginConfigRequest,
  ZLoginConfigResponse,
  ZSessionIdParams,
  ZSiteResponse,
} from '../access';
import { ZLoginRequest, ZLoginResponse, ZMeResponse, ZOkResponse, ZRefreshTokenResponse } from '../auth';
import { ZPlaylistLoginRequest } from '../playlists';
import { route } from '../route-map';
import { ZSiteTheme } from '../themes';
import { z } from 'zod';

/** The audit trail screen's call. */
export const auditRoutes = {
  list: route('GET /auth/audit', {
    summary: 'The audit trail: sign-ins, failures, switches, logouts (newest first)',
    query: ZAuditQuery,
    response: ZAuditPage,
  }),
} as const;

/** A person's own sessions: every profile may see and end theirs, and only theirs. */
export const sessionRoutes = {
  list: route('GET /auth/sessions', {
    summary: "The caller's open sessions",
    response: ZActiveSessionList,
  }),
  end: route('DELETE /auth/sessions/:id', {
    summary: "End one of the caller's sessions (the current one: sign out)",
    params: ZSessionIdParams,
    response: ZEndSessionResponse,
  }),
  heartbeat: route('POST /refresh/log/auth', {
    summary: 'Heartbeat: mark the session as seen now',
    response: ZHeartbeatResponse,
  }),
} as const;

/** Signing in and out, the session's token and user, and what the request's address stands for. */
export const authRoutes = {
  login: route('POST /login', {
    summary: 'Sign in with e-mail and password',
    body: ZLoginRequest,
    response: ZLoginResponse,
  }),
  site: route('GET /site', {
    summary: 'The business unit of the request host (unknown hosts: /domain/notfound)',
    response: ZSiteResponse,
  }),
  loginConfig: route('POST /login/config', {
    summary: "The sign-in page's configuration for the request host: unit, single sign-on, passwords, theme",
    body: ZLoginConfigRequest,
    response: ZLoginConfigResponse,
  }),
  logout: route('POST /logout', {
    summary: 'End the current session',
    response: ZOkResponse,
  }),
  refreshToken: route('POST /refresh/token', {
    summary: 'Replace the session token with a new one (also shortly after it expired)',
    response: ZRefreshTokenResponse,
  }),
  me: route('GET /auth/me', {
    summary: 'The signed-in user',
    response: ZMeResponse,
  }),
  siteTheme: route('GET /site/theme', {
    summary: "The active theme of the request host's unit (sign-in page), or null",
    response: ZSiteTheme,
  }),
  playlistLogin: route('POST /login/playlist', {
    summary: 'Sign a TV screen in with a device token (a session for that playlist only)',
    body: ZPlaylistLoginRequest,
    response: ZLoginResponse,
  }),
  csrf: route('GET /csrf', {
    summary: 'Hand out the XSRF-TOKEN cookie',
    response: z.void(),
    status: 204,
  }),
} as const;
