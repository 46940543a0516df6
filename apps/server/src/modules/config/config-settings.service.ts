import {
  type MessageCode,
  PARTNER_ONLY_SETTINGS,
  type TCompanyConfig,
  type TCompanyConfigPatch,
  type TCompanyConfigUpdate,
  type TCompanySettings,
} from '@mirante/contracts';
import { isIpAllowed, isWithinAccessHours, localClock } from '../../platform/access-rules';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { checkMailServer } from '../../platform/mail-host';
import { type Scope, trustedUnitId, type UnitId } from '../../platform/scope';
import { recordAudit } from '../../platform/audit';
import { revokeCompanySessions } from '../auth';
import { assertSsoWorks, lockUnitWaysIn } from '../auth';
import { mayManageUnitMfa } from '../mfa';
import {
  findLiveDomainRegistration,
  hasMailPassword,
  isLiveUnitReport,
  upsertCompanySettings,
} from './config.repository';
import { changeFeedOf } from '../../platform/change-feed';
import { forgetScopeConfig, getCompanyConfig } from '../identity';
import { getSessionConfig } from './config.service';

/** getConfig plus whether a mail password is stored, for the settings form. */
export async function getCompanySettings(db: Db, scope: Scope): Promise<TCompanySettings> {
  // Read before any query starts: a throw while the list is built would orphan the first one.
  const { companyId } = scope;
  const [config, mailPasswordSet] = await Promise.all([
    getSessionConfig(db, scope),
    companyId ? hasMailPassword(db, companyId) : Promise.resolve(false),
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

/** `/{id}/reports/view` and the other report pages: the id names a report. */
const REPORT_PATH = /^\/(\d+)\/(reports\/view|reports\/external|reports|management\/view)\/?$/;

/**
 * The unit's home report and a home page naming a report must be the unit's own: another
 * unit's report (or none) is not found, on the field that names it.
 */
async function assertHomeInUnit(db: Db, companyId: UnitId, changes: TCompanyConfigPatch): Promise<void> {
  const errors: Record<string, MessageCode[]> = {};
  if (
    typeof changes.relatorio_id === 'number' &&
    !(await isLiveUnitReport(db, companyId, changes.relatorio_id))
  ) {
    errors.relatorio_id = ['not_found'];
  }
  const report = changes.home_page ? REPORT_PATH.exec(changes.home_page) : null;
  if (report?.[1] && !(await isLiveUnitReport(db, companyId, Number(report[1])))) {
    errors.home_page = ['not_found'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('not_found', { errors });
}

/** The unit's mail server must be an SMTP port on a public address (see checkMailServer). */
async function assertMailServerAllowed(
  changes: TCompanyConfigPatch,
  next: TCompanyConfig,
  allowAny: boolean,
): Promise<void> {
  const touched = changes.mail_host !== undefined || changes.mail_port !== undefined;
  if (!touched || !next.mail_host) return;
  const port =
    next.mail_port ?? (next.mail_protocol === 'smtps' ? 465 : next.mail_protocol === 'starttls' ? 587 : 25);
  const verdict = await checkMailServer(next.mail_host, port, { allowAny });
  // A name that does not resolve from here is checked again when the server connects to it.
  if (verdict.ok || verdict.reason === 'unresolved') return;
  throw new AppError('validation_failed', { errors: { [verdict.field]: [verdict.reason] } });
}

/**
 * Refuses rules that would shut out the admin who saves them: every request of their session
 * passes the unit's address and hour rules, so the next one would fail. A master's own session
 * does not pass through them.
 */
function assertCallerStaysIn(scope: Scope, next: TCompanyConfig, clientIp: string, now: Date): void {
  if (scope.profile !== 'admin') return;
  if (!isIpAllowed(next, clientIp)) {
    throw new AppError('ip_lockout', { errors: { listIp: ['ip_lockout'] }, params: { ip: clientIp } });
  }
  if (!isWithinAccessHours(next, now)) {
    const { minutes } = localClock(now, next.timezone);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    throw new AppError('hour_lockout', {
      errors: { access_hours: ['hour_lockout'] },
      params: { time, timezone: next.timezone },
    });
  }
}

/**
 * Saves a unit's settings. The update changes exactly the fields it names; every other field
 * keeps its stored value. An admin's update leaves the partner's fields (PARTNER_ONLY_SETTINGS)
 * as they are, and `mfa_master` too while the unit keeps two-factor from its admins. Switching
 * the unit off ends its open sessions in the same transaction. No save leaves a way in closed to
 * everyone (password sign-in off without working single sign-on), nor the admin saving it outside
 * the address and hour rules.
 */
export async function updateCompanySettings(opts: {
  db: Db;
  secretBox: SecretBox;
  scope: Scope;
  input: TCompanyConfigUpdate;
  clientIp: string;
  /** MIRANTE_MAIL_ALLOW_ANY_HOST: the unit's mail server may be any host and port. */
  mailAllowAnyHost?: boolean;
  /** The clock of the access hours. */
  now?: Date;
}): Promise<void> {
  const { db, secretBox, scope, input } = opts;
  const companyId = scope.companyId;
  if (companyId === null) throw new AppError('no_functionality_access');
  const current = await getCompanyConfig(db, companyId);
  const { mail_password, ...named } = input;
  const changes: TCompanyConfigPatch = Object.fromEntries(
    Object.entries(named).filter(([, value]) => value !== undefined),
  );

  if (scope.profile !== 'master') for (const key of PARTNER_ONLY_SETTINGS) delete changes[key];
  if (!mayManageUnitMfa(scope, current)) delete changes.mfa_master;

  const next: TCompanyConfig = { ...current, ...changes };

  assertCallerStaysIn(scope, next, opts.clientIp, opts.now ?? new Date());
  await assertHomeInUnit(db, companyId, changes);
  await assertMailServerAllowed(changes, next, opts.mailAllowAnyHost === true);

  const switchedOff = current.enable !== 'N' && next.enable === 'N';
  const mailPasswordEnc =
    mail_password === undefined ? undefined : mail_password ? secretBox.seal(mail_password) : null;
  await db.transaction(async (tx) => {
    // Switching password sign-in off needs single sign-on that works, or nobody could sign in.
    if (current.enable_password !== 'N' && next.enable_password === 'N') {
      await lockUnitWaysIn(tx, companyId);
      await assertSsoWorks(tx, companyId, 'enable_password');
    }
    await upsertCompanySettings(tx, companyId, next, mailPasswordEnc);
    if (switchedOff) await revokeCompanySessions(tx, companyId);
    await recordAudit(tx, {
      event: 'company_config_update',
      outcome: 'success',
      userId: scope.userId,
      actorUserId: scope.impersonatorUserId,
      companyId,
      ip: opts.clientIp,
      details: {
        fields: Object.keys(changes).sort(),
        ...(mail_password !== undefined ? { mail_password: true } : {}),
      },
    });
  });
  // What this request answers next (the saved settings) is read again, not the copy of its start,
  // nor a kept copy whose change notice has not come in yet.
  forgetScopeConfig(scope);
  await changeFeedOf(db)?.settle();
}

/** The IP rules of the unit a registered custom domain belongs to, inside the caller's tenant. */
export async function getWhitelistByDomain(
  db: Db,
  scope: Scope,
  domainId: number,
): Promise<{ domain: string; ip: 'S' | 'N'; listIp: string[] }> {
  const row = await findLiveDomainRegistration(db, domainId);
  const inTenant =
    row &&
    (scope.profile === 'admin' ? row.companyId === scope.companyId : row.partnerId === scope.partnerId);
  if (!row || !inTenant) throw notFound();
  // The registration's unit: the caller's own, or one of its partner's (checked just above).
  const config = await getCompanyConfig(db, trustedUnitId(row.companyId));
  return { domain: row.domain, ip: config.ip, listIp: config.listIp ?? [] };
}
