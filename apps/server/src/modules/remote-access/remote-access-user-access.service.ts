import type { TLoginResponse } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope, UnitId } from '../../platform/scope';
import { recordAudit } from '../../platform/audit';
import { assertUserMayEnter, companyPolicy, openSession } from '../auth';
import type { ClientInfo } from '../../platform/request';
import { findCompanyById, getCompanyConfig, findUserById } from '../identity';
import { findSessionById, isLiveSession } from '../switching';
import { findUnitUser, isPendingRow } from '../users';
import type { EventBus } from '../../platform/events';
import type { LinkContext } from '../tenancy';
import { createRemoteAccessRequest } from './remote-access.service';

type Client = Pick<ClientInfo, 'ip' | 'userAgent'>;

/** The person behind an admin session: the admin, or the partner's user acting as admin. */
export function actorOf(scope: Scope): number {
  return scope.impersonatorUserId ?? scope.userId;
}

/**
 * Whether a unit lets its admins act as one of its users: the unit grants its admins remote
 * access (the partner's `allow_admin_remote`) and the user has agreed to it (the user's own
 * allow_admin_remote). Both are checked again when the session opens.
 */
async function assertUserAccessAllowed(db: Db, companyId: UnitId, userId: number) {
  const config = await getCompanyConfig(db, companyId);
  const target = await findUnitUser(db, companyId, userId);
  if (!target) throw notFound();
  if (isPendingRow(target)) throw new AppError('invitation_pending');
  if (target.profile !== 'user') throw new AppError('no_functionality_access');
  if (config.allow_admin_remote !== 'S' || !target.allowAdminRemote) {
    throw new AppError('no_functionality_access');
  }
  return { config, target };
}

/**
 * Opens a session as one of the unit's users for the admin (or the partner acting as admin).
 * The new session records the acting person as impersonator and points back to the admin's
 * session, so "back" returns there and every change is audited with both identities.
 */
export async function openUserAccessSession({
  db,
  scope,
  userId,
  client,
  via,
}: {
  db: Db;
  scope: Scope;
  userId: number;
  client: Client;
  via: { kind: 'direct' } | { kind: 'remote_access'; requestId: number };
}): Promise<TLoginResponse & { sessionId: number }> {
  const companyId = scope.companyId;
  if (companyId === null) throw new AppError('no_functionality_access');
  const { target } = await assertUserAccessAllowed(db, companyId, userId);
  const actorId = actorOf(scope);
  const { sessionId } = scope;
  // One after the other: the caller may hand in a transaction, whose client runs one query at a time.
  const user = await findUserById(db, userId);
  const actor = await findUserById(db, actorId);
  const origin = await findSessionById(db, sessionId);
  const company = await findCompanyById(db, companyId);
  if (!actor || !origin || !isLiveSession(origin)) throw new AppError('session_expired');
  if (!user || !company) throw notFound();
  assertUserMayEnter(user);
  const config = await companyPolicy(db, companyId, client.ip);
  const answer = await db.transaction(async (tx) => {
    const opened = await openSession({
      db: tx,
      user,
      membership: { id: target.membershipId, profile: 'user', companyId, partnerId: null },
      config,
      client,
      impersonatorUserId: actor.id,
      originSessionId: origin.id,
    });
    await recordAudit(tx, {
      event: 'access_as_user',
      outcome: 'success',
      userId: user.id,
      actorUserId: actor.id,
      email: user.email,
      companyId,
      ip: client.ip,
      userAgent: client.userAgent,
      details: {
        via: via.kind,
        ...(via.kind === 'remote_access' ? { requestId: via.requestId } : {}),
        originSessionId: origin.id,
        sessionId: opened.sessionId,
      },
    });
    return opened;
  });
  return {
    ...answer,
    user: answer.user && {
      ...answer.user,
      impersonator: { id: actor.id, name: actor.name, unit_name: company.name, role: 'admin' },
    },
  };
}

/**
 * An admin asks to act as one of the unit's users. Without consent required the session opens
 * at once; otherwise the answer is `wait_authorization` and the user authorizes on their
 * remote-authorization page while the admin waits at /authorization/{token}.
 */
export async function accessAsUser({
  db,
  scope,
  userId,
  client,
  events,
  links,
}: {
  db: Db;
  scope: Scope;
  userId: number;
  client: Client;
  events: EventBus;
  links: LinkContext;
}): Promise<TLoginResponse & { sessionId?: number }> {
  const companyId = scope.companyId;
  if (scope.profile !== 'admin' || companyId === null) throw new AppError('no_functionality_access');
  if (userId === scope.userId) throw new AppError('self_action_not_allowed');
  const { config } = await assertUserAccessAllowed(db, companyId, userId);
  if (config.require_consent_remote === 'S') {
    await companyPolicy(db, companyId, client.ip);
    const { token } = await createRemoteAccessRequest({
      db,
      scope,
      companyId,
      profile: 'user',
      targetUserId: userId,
      client,
      events,
      links,
    });
    return {
      status: 'wait_authorization',
      token,
      data: { intended: `/authorization/${encodeURIComponent(token)}` },
    };
  }
  return openUserAccessSession({ db, scope, userId, client, via: { kind: 'direct' } });
}
