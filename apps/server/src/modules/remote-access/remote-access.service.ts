import {
  REMOTE_ACCESS_REQUEST_TTL_MS,
  type TLoginResponse,
  type TRemoteAccessRequest,
  type TRemoteStatusResponse,
  type UnitProfile,
} from '@mirante/contracts';
import { sha256 } from '../../platform/crypto';
import type { Db, Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope, UnitId } from '../../platform/scope';
import { recordAudit } from '../../platform/audit';
import type { EventBus } from '../../platform/events';
import { companyPolicy } from '../auth';
import type { LinkContext } from '../tenancy';
import { remoteAccessAnswered, remoteAccessRequested } from './remote-access-events.service';
import type { CallContext } from '../../platform/call-context';
import type { ClientInfo } from '../../platform/request';
import { consumeAuthToken, issueAuthToken, peekAuthToken } from '../identity';
import { assertPartnerAccessAllowed, findPartnerUnit, openPartnerSession } from '../switching';
import {
  decideRemoteAccessRequest,
  expireRemoteAccessRequest,
  findCompanyRemoteAccessRequest,
  findOwnRemoteAccessRequest,
  insertRemoteAccessRequest,
  listCompanyRemoteAccessRequests,
  supersedePendingRequests,
} from './remote-access.repository';
import { openUserAccessSession } from './remote-access-user-access.service';

type Client = Pick<ClientInfo, 'ip' | 'userAgent'>;

/**
 * The waiting partner's token is also a single-use auth token, so the authorized session is
 * handed out once however many polls race for it. It outlives the request's own wait, so an
 * answer given in the last minute can still be picked up.
 */
const REMOTE_TOKEN_TTL_MS = 2 * REMOTE_ACCESS_REQUEST_TTL_MS;

/**
 * A partner asks to enter one of its units; the unit's admins authorize or refuse. Earlier
 * pending requests of the same partner user for the unit are superseded (marked expired).
 */
export async function createRemoteAccessRequest({
  db,
  scope,
  companyId,
  profile,
  targetUserId,
  client,
  events,
  links,
}: {
  db: Db;
  scope: Scope;
  companyId: UnitId;
  profile: UnitProfile;
  /** Set when an admin asks to act as this user: the user answers, not the unit's admins. */
  targetUserId?: number;
  client: Client;
  /** The request is announced to those who answer it (remoteAccessRequested). */
  events: EventBus;
  links: LinkContext;
}): Promise<{ token: string; requestId: number }> {
  const { token, requestId } = await db.transaction(async (tx) => {
    await supersedePendingRequests(tx, scope.userId, companyId);
    const issued = await issueAuthToken(tx, {
      userId: scope.userId,
      kind: 'remote_access',
      ttlMs: REMOTE_TOKEN_TTL_MS,
      payload: { companyId, profile, ...(targetUserId ? { targetUserId } : {}) },
    });
    const id = await insertRemoteAccessRequest(tx, {
      requesterUserId: scope.userId,
      requesterSessionId: scope.sessionId,
      companyId,
      targetProfile: profile,
      targetUserId: targetUserId ?? null,
      tokenHash: sha256(issued),
      expiresAt: new Date(Date.now() + REMOTE_ACCESS_REQUEST_TTL_MS),
    });
    await recordAudit(tx, {
      event: 'remote_access_request',
      outcome: 'pending',
      userId: scope.userId,
      actorUserId: scope.userId,
      companyId,
      partnerId: scope.partnerId,
      ip: client.ip,
      userAgent: client.userAgent,
      details: { requestId: id, profile, ...(targetUserId ? { targetUserId } : {}) },
    });
    await events.emit(remoteAccessRequested, {
      tx,
      companyId,
      requesterUserId: scope.userId,
      targetUserId: targetUserId ?? null,
      links,
    });
    return { token: issued, requestId: id };
  });
  return { token, requestId };
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/**
 * Who answers requests in this session: the unit's admins answer partners' requests (null), a
 * user answers the requests addressed to them.
 */
function answererOf(scope: Scope): number | null {
  return scope.profile === 'user' ? scope.userId : null;
}

/** The unit's pending and recent requests, for its admins; a user's own, for the user. */
/** What the unit's answering calls work with: the request's handle, the caller and their client. */
type RemoteCall = Pick<CallContext, 'db' | 'scope' | 'client'>;

export async function listRemoteAccessRequests({
  db,
  scope,
}: Pick<CallContext, 'db' | 'scope'>): Promise<TRemoteAccessRequest[]> {
  if (scope.companyId === null) return [];
  const rows = await listCompanyRemoteAccessRequests(db, scope.companyId, answererOf(scope));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    perfil_usuario: row.targetProfile,
    requester: { id: row.requesterId, name: row.requesterName, email: row.requesterEmail },
    requested_by: row.requestedBy,
    partner: { id: row.partnerId, name: row.partnerName },
    reason: row.reason,
    decided_by:
      row.deciderId !== null && row.deciderName !== null
        ? { id: row.deciderId, name: row.deciderName }
        : null,
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }));
}

/**
 * An admin of the unit authorizes or refuses a pending request (409 once answered or expired);
 * the one who asked is told in the same transaction (remoteAccessAnswered).
 */
