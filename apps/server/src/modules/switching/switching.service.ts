import {
  COMPANY_CHANGE_TOKEN_TTL_MS,
  type TCompanyConfig,
  type TLoginResponse,
  type UnitProfile,
} from '@mirante/contracts';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db, Tx } from '../../platform/db';
import type { ClientInfo } from '../../platform/request';
import { AppError, notFound } from '../../platform/errors';
import { type Scope, type UnitId, unitOfRow } from '../../platform/scope';
import { type AuditInput, recordAudit } from '../../platform/audit';
import {
  assertMembershipMayEnter,
  assertUserMayEnter,
  companyPolicy,
  isPasswordExpired,
  openSession,
  presentSessionUser,
  STEP_TOKEN_TTL_MS,
} from '../auth';
import { revokeSession, rotateSessionToken } from '../auth';
import {
  consumeAuthToken,
  issueAuthToken,
  findCompanyById,
  intendedPath,
  findMembership,
  findUserById,
  type Membership,
} from '../identity';
import { resolveSite, hostToSwitchTo } from '../tenancy';
import {
  assertPartnerAccessAllowed,
  findPartnerUnit,
  openPartnerSession,
} from './switching-partner-session.service';
import { findOwnMembership, findSessionById, isLiveSession } from './switching.repository';

export { findSessionById, isLiveSession } from './switching.repository';

const HOUR_MS = 3_600_000;
type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
type SwitchAnswer = TLoginResponse & { sessionId?: number };

/**
 * Runs a switch in one transaction with its audit record, or records the failure's code when it
 * fails. `run` may fill in the entry (the unit, once it is known to exist). What must happen
 * even when the switch fails (`onFailure`) is stored with the failure's record. A failed audit
 * write never hides the failure being recorded.
 */
async function audited<T>(
  db: Db,
  entry: Omit<AuditInput, 'outcome'>,
  run: (tx: Tx, entry: Omit<AuditInput, 'outcome'>) => Promise<T>,
  onFailure?: (tx: Tx) => Promise<void>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await run(tx, entry);
      await recordAudit(tx, { ...entry, outcome: 'success' });
      return result;
    });
  } catch (error) {
    if (error instanceof AppError) {
      await db
        .transaction(async (tx) => {
          await onFailure?.(tx);
          await recordAudit(tx, { ...entry, outcome: error.code });
        })
        .catch(() => undefined);
    }
    throw error;
  }
}

/**
 * Enters a membership of an already signed-in user. The target unit's own rules still hold: an
 * expired password must be changed first, and a unit that demands a second factor from someone
 * not yet enrolled sends them to enrol; otherwise a session opens.
 */
async function enterMembership({
  db,
  user,
  membership,
  config,
  client,
}: {
  db: Db;
  user: User;
  membership: Membership;
  config: TCompanyConfig;
  client: Pick<ClientInfo, 'ip' | 'userAgent'>;
}): Promise<SwitchAnswer> {
  const data = { intended: intendedPath(membership, config) };
  if (isPasswordExpired(user, config)) {
    const token = await issueAuthToken(db, {
      userId: user.id,
      kind: 'password_change',
      ttlMs: STEP_TOKEN_TTL_MS,
      payload: { membershipId: membership.id },
    });
    return { status: 'user_change_password', token, data };
  }
  if (config.mfa_master === 'S' && user.totpEnabledAt === null) {
    const token = await issueAuthToken(db, {
      userId: user.id,
      kind: 'two_factor',
      ttlMs: STEP_TOKEN_TTL_MS,
      payload: { membershipId: membership.id },
    });
    return { status: 'redirect_two_factor', token, data };
  }
  return openSession({ db, user, membership, config, client });
}

/**
 * Moves a unit user to another unit they belong to. On the same host the current session ends
 * and one on the target opens; when the target lives on another host the answer is `change`
 * with a 60-second single-use token for that host's `/change/company/{token}`.
 */
