import {
  COMPANY_CHANGE_TOKEN_TTL_MS,
  DEFAULT_COMPANY_CONFIG,
  resolveLanguage,
  type TCompanyConfig,
  type TLoginResponse,
  type TSessionUser,
} from '@mirante/contracts';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ClientInfo } from '../../platform/request';
import { isIpAllowed, isWithinAccessHours } from '../../platform/access-rules';
import { recordAudit, recordEvent } from '../../platform/audit';
import { verifyPassword } from '../../platform/passwords';
import { readPasswordHash } from '../../platform/secrets';
import { type Scope, tenantIdOf, type UnitId, unitOfRow } from '../../platform/scope';
import {
  findCompanyById,
  getCompanyConfig,
  intendedPath,
  findMembershipStanding,
  findUserByEmail,
  type findUserById,
  type Membership,
  assertMembershipMayEnter,
  membershipRefusal,
  listSignInMemberships,
  type SignInMembership,
  issueAuthToken,
} from '../identity';
import { ownDomainAddress, resolveSite, type Site } from '../tenancy';

export { assertMembershipMayEnter, membershipRefusal };
import type { LoginLimiter } from './auth-login-limiter.service';
import { insertSession } from './auth-sessions.repository';
import { unitAcceptsPasswords } from './auth-sign-in-ways.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long the one-time tokens of a sign-in's next step live. */
export const STEP_TOKEN_TTL_MS = 10 * 60_000;

type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** When a session opened now for `hours` ends. */
export function expiryAfter(hours: number): Date {
  return new Date(Date.now() + hours * HOUR_MS);
}

/** Checks the account itself: the operator may have taken it out of use everywhere. */
export function assertUserMayEnter(user: { deactivatedAt: Date | null }): void {
  if (user.deactivatedAt) throw new AppError('user_deactivated');
}

/**
 * The unit's rules for a session on it: the unit must be active, switched on (`enable`) and in
 * its trial period, the client's address allowed and the time inside the access hours. Partner
 * sessions have none.
 */
export async function companyPolicy(
  db: Db,
  companyId: UnitId | null,
  ip: string,
  now: Date = new Date(),
): Promise<TCompanyConfig> {
  if (!companyId) return DEFAULT_COMPANY_CONFIG;
  const company = await findCompanyById(db, companyId);
  if (!company?.active || company.deletedAt) throw new AppError('user_without_company');
  if (company.trialEndsAt && company.trialEndsAt.getTime() < now.getTime())
    throw new AppError('test_period_ended');
  const config = await getCompanyConfig(db, companyId);
  if (config.enable === 'N') throw new AppError('company_disabled');
  if (!isIpAllowed(config, ip)) throw new AppError('ip_not_allowed');
  if (!isWithinAccessHours(config, now)) throw new AppError('hour_not_allowed');
  return config;
}

/**
 * Whether a membership leads somewhere a session can open. A partner (master) account needs an
 * active partner that still has an active unit, unless it has none yet (a new reseller signs in
 * to register its first one).
 */
function isReachable(m: SignInMembership): boolean {
  if (m.profile === 'a2m') return m.partnerActive !== false;
  if (m.profile === 'master') {
    return m.partnerActive === true && (m.partnerUnits === 0 || m.partnerActiveUnits > 0);
  }
  return m.companyActive === true && m.companyEnabled;
}

/**
 * The membership a sign-in on `site` lands on: that unit's, or the user's landing one. When none
 * is reachable, the refusal says why, so that the person knows whom to ask:
 * - `domain_not_allowed`: the host is another unit's, where the user has no membership;
 * - `user_without_company`: the user belongs to no unit and no partner at all;
 * - `not_found_companies`: a partner account whose partner is inactive, or whose units have all
 *   been deactivated (it can enter none of them);
 * - `company_disabled`: the user's active units are all switched off by their settings;
 * - `request_company_access`: the user's units are all inactive (deactivated or closed): an
 *   administrator must give them access to an active one.
 */
async function membershipForSite(
  db: Db,
  userId: number,
  site: Exclude<Site, { kind: 'unknown' }>,
  all?: SignInMembership[],
  now: Date = new Date(),
): Promise<Membership> {
  const memberships = all ?? (await listSignInMemberships(db, userId));
  if (site.kind === 'company') {
    // resolveSite only finds active units, so a membership there is reachable.
    const membership = memberships.find((m) => m.companyId === site.companyId);
    if (!membership) throw new AppError('domain_not_allowed');
    assertMembershipMayEnter(membership, now);
    return membership;
  }
  // The standing is per unit: blocked in one unit, the person still lands in another.
  const reachable = memberships.filter(isReachable);
  const landing = reachable.find((m) => membershipRefusal(m, now) === null);
  if (landing) return landing;
  if (reachable[0]) assertMembershipMayEnter(reachable[0], now);
  if (memberships.length === 0) throw new AppError('user_without_company');
  if (memberships.some((m) => m.profile === 'master' || m.profile === 'a2m')) {
    throw new AppError('not_found_companies');
  }
  if (memberships.some((m) => m.companyActive === true && !m.companyEnabled)) {
    throw new AppError('company_disabled');
  }
  throw new AppError('request_company_access');
}

