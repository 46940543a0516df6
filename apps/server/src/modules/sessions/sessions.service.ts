import type { CallContext } from '../../platform/call-context';
import type { TActiveSession } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../../platform/audit';
import { auditOfScope } from '../auth';
import { listOpenSessions, revokeUserSession, touchSession } from '../auth';

/** The caller's own open sessions, the one of this request marked `current`. */
export async function listActiveSessions({
  db,
  scope,
}: Pick<CallContext, 'db' | 'scope'>): Promise<TActiveSession[]> {
  const rows = await listOpenSessions(db, scope.userId);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    current: row.id === scope.sessionId,
    impersonated: row.impersonatorUserId !== null,
  }));
}

/**
 * Ends one of the caller's sessions. Another user's session is not found (404); ending the
 * current one is a logout. Answers whether it was the current one.
 */
export async function endSession(
  { db, scope, client }: Pick<CallContext, 'db' | 'scope' | 'client'>,
  id: number,
): Promise<{ current: boolean }> {
  const current = id === scope.sessionId;
  const base = auditOfScope(scope, client);
  await db.transaction(async (tx) => {
    if (!(await revokeUserSession(tx, scope.userId, id))) throw new AppError('not_found');
    await recordAudit(tx, {
      ...base,
      event: current ? 'logout' : 'end_session',
      outcome: 'success',
      details: { ...base.details, ended_session_id: id },
    });
  });
  return { current };
}

/** The heartbeat of an open page: the session was seen now. */
export async function heartbeat({ db, scope }: { db: Db; scope: Scope }): Promise<void> {
  if (!(await touchSession(db, scope.sessionId))) throw new AppError('session_expired');
}
