import type { TCompanyConfig, TCompanyConfigUpdate, TCompanySettings } from '@mirante/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { companies, domainRegistrations } from '../../db/schema';
import { isIpAllowed } from '../../platform/access-rules';
import { forgetAccessRules } from '../../platform/auth-guard';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import { mayManageUnitMfa } from '../mfa/mfa.policy';
import { hasMailPassword, upsertCompanySettings } from './config.repository';
import { getCompanyConfig, getSessionConfig } from './config.service';

/**
 * Who edits a unit's settings form: its admin, or its partner's master naming the unit (the
 * route resolves the unit first, see unitScopeOf).
 */
export const settingsPolicy = {
  update: (scope: Scope) =>
    (scope.profile === 'admin' || scope.profile === 'master') && scope.companyId !== null,
  /** Checked before the unit is resolved: a master has no unit in its own session. */
  updateProfile: (scope: Scope) => scope.profile === 'admin' || scope.profile === 'master',
  whitelist: (scope: Scope) => scope.profile === 'admin' || scope.profile === 'master',
} as const;

/** getConfig plus whether a mail password is stored, for the settings form. */
export async function getCompanySettings(db: Db, scope: Scope): Promise<TCompanySettings> {
  const [config, mailPasswordSet] = await Promise.all([
    getSessionConfig(db, scope),
    scope.companyId ? hasMailPassword(db, scope.companyId) : Promise.resolve(false),
  ]);
  return { ...config, mail_password_set: mailPasswordSet };
}

/** The settings a browser merges into its bi:config after a remote change (no session context). */
export async function getRemoteConfig(db: Db, scope: Scope): Promise<Record<string, unknown>> {
  const {
    companies: _c,
    intended: _i,
    partner_access_remote: _p,
    ...rest
  } = await getSessionConfig(db, scope);
  return rest;
}

export async function updateCompanySettings(opts: {
  db: Db;
  secretBox: SecretBox;
  scope: Scope;
  input: TCompanyConfigUpdate;
  clientIp: string;
}): Promise<void> {
  const { db, secretBox, scope, input } = opts;
  const companyId = scope.companyId;
  if (companyId === null) throw new AppError('no_functionality_access');
  const current = await getCompanyConfig(db, companyId);
  const { mail_password, ...changes } = input;

  // The partner decides whether admins see multi-factor settings; an admin never flips that
  // switch, and changes mfa_master only while the partner lets them.
  if (scope.profile !== 'master') delete changes.mfa_permission_admin;
  if (!mayManageUnitMfa(scope, current)) delete changes.mfa_master;

  const next: TCompanyConfig = { ...current, ...changes };

  // Refuse a rule that would shut out the admin who saves it: their next request would fail.
  // A master's own session does not pass through the unit's IP rules.
  if (scope.profile === 'admin' && !isIpAllowed(next, opts.clientIp)) {
    throw new AppError('ip_lockout', { errors: { listIp: ['ip_lockout'] }, params: { ip: opts.clientIp } });
  }

  const mailPasswordEnc =
    mail_password === undefined ? undefined : mail_password ? secretBox.seal(mail_password) : null;
  await db.transaction(async (tx) => {
    await upsertCompanySettings(tx, companyId, next, mailPasswordEnc);
    await recordAudit(tx, {
      event: 'company_config_update',
      outcome: 'success',
      userId: scope.userId,
      actorUserId: scope.impersonatorUserId,
      companyId,
      ip: opts.clientIp,
      details: { fields: Object.keys(input).sort() },
    });
  });
  // The guard caches each unit's IP and hour rules; new rules must apply from the next request.
  forgetAccessRules(companyId);
}

/** The IP rules of the unit a registered custom domain belongs to, inside the caller's tenant. */
export async function getWhitelistByDomain(
  db: Db,
  scope: Scope,
  domainId: number,
): Promise<{ domain: string; ip: 'S' | 'N'; listIp: string[] }> {
  const [row] = await db
    .select({ domain: domainRegistrations.domain, companyId: companies.id, partnerId: companies.partnerId })
    .from(domainRegistrations)
    .innerJoin(companies, eq(companies.id, domainRegistrations.companyId))
    .where(and(eq(domainRegistrations.id, domainId), isNull(domainRegistrations.removedAt)))
    .limit(1);
  const inTenant =
    row &&
    (scope.profile === 'admin' ? row.companyId === scope.companyId : row.partnerId === scope.partnerId);
  if (!row || !inTenant) throw notFound();
  const config = await getCompanyConfig(db, row.companyId);
  return { domain: row.domain, ip: config.ip, listIp: config.listIp ?? [] };
}