export async function decideRemoteAccess(
  { db, scope, client, events }: RemoteCall & Pick<CallContext, 'events'>,
  {
    id,
    decision,
    reason = null,
    links,
  }: {
    id: number;
    decision: 'authorized' | 'refused';
    reason?: string | null;
    links: LinkContext;
  },
): Promise<void> {
  if (scope.companyId === null) throw notFound();
  const companyId = scope.companyId;
  const current = await findCompanyRemoteAccessRequest(db, companyId, id, answererOf(scope));
  if (!current) throw notFound();
  const decided = await db.transaction(async (tx) => {
    const row = await decideRemoteAccessRequest(tx, {
      companyId,
      id,
      status: decision,
      reason: decision === 'refused' ? reason : null,
      decidedByUserId: scope.userId,
    });
    if (!row) return undefined;
    await recordAudit(tx, {
      event: decision === 'authorized' ? 'remote_access_authorize' : 'remote_access_refuse',
      outcome: 'success',
      userId: scope.userId,
      actorUserId: scope.impersonatorUserId,
      companyId,
      ip: client.ip,
      userAgent: client.userAgent,
      details: { requestId: id, requesterUserId: row.requesterUserId, reason: row.reason },
    });
    await events.emit(remoteAccessAnswered, {
      tx,
      companyId,
      requesterUserId: row.requesterUserId,
      targetUserId: row.targetUserId,
      authorized: decision === 'authorized',
      reason: row.reason,
      links,
    });
    return row;
  });
  if (!decided) {
    const latest = (await findCompanyRemoteAccessRequest(db, companyId, id, answererOf(scope))) ?? current;
    if (latest.status !== 'pending') throw new AppError('remote_request_decided');
    await expireRemoteAccessRequest(db, id);
    throw new AppError('remote_request_expired');
  }
}

/**
 * What the waiting partner sees. Once an admin authorizes, the first poll opens the partner's
 * session in the unit and hands it over; later polls find the token used up (expired).
 */
export async function remoteAccessStatus(
  { db, scope, client }: RemoteCall,
  token: string,
): Promise<TRemoteStatusResponse> {
  const found = await findOwnRemoteAccessRequest(db, scope.userId, sha256(token));
  if (!found) throw notFound();
  const { request, companyName, targetUserId } = found;
  const target = {
    company: { id: request.companyId, name: companyName },
    perfil_usuario: request.targetProfile,
  };
  if (request.status === 'pending') {
    if (request.expiresAt.getTime() > Date.now()) {
      return { status: 'pending', expires_at: request.expiresAt.toISOString(), ...target };
    }
    await expireRemoteAccessRequest(db, request.id);
    return { status: 'expired', ...target };
  }
  if (request.status === 'refused') return { status: 'refused', reason: request.reason, ...target };
  if (request.status === 'expired') return { status: 'expired', ...target };

  // Authorized: the unit must still be this partner's and still let partners in.
  if (!(await peekAuthToken(db, token, 'remote_access'))) return { status: 'expired', ...target };
  if (targetUserId !== null)
    return userAccessStatus({ db, scope, token, request, targetUserId, target, client });
  const unit = await findPartnerUnit(db, scope, request.companyId);
  await assertPartnerAccessAllowed(db, unit);
  await companyPolicy(db, unit, client.ip);
  return openWithToken(db, token, target, (tx) =>
    openPartnerSession({
      db: tx,
      scope,
      companyId: unit,
      profile: request.targetProfile,
      client,
      via: { kind: 'remote_access', requestId: request.id },
    }),
  );
}

type StatusTarget = Pick<Extract<TRemoteStatusResponse, { status: 'expired' }>, 'company' | 'perfil_usuario'>;

/**
 * Uses the authorized request's token up and opens the session it grants, in one transaction:
 * the token is spent only with the session (and its audit record). A token already used reads
 * as expired.
 */
async function openWithToken(
  db: Db,
  token: string,
  target: StatusTarget,
  open: (tx: Tx) => Promise<TLoginResponse & { sessionId: number }>,
): Promise<TRemoteStatusResponse> {
  return db.transaction(async (tx) => {
    try {
      await consumeAuthToken(tx, token, 'remote_access');
    } catch (error) {
      if (error instanceof AppError && error.code === 'invalid_token')
        return { status: 'expired', ...target };
      throw error;
    }
    const { sessionId: _sessionId, ...login } = await open(tx);
    return { status: 'authorized', login, ...target };
  });
}

/** An authorized request of an admin to act as a user: the admin's first poll opens the session. */
async function userAccessStatus({
  db,
  scope,
  token,
  request,
  targetUserId,
  target,
  client,
}: {
  db: Db;
  scope: Scope;
  token: string;
  request: { id: number; companyId: number };
  targetUserId: number;
  target: StatusTarget;
  client: Client;
}): Promise<TRemoteStatusResponse> {
  // The waiting session must still be an admin session of the unit.
  if (scope.profile !== 'admin' || scope.companyId !== request.companyId) throw notFound();
  return openWithToken(db, token, target, (tx) =>
    openUserAccessSession({
      db: tx,
      scope,
      userId: targetUserId,
      client,
      via: { kind: 'remote_access', requestId: request.id },
    }),
  );
}