export async function changeCompany({
  db,
  scope,
  companyId,
  client,
  baseDomain,
}: {
  db: Db;
  scope: Scope;
  companyId: number;
  client: ClientInfo;
  baseDomain: string;
}): Promise<SwitchAnswer> {
  const entry = {
    event: 'switch_company',
    userId: scope.userId,
    companyId: scope.companyId,
    ip: client.ip,
    userAgent: client.userAgent,
    details: { fromCompanyId: scope.companyId, toCompanyId: companyId },
  };
  return audited(db, entry, async (tx, audit) => {
    // A partner inside a unit goes back to the partner first; it has no units of its own here.
    if (scope.impersonatorUserId !== null) throw new AppError('no_functionality_access');
    const membership = await findMembership(tx, scope.userId, companyId);
    const company = membership ? await findCompanyById(tx, companyId) : undefined;
    if (!membership || !company) throw notFound();
    audit.companyId = company.id;
    const user = await findUserById(tx, scope.userId);
    if (!user) throw new AppError('session_expired');
    assertUserMayEnter(user);
    assertMembershipMayEnter(membership);
    const config = await companyPolicy(tx, unitOfRow(membership), client.ip);

    const domain = await hostToSwitchTo({ db: tx, hostHeader: client.host, baseDomain, company });
    audit.details = { ...audit.details, mode: domain ? 'other_host' : 'same_host' };
    if (domain) {
      const token = await issueAuthToken(tx, {
        userId: user.id,
        kind: 'company_change',
        ttlMs: COMPANY_CHANGE_TOKEN_TTL_MS,
        payload: { membershipId: membership.id },
      });
      return { status: 'change', token, domain, data: { intended: intendedPath(membership, config) } };
    }
    const answer = await enterMembership({ db: tx, user, membership, config, client });
    if (answer.status === 'success') await revokeSession(tx, scope.sessionId);
    return answer;
  });
}

/**
 * `POST /api/oauth/company`: the browser arrived on the other host with the token of a company
 * change. Any failure of the token itself reads as the catalogued 'Erro ao realizar login!'.
 */
export async function signInWithCompanyToken({
  db,
  token,
  client,
  baseDomain,
}: {
  db: Db;
  token: string;
  client: ClientInfo;
  baseDomain: string;
}): Promise<SwitchAnswer> {
  let used: Awaited<ReturnType<typeof consumeAuthToken>>;
  try {
    used = await consumeAuthToken(db, token, 'company_change');
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_token') throw new AppError('login_error');
    throw error;
  }
  const membershipId = Number((used.payload as { membershipId?: unknown }).membershipId);
  const membership = Number.isInteger(membershipId)
    ? await findOwnMembership(db, used.userId, membershipId)
    : undefined;
  const entry = {
    event: 'switch_company',
    userId: used.userId,
    companyId: membership?.companyId ?? null,
    ip: client.ip,
    userAgent: client.userAgent,
    details: { via: 'company_token' },
  };
  return audited(db, entry, async (tx) => {
    const user = await findUserById(tx, used.userId);
    if (!membership?.companyId || !user) throw new AppError('login_error');
    assertUserMayEnter(user);
    // The token opens the unit on its own host (or on the platform), not on another unit's.
    const site = await resolveSite(tx, client.host, baseDomain);
    if (site.kind === 'unknown') throw new AppError('domain_not_found');
    if (site.kind === 'company' && site.companyId !== membership.companyId) {
      throw new AppError('domain_not_allowed');
    }
    const config = await companyPolicy(tx, unitOfRow(membership), client.ip);
    return enterMembership({ db: tx, user, membership, config, client });
  });
}

/**
 * Asks a unit that requires consent to let a partner in (the remote-access module's request, handed
 * in by the app: remote access builds on the partner sessions opened here). Answers the token the
 * partner polls.
 */
