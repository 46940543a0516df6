import {
  DEFAULT_COMPANY_CONFIG,
  type Language,
  resolveLanguage,
  type TLoginResponse,
  type TRefreshTokenResponse,
} from '@mirante/contracts';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { type Scope, tenantIdOf } from '../../platform/scope';
import { findCompanyById } from '../companies/companies.repository';
import { getCompanyConfig, intendedPath } from '../config/config.service';
import { findLandingMembership, findUserByEmail, findUserById } from '../users/users.repository';
import { insertSession, revokeSession, rotateSessionToken } from './sessions.repository';

const HOUR_MS = 3_600_000;

function expiryAfter(hours: number): Date {
  return new Date(Date.now() + hours * HOUR_MS);
}

/** Checks the account's standing; the order follows what the user can act on first. */
function assertUserMayEnter(user: { status: string; deactivatedAt: Date | null }): void {
  if (user.deactivatedAt) throw new AppError('user_deactivated');
  if (user.status === 'B') throw new AppError('user_blocked');
  if (user.status === 'I') throw new AppError('user_inactive');
}

async function sessionPolicy(db: Db, companyId: number | null) {
  if (!companyId) return { config: DEFAULT_COMPANY_CONFIG };
  const company = await findCompanyById(db, companyId);
  if (!company?.active) throw new AppError('user_without_company');
  if (company.trialEndsAt && company.trialEndsAt.getTime() < Date.now())
    throw new AppError('test_period_ended');
  return { config: await getCompanyConfig(db, companyId) };
}

/** Signs in with e-mail and password and opens a session on the user's landing membership. */
export async function login({
  db,
  email,
  password,
  ip,
  userAgent,
}: {
  db: Db;
  email: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
}): Promise<TLoginResponse> {
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) throw new AppError('incorrect_credentials');
  assertUserMayEnter(user);

  const membership = await findLandingMembership(db, user.id);
  if (!membership) throw new AppError('user_without_company');
  const { config } = await sessionPolicy(db, membership.companyId);

  const token = newToken();
  const expiresAt = expiryAfter(config.login_timeout);
  const scope = {
    companyId: membership.companyId,
    partnerId: membership.partnerId,
    profile: membership.profile,
  };
  await insertSession(db, {
    userId: user.id,
    membershipId: membership.id,
    ...scope,
    tokenHash: sha256(token),
    expiresAt,
    ip,
    userAgent: userAgent?.slice(0, 512) ?? null,
  });
  return {
    status: 'success',
    token,
    expires_at: expiresAt.toISOString(),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      perfil_usuario: membership.profile,
      tenant_id: tenantIdOf(scope),
      company_id: membership.companyId,
      partner_id: membership.partnerId,
      auth_type: user.authType,
      language: resolveLanguage(user.language) as Language,
    },
    data: { intended: intendedPath(scope, config) },
  };
}

export async function logout({ db, scope }: { db: Db; scope: Scope }): Promise<void> {
  await revokeSession(db, scope.sessionId);
}

/** Issues a new token for the caller's session; the presented one stops working. */
export async function refreshToken({ db, scope }: { db: Db; scope: Scope }): Promise<TRefreshTokenResponse> {
  const { config } = await sessionPolicy(db, scope.companyId);
  const token = newToken();
  const expiresAt = expiryAfter(config.login_timeout);
  if (!(await rotateSessionToken(db, scope.sessionId, sha256(token), expiresAt))) {
    throw new AppError('session_expired');
  }
  return { token, expires_at: expiresAt.toISOString() };
}

export async function currentUser({ db, scope }: { db: Db; scope: Scope }) {
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('session_expired');
  return {
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