export function isPasswordExpired(
  user: Pick<User, 'passwordChangedAt' | 'mustChangePassword'>,
  config: TCompanyConfig,
) {
  if (user.mustChangePassword) return true;
  if (config.expiry_time_password <= 0 || !user.passwordChangedAt) return false;
  return user.passwordChangedAt.getTime() + config.expiry_time_password * DAY_MS < Date.now();
}

export function isTwoFactorRequired(user: Pick<User, 'totpEnabledAt'>, config: TCompanyConfig): boolean {
  return user.totpEnabledAt !== null || config.mfa_master === 'S';
}

export function presentSessionUser(
  user: Pick<User, 'id' | 'name' | 'email' | 'authType' | 'language'>,
  scope: Pick<Scope, 'profile' | 'partnerId' | 'playlistId'> & { companyId: number | null },
): TSessionUser {
  return {
    // A TV screen's session: the app keeps it on its playlist.
    ...(scope.playlistId ? { playlist_id: scope.playlistId } : {}),
    id: user.id,
    name: user.name,
    email: user.email,
    perfil_usuario: scope.profile,
    tenant_id: tenantIdOf(scope),
    company_id: scope.companyId,
    partner_id: scope.partnerId,
    auth_type: user.authType,
    language: resolveLanguage(user.language),
  };
}

/**
 * Opens a session on a membership once every check has passed, and answers as a successful
 * sign-in. Used by every way in: password, second factor, company change, partner switch.
 */
export async function openSession({
  db,
  user,
  membership,
  config,
  client,
  impersonatorUserId = null,
  originSessionId = null,
}: {
  db: Db;
  user: User;
  membership: Membership;
  config: TCompanyConfig;
  client: Pick<ClientInfo, 'ip' | 'userAgent'>;
  impersonatorUserId?: number | null;
  originSessionId?: number | null;
}): Promise<TLoginResponse & { sessionId: number }> {
  // The last gate of every way in: the membership must still be usable, and the person in good
  // standing in its unit (an admin may have blocked or removed them since the first step).
  const standing = await findMembershipStanding(db, membership.id);
  if (!standing) throw new AppError('user_without_company');
  assertMembershipMayEnter(standing);
  const token = newToken();
  const expiresAt = expiryAfter(config.login_timeout);
  const scope = {
    companyId: membership.companyId,
    partnerId: membership.partnerId,
    profile: membership.profile,
  };
  const sessionId = await insertSession(db, {
    userId: user.id,
    membershipId: membership.id,
    ...scope,
    tokenHash: sha256(token),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    impersonatorUserId,
    originSessionId,
  });
  return {
    sessionId,
    status: 'success',
    token,
    expires_at: expiresAt.toISOString(),
    user: presentSessionUser(user, scope),
    data: { intended: intendedPath(scope, config, user.homePage) },
  };
}

/** Who and what a sign-in had reached when it ended, for its audit record. */
interface LoginTrail {
  userId: number | null;
  companyId: number | null;
  partnerId: number | null;
  passwordChecked: boolean;
}

/** A sign-in with e-mail and password, and where it comes from. */
interface PasswordLogin {
  db: Db;
  email: string;
  password: string;
  client: ClientInfo;
  baseDomain: string;
  /** Brute-force limits; without one, attempts are not counted (the CLI, some tests). */
  limiter?: LoginLimiter;
  /** Platform maintenance: only operator (a2m) accounts may sign in. */
  maintenance?: boolean;
  /** The clock of the unit's access hours. */
  now?: Date;
}

type LoginAnswer = TLoginResponse & { userId: number; sessionId?: number; companyId: number | null };

/**
 * Signs in with e-mail and password. On success opens a session, unless the password must be
 * changed first or a second factor is due: then the answer carries a single-use token for
 * that step instead of a session. Signed in on the platform's address to a unit with a domain of
 * its own, the answer is `change`: the session opens on that domain. Every outcome, success or
 * refusal, is audited.
 */