export type AskUnitConsent = (request: {
  db: Db;
  scope: Scope;
  companyId: UnitId;
  profile: UnitProfile;
  client: Pick<ClientInfo, 'ip' | 'userAgent'>;
}) => Promise<{ token: string }>;

/**
 * A partner enters one of its units as admin or user. When the unit requires consent the answer
 * is `wait_authorization` with the token the partner polls; `verify: false` (the no/verify call)
 * never waits and is refused by a unit that requires consent.
 */
export async function enterUnitAsPartner({
  db,
  scope,
  companyId,
  profile,
  verify,
  client,
  askConsent,
}: {
  db: Db;
  scope: Scope;
  companyId: number;
  profile: UnitProfile;
  verify: boolean;
  client: Pick<ClientInfo, 'ip' | 'userAgent'>;
  askConsent: AskUnitConsent;
}): Promise<SwitchAnswer> {
  const unit = await findPartnerUnit(db, scope, companyId);
  const config = await assertPartnerAccessAllowed(db, unit);
  if (config.require_consent_remote === 'S') {
    if (!verify) throw new AppError('partner_consent_required');
    await companyPolicy(db, unit, client.ip);
    const { token } = await askConsent({ db, scope, companyId: unit, profile, client });
    return {
      status: 'wait_authorization',
      token,
      data: { intended: `/authorization/${encodeURIComponent(token)}` },
    };
  }
  return openPartnerSession({ db, scope, companyId: unit, profile, client, via: { kind: 'direct' } });
}

/**
 * Leaves a switched session for the partner session it came from. Only token hashes are kept,
 * so the partner session gets a new token; the switched session ends either way.
 */
export async function backToPartner({
  db,
  scope,
  client,
}: {
  db: Db;
  scope: Scope;
  client: Pick<ClientInfo, 'ip' | 'userAgent'>;
}): Promise<SwitchAnswer> {
  if (scope.originSessionId === null || scope.impersonatorUserId === null) {
    throw new AppError('no_functionality_access');
  }
  const entry = {
    event: 'switch_back_partner',
    userId: scope.userId,
    actorUserId: scope.impersonatorUserId,
    companyId: scope.companyId,
    ip: client.ip,
    userAgent: client.userAgent,
    details: { sessionId: scope.sessionId, originSessionId: scope.originSessionId },
  };
  // The switched session ends either way, with the record of how the switch went.
  const endSwitched = (tx: Tx) => revokeSession(tx, scope.sessionId);
  return audited(
    db,
    entry,
    async (tx) => {
      await endSwitched(tx);
      const origin = await findSessionById(tx, scope.originSessionId!);
      if (!origin || !isLiveSession(origin) || origin.userId !== scope.impersonatorUserId) {
        throw new AppError('session_expired');
      }
      const user = await findUserById(tx, origin.userId);
      if (!user) throw new AppError('session_expired');
      assertUserMayEnter(user);
      const config = await companyPolicy(tx, unitOfRow(origin), client.ip);
      const token = newToken();
      const expiresAt = new Date(Date.now() + config.login_timeout * HOUR_MS);
      if (!(await rotateSessionToken(tx, origin.id, sha256(token), expiresAt))) {
        throw new AppError('session_expired');
      }
      // Back in a session that itself acts inside a unit (a partner acting as admin who had
      // gone on to act as a user): the banner of that session comes back with it.
      const unit =
        origin.impersonatorUserId !== null && origin.companyId !== null
          ? await findCompanyById(tx, origin.companyId)
          : undefined;
      return {
        status: 'success',
        token,
        expires_at: expiresAt.toISOString(),
        user: {
          ...presentSessionUser(user, origin),
          ...(unit ? { impersonator: { id: user.id, name: user.name, unit_name: unit.name } } : {}),
        },
        data: { intended: intendedPath(origin, config) },
      } satisfies SwitchAnswer;
    },
    endSwitched,
  );
}
