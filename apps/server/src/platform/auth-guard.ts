import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSessionByTokenHash } from '../modules/auth/sessions.repository';
import { assertPlaylistSessionMayCall } from '../modules/playlists/playlist-session';
import { sha256 } from './crypto';
import { getCompanyConfig } from '../modules/config/config.service';
import { isIpAllowed, isWithinAccessHours } from './access-rules';
import type { Db } from './db';
import { AppError } from './errors';
import type { Scope } from './scope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept a session this long after it expired (token refresh only). */
    expiredGraceMs?: number;
  }
}

// Access rules change rarely and are read on every call: a few seconds of reuse keeps that
// to one query per unit per interval, and a change still applies everywhere within it.
const RULES_TTL_MS = 5_000;
const rulesCache = new Map<number, { at: number; rules: Awaited<ReturnType<typeof getCompanyConfig>> }>();

async function assertAccessRules(db: Db, companyId: number, ip: string): Promise<void> {
  const cached = rulesCache.get(companyId);
  let rules = cached && Date.now() - cached.at < RULES_TTL_MS ? cached.rules : undefined;
  if (!rules) {
    rules = await getCompanyConfig(db, companyId);
    rulesCache.set(companyId, { at: Date.now(), rules });
  }
  if (!isIpAllowed(rules, ip)) throw new AppError('ip_not_allowed');
  if (!isWithinAccessHours(rules)) throw new AppError('hour_not_allowed');
}

/** Forgets cached access rules (after a unit's settings change, and in tests). */
export function forgetAccessRules(companyId?: number): void {
  if (companyId === undefined) rulesCache.clear();
  else rulesCache.delete(companyId);
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Resolves a bearer token to the caller's scope, or throws the matching 401/403. */
export async function scopeFromToken(
  db: Db,
  token: string | undefined,
  ip?: string,
  { expiredGraceMs = 0 }: { expiredGraceMs?: number } = {},
): Promise<Scope> {
  if (!token) throw new AppError('unauthorized');
  const session = await findSessionByTokenHash(db, sha256(token));
  if (!session || session.revokedAt) throw new AppError('session_expired');
  if (session.expiresAt.getTime() + expiredGraceMs <= Date.now()) throw new AppError('token_expired');
  // An account taken out of use ends its sessions at once: the caller is signed out (401).
  if (session.userDeactivatedAt || session.userStatus === 'B' || session.userStatus === 'I') {
    throw new AppError('session_expired');
  }
  // The unit's address and hour rules hold on every call, not only at sign-in.
  if (session.companyId && ip !== undefined) await assertAccessRules(db, session.companyId, ip);
  return {
    userId: session.userId,
    sessionId: session.id,
    profile: session.profile,
    companyId: session.companyId,
    partnerId: session.partnerId,
    impersonatorUserId: session.impersonatorUserId,
    originSessionId: session.originSessionId,
    playlistId: session.playlistId,
  };
}

/** Every /api route requires a session unless its config says `public: true`. */
export function registerAuthGuard(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    if (!request.routeOptions.url) return; // not-found handler
    request.scope = await scopeFromToken(db, bearerOf(request), request.ip, {
      expiredGraceMs: request.routeOptions.config?.expiredGraceMs,
    });
    assertPlaylistSessionMayCall(request.scope, request.method, request.routeOptions.url);
  });
}