export async function login(input: PasswordLogin): Promise<LoginAnswer> {
  const { db, email, client } = input;
  const trail: LoginTrail = { userId: null, companyId: null, partnerId: null, passwordChecked: false };
  const entry = (outcome: string) => ({
    event: 'login',
    outcome,
    userId: trail.userId,
    email,
    companyId: trail.companyId,
    partnerId: trail.partnerId,
    ip: client.ip,
    userAgent: client.userAgent,
    details: { password_checked: trail.passwordChecked, host: client.host ?? null },
  });
  try {
    return await passwordSignIn({
      ...input,
      trail,
      audit: (tx, outcome) => recordAudit(tx, entry(outcome)),
    });
  } catch (error) {
    // A refusal changed nothing and is recorded on its own; it stands even when its audit
    // record cannot be written.
    await recordEvent(db, entry(error instanceof AppError ? error.code : 'unexpected_error')).catch(
      () => undefined,
    );
    throw error;
  }
}

async function passwordSignIn({
  db,
  email,
  password,
  client,
  baseDomain,
  limiter,
  maintenance = false,
  now = new Date(),
  trail,
  audit,
}: PasswordLogin & {
  trail: LoginTrail;
  /** Records the outcome with the step's token or session. */
  audit: (tx: Tx, outcome: string) => Promise<void>;
}): Promise<LoginAnswer> {
  const site = await resolveSite(db, client.host, baseDomain);
  if (site.kind === 'unknown') throw new AppError('domain_not_found');
  if (site.kind === 'company') trail.companyId = site.companyId;

  const user = await findUserByEmail(db, email);
  trail.userId = user?.id ?? null;
  // Counted before the password is looked at: parallel guesses cannot outrun the count.
  const attempt = await limiter?.begin(email, client.ip);
  // The hash is looked up for an unknown address too (id 0 has none): the answer takes as long.
  const valid = await verifyPassword(await readPasswordHash(db, user?.id ?? 0), password);
  trail.passwordChecked = true;
  if (!user || !valid) throw attempt?.failed() ?? new AppError('incorrect_credentials');
  await attempt?.passed();
  assertUserMayEnter(user);

  const memberships = await listSignInMemberships(db, user.id);
  if (maintenance && !memberships.some((m) => m.profile === 'a2m')) throw new AppError('maitenance');
  const membership = await membershipForSite(db, user.id, site, memberships, now);
  trail.companyId = membership.companyId;
  trail.partnerId = membership.partnerId;
  const unit = unitOfRow(membership);
  const config = await companyPolicy(db, unit, client.ip, now);
  // A unit that signs in only through single sign-on (its standard authentication, or its
  // settings) refuses the password, right as it was.
  if (unit !== null && !(await unitAcceptsPasswords(db, unit, config))) {
    throw new AppError('password_sign_in_disabled');
  }
  const intended = intendedPath(membership, config, user.homePage);
  const base = { userId: user.id, companyId: membership.companyId, data: { intended } };
  // On the platform's address, a unit with a domain of its own is worked in there.
  const company = unit !== null && site.kind === 'platform' ? await findCompanyById(db, unit) : undefined;
  const ownDomain = company ? ownDomainAddress(company, client.host) : null;
  // The token of the next step, or the session, is stored with its audit record.
  return db.transaction(async (tx) => {
    const answer = await nextStep(tx, { user, membership, config, client, data: base.data, ownDomain });
    await audit(tx, answer.status);
    return { ...answer, ...base, data: answer.data };
  });
}

/**
 * What a sign-in whose checks all passed leads to: a password change, a second factor, the unit's
 * own domain (where the session opens) or a session.
 */
async function nextStep(
  tx: Tx,
  {
    user,
    membership,
    config,
    client,
    data,
    ownDomain,
  }: {
    user: User;
    membership: Membership;
    config: TCompanyConfig;
    client: ClientInfo;
    data: TLoginResponse['data'];
    /** The unit's own domain to continue on, instead of a session here. */
    ownDomain: string | null;
  },
): Promise<TLoginResponse & { sessionId?: number }> {
  const stepToken = (kind: 'password_change' | 'two_factor') =>
    issueAuthToken(tx, {
      userId: user.id,
      kind,
      ttlMs: STEP_TOKEN_TTL_MS,
      payload: { membershipId: membership.id },
    });
  if (isPasswordExpired(user, config)) {
    return { status: 'user_change_password', token: await stepToken('password_change'), data };
  }
  if (isTwoFactorRequired(user, config)) {
    return { status: 'redirect_two_factor', token: await stepToken('two_factor'), data };
  }
  if (ownDomain) {
    // The session opens on the unit's domain, with the token of a company change (60 seconds).
    const token = await issueAuthToken(tx, {
      userId: user.id,
      kind: 'company_change',
      ttlMs: COMPANY_CHANGE_TOKEN_TTL_MS,
      payload: { membershipId: membership.id },
    });
    return { status: 'change', token, domain: ownDomain, data };
  }
  return openSession({ db: tx, user, membership, config, client });
}
