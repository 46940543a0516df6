import type { TCompanyConfig, TRefreshTokenResponse, TSessionUser } from '@mirante/contracts';
import type { ClientInfo } from '../../platform/request';
import { recordAudit, recordEvent } from '../../platform/audit';
import { findUserById, configOfSettingsText, membershipRefusal } from '../identity';
import { companyPolicy, expiryAfter, presentSessionUser } from './auth.service';
import { isIpAllowed, isWithinAccessHours } from '../../platform/access-rules';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, scopeOfSession, sessionDependencies, unitOfRow } from '../../platform/scope';
import { changeFeedOf } from '../../platform/change-feed';
import { readThrough } from '../../platform/tagged-cache';
import { findSessionByTokenHash, revokeSession, rotateSessionToken } from './auth-sessions.repository';

// The auth module's sessions as the other modules use them: through here, never the repository.
export {
  insertSession,
  listOpenSessions,
  revokeCompanySessions,
  revokeOtherSessions,
  revokePlaylistSessions,
  revokeSessionsByAgentPrefix,
  revokeSession,
  revokeUserSession,
  revokeUserSessions,
  revokeUserSessionsInUnit,
  rotateSessionToken,
  touchSession,
} from './auth-sessions.repository';

/**
 * The unit's address and hour rules, on every call. They come from the settings read with the
 * session; the copy of that read an instance keeps is dropped as soon as the change feed
 * announces a change to the session, the account, its memberships or the unit's settings.
 */
function assertAccessRules(rules: TCompanyConfig, ip: string): void {
  // A unit switched off ends its sessions; one that slipped through is refused.
  if (rules.enable === 'N') throw new AppError('company_disabled');
  if (!isIpAllowed(rules, ip)) throw new AppError('ip_not_allowed');
  if (!isWithinAccessHours(rules)) throw new AppError('hour_not_allowed');
}

/** Resolves a bearer token to the caller's scope, or throws the matching 401/403. */
export async function scopeFromToken(
  db: Db,
  token: string | undefined,
  ip?: string,
  { expiredGraceMs = 0 }: { expiredGraceMs?: number } = {},
): Promise<Scope> {
  if (!token) throw new AppError('unauthorized');
  const tokenHash = sha256(token);
  const readAt = changeFeedOf(db)?.generation;
  // The session and what decides it (account, membership, unit settings), kept between calls
  // until a change to any of them; expiry, trial and the unit's rules are checked on each call.
  const session = await readThrough(
    db,
    'sessions',
    tokenHash,
    (row) =>
      row
        ? [
            ...sessionDependencies({ sessionId: row.id, userId: row.userId, companyId: row.companyId }),
            ...(row.membershipUnitId === null ? [] : [`companies:${row.membershipUnitId}`]),
          ]
        : null,
    () => findSessionByTokenHash(db, tokenHash),
  );
  if (!session || session.revokedAt) throw new AppError('session_expired');
  if (session.expiresAt.getTime() + expiredGraceMs <= Date.now()) throw new AppError('token_expired');
  // An account taken out of use, or a person taken out of the session's unit (removed,
  // deactivated, blocked, inactive, a test user past the trial), is signed out at once (401).
  const pending = session.membershipInvitedAt !== null && session.membershipAcceptedAt === null;
  if (
    session.userDeactivatedAt ||
    session.membershipRemovedAt ||
    pending ||
    membershipRefusal({
      status: session.membershipStatus,
      deactivatedAt: session.membershipDeactivatedAt,
      trialEndsAt: session.trialEndsAt,
    })
  ) {
    throw new AppError('session_expired');
  }
  // The unit's address and hour rules hold on every call, not only at sign-in.
  const unitConfig = unitOfRow(session) ? configOfSettingsText(session.unitSettings) : undefined;
  if (unitConfig && ip !== undefined) assertAccessRules(unitConfig, ip);
  const scope = scopeOfSession({
    userId: session.userId,
    sessionId: session.id,
    profile: session.profile,
    companyId: session.companyId,
    partnerId: session.partnerId,
    impersonatorUserId: session.impersonatorUserId,
    originSessionId: session.originSessionId,
    playlistId: session.playlistId,
    // What is built from this scope later in the request is only as fresh as these reads.
    ...(unitConfig ? { unitConfig } : {}),
    ...(readAt !== undefined ? { readAt } : {}),
  });
  return scope;
}

/** The audit fields of a session's own actions (logout, refresh, ending a session). */
export function auditOfScope(scope: Scope, client?: Partial<Pick<ClientInfo, 'ip' | 'userAgent'>>) {
  return {
    userId: scope.userId,
    actorUserId: scope.impersonatorUserId,
    companyId: scope.companyId,
    partnerId: scope.partnerId,
    ip: client?.ip ?? null,
    userAgent: client?.userAgent ?? null,
    details: { session_id: scope.sessionId },
  };
}

export async function logout({
  db,
  scope,
  client,
}: {
  db: Db;
  scope: Scope;
  client?: Pick<ClientInfo, 'ip' | 'userAgent'>;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, scope.sessionId);
    await recordAudit(tx, { event: 'logout', outcome: 'success', ...auditOfScope(scope, client) });
  });
}

/** Issues a new token for the caller's session; the presented one stops working. */
export async function refreshToken({
  db,
  scope,
  ip,
  userAgent = null,
}: {
  db: Db;
  scope: Scope;
  ip: string;
  userAgent?: string | null;
}): Promise<TRefreshTokenResponse> {
  const entry = (outcome: string) => ({
    event: 'refresh_token',
    outcome,
    ...auditOfScope(scope, { ip, userAgent }),
  });
  try {
    const config = await companyPolicy(db, scope.companyId, ip);
    const token = newToken();
    const expiresAt = expiryAfter(config.login_timeout);
    await db.transaction(async (tx) => {
      if (!(await rotateSessionToken(tx, scope.sessionId, sha256(token), expiresAt))) {
        throw new AppError('session_expired');
      }
      await recordAudit(tx, entry('success'));
    });
    return { token, expires_at: expiresAt.toISOString() };
  } catch (error) {
    // A refusal is recorded on its own: it changed nothing.
    await recordEvent(db, entry(error instanceof AppError ? error.code : 'unexpected_error')).catch(
      () => undefined,
    );
    throw error;
  }
}

export async function currentUser({ db, scope }: { db: Db; scope: Scope }): Promise<TSessionUser> {
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('session_expired');
  return presentSessionUser(user, scope);
}
