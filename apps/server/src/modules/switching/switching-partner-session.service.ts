import type { TCompanyConfig, TLoginResponse, UnitProfile } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { type Scope, trustedUnitId, type UnitId } from '../../platform/scope';
import { recordAudit } from '../../platform/audit';
import { assertUserMayEnter, companyPolicy, openSession } from '../auth';
import type { ClientInfo } from '../../platform/request';
import { findCompanyById, getCompanyConfig, findUserById } from '../identity';
import { findSessionById, isLiveSession } from './switching.repository';

/**
 * A business unit of the partner's own, as a unit id the tenancy rules accept, or 404 (another
 * partner's unit is simply not found).
 */
export async function findPartnerUnit(db: Db, scope: Scope, companyId: number): Promise<UnitId> {
  const company = await findCompanyById(db, companyId);
  if (!company || scope.partnerId === null || company.partnerId !== scope.partnerId) throw notFound();
  // Checked just above to be held by the caller's partner.
  return trustedUnitId(company.id);
}

/**
 * The unit lets its partner in (allow_access_remote), else 403 `partner_access_off`, whose
 * message says which setting of the unit opens the door.
 */
export async function assertPartnerAccessAllowed(db: Db, companyId: UnitId): Promise<TCompanyConfig> {
  const config = await getCompanyConfig(db, companyId);
  if (config.allow_access_remote !== 'S') throw new AppError('partner_access_off');
  return config;
}

/**
 * Opens a session of the partner's user inside one of its units with the chosen profile. The
 * partner's own session stays valid: the new one points back to it (`origin_session_id`) and
 * records the partner's user as impersonator, so every action is audited with both.
 *
 * Decision: the session's `membership_id` is the partner's own membership (the one its partner
 * session stands on), not a membership in the unit. A unit membership for the partner's user
 * would let the partner sign in to the unit directly with its password (skipping the unit's
 * consent), count against the unit's user limit and show up in the unit's user lists; the
 * session's scope (profile, company) is stored on the session itself, so no unit membership is
 * needed, and removing the partner's membership ends these sessions with it.
 */
export async function openPartnerSession({
  db,
  scope,
  companyId,
  profile,
  client,
  via,
}: {
  db: Db;
  scope: Scope;
  companyId: UnitId;
  profile: UnitProfile;
  client: Pick<ClientInfo, 'ip' | 'userAgent'>;
  /** How the partner got in, for the audit trail. */
  via: { kind: 'direct' } | { kind: 'remote_access'; requestId: number };
}): Promise<TLoginResponse & { sessionId: number }> {
  const { userId, sessionId } = scope;
  // One after the other: the caller may hand in a transaction, whose client runs one query at a time.
  const user = await findUserById(db, userId);
  const origin = await findSessionById(db, sessionId);
  const company = await findCompanyById(db, companyId);
  if (!user || !origin || !isLiveSession(origin)) throw new AppError('session_expired');
  if (!company) throw notFound();
  assertUserMayEnter(user);
  await assertPartnerAccessAllowed(db, companyId);
  const config = await companyPolicy(db, companyId, client.ip);
  const answer = await db.transaction(async (tx) => {
    const opened = await openSession({
      db: tx,
      user,
      membership: { id: origin.membershipId, profile, companyId, partnerId: null },
      config,
      client,
      impersonatorUserId: user.id,
      originSessionId: origin.id,
    });
    await recordAudit(tx, {
      event: 'switch_partner',
      outcome: 'success',
      userId: user.id,
      actorUserId: user.id,
      email: user.email,
      companyId,
      partnerId: scope.partnerId,
      ip: client.ip,
      userAgent: client.userAgent,
      details: {
        profile,
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
      impersonator: { id: user.id, name: user.name, unit_name: company.name },
    },
  };
}
