import {
  DEFAULT_COMPANY_CONFIG,
  defaultLandingPath,
  isPartnerProfile,
  playlistViewPath,
  type TCompanyConfig,
  type TGetConfigResponse,
  unitHomePath,
  ZCompanyConfig,
} from '@mirante/contracts';
import { crossingRead } from '../../platform/db-reach';
import type { Db, Tx } from '../../platform/db';
import { memoByKey } from '../../platform/memo';
import type { UnitMailSource } from '../../platform/mail';
import { type Scope, scopeCacheKey, sessionDependencies, type UnitId } from '../../platform/scope';
import { readThrough, scopeGeneration } from '../../platform/tagged-cache';
import { listCompaniesOfPartner, listCompaniesOfUser } from '../identity';
import { mayReadMfaMaster } from '../mfa';
import { findSessionById } from '../switching';
import {
  clearHomeReport,
  findCompanySettingsText,
  findSealedMailPassword,
  findSessionContext,
} from './config.repository';

export { insertCompanySettings } from './config.repository';

/**
 * A company's configuration with every default of spec §3 applied. Settings stored by an
 * older version that no longer validate fall back field by field to the defaults.
 */
export async function getCompanyConfig(db: Db, companyId: UnitId): Promise<TCompanyConfig> {
  return configOfSettingsText(await findCompanySettingsText(db, companyId));
}

function parseCompanyConfig(stored: unknown): TCompanyConfig {
  const parsed = ZCompanyConfig.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const config: Record<string, unknown> = { ...DEFAULT_COMPANY_CONFIG };
  for (const key of Object.keys(ZCompanyConfig.shape) as (keyof TCompanyConfig)[]) {
    const field = ZCompanyConfig.shape[key].safeParse(raw[key]);
    if (field.success) config[key] = field.data;
  }
  return config as TCompanyConfig;
}

// Parsed configurations by the exact stored text. The text is read from the database on every
// call, so a change (made on any instance) is seen at once: this only spares validating the
// same settings again. Entries are never stale, only dropped when there are too many.
const parsedSettings = memoByKey(500, (text) =>
  Object.freeze(parseCompanyConfig(text === '' ? undefined : JSON.parse(text))),
);

/** The configuration of a unit's stored settings text (null: the unit has none yet). */
export function configOfSettingsText(text: string | null): TCompanyConfig {
  return parsedSettings(text ?? '');
}

// The unit's configuration as read with the caller's session, for the rest of that same request.
const configOfRequestScope = new WeakMap<Scope, TCompanyConfig>();

/** Keeps the unit configuration read while resolving `scope`, for the request it belongs to. */
export function rememberScopeConfig(scope: Scope, config: TCompanyConfig): void {
  configOfRequestScope.set(scope, config);
}

/** Forgets the configuration read with `scope`: the request itself just changed the settings. */
export function forgetScopeConfig(scope: Scope): void {
  configOfRequestScope.delete(scope);
}

/** The configuration of the caller's unit: the one read with the session, else from the database. */
export function unitConfigOf(db: Db, scope: Scope, companyId: UnitId): Promise<TCompanyConfig> {
  const known = scope.companyId === companyId ? configOfRequestScope.get(scope) : undefined;
  return known ? Promise.resolve(known) : getCompanyConfig(db, companyId);
}

/** The units' own mail settings, as the mailer reads them. */
export function unitMailSource(db: Db): UnitMailSource {
  return {
    config: (companyId) => getCompanyConfig(db, companyId),
    sealedPassword: (companyId) => findSealedMailPassword(db, companyId),
  };
}

/**
 * Where a signed-in profile should land: the user's own home page (home page selection), else
 * the unit's home (its home report while one is set, else its home page; unitHomePath), else the
 * profile's default.
 */
export function intendedPath(
  scope: Pick<Scope, 'profile'>,
  config: TCompanyConfig,
  userHomePage?: string | null,
): string {
  if (scope.profile === 'a2m') return defaultLandingPath('a2m');
  return userHomePage || unitHomePath(config) || defaultLandingPath(scope.profile);
}

/** The unit's home report is deleted: the unit has none any more (in the deleting transaction). */
export function forgetHomeReport(tx: Tx, companyId: UnitId, reportId: number): Promise<void> {
  return clearHomeReport(tx, companyId, reportId);
}

/** How many sessions up the origin chain a partner's session may be (partner → admin → user). */
const MAX_ORIGIN_HOPS = 4;

/**
 * Whether a partner is acting inside a unit in this session, and as what: the session, or one of
 * the sessions it was opened from, was opened by a partner's (master) session. An admin acting as
 * one of the unit's users is not a partner.
 */
export async function partnerAccessOf(
  db: Db,
  scope: Scope,
): Promise<TGetConfigResponse['partner_access_remote']> {
  const none = {
    is_partner_with_admin_company: false,
    is_partner_admin: false,
    is_partner_user: false,
  };
  if (isPartnerProfile(scope.profile)) return { ...none, partner_id: scope.partnerId };
  let originId = scope.impersonatorUserId === null ? null : scope.originSessionId;
  for (let hop = 0; originId !== null && hop < MAX_ORIGIN_HOPS; hop += 1) {
    // The origin sessions belong to the partner acting here, not to this unit: read past it.
    const id = originId;
    const origin = await crossingRead(db, (reader) => findSessionById(reader, id));
    if (!origin) break;
    if (origin.profile === 'master') {
      return {
        is_partner_with_admin_company: true,
        is_partner_admin: scope.profile === 'admin',
        is_partner_user: scope.profile === 'user',
        partner_id: origin.partnerId,
      };
    }
    originId = origin.impersonatorUserId === null ? null : origin.originSessionId;
  }
  return { ...none, partner_id: null };
}

/**
 * Whether the profile questionnaire opens after this sign-in: never for someone acting as the
 * user; when the user was asked to answer it; or, while the unit asks new members
 * (questionario_perfil), on the first sign-in of a user who has not answered it.
 */
function questionnaireDue(scope: Scope, config: TCompanyConfig, user: SessionContext | undefined): boolean {
  if (!user || scope.impersonatorUserId !== null || scope.companyId === null) return false;
  if (user.questionnaireAnsweredAt) return false;
  if (user.showQuestionnaire) return true;
  if (config.questionario_perfil !== 'S') return false;
  return !user.hasEarlierOwnSession;
}

type SessionContext = NonNullable<Awaited<ReturnType<typeof findSessionContext>>>;

/**
 * The configuration the browser keeps in `bi:config` for this session. An instance keeps its
 * answer per session until the change feed announces a change to the session, the account, its
 * memberships, its unit's settings or any unit (the list of units to switch to).
 */
export async function getSessionConfig(db: Db, scope: Scope): Promise<TGetConfigResponse> {
  return readThrough(
    db,
    'session-config',
    scopeCacheKey(scope),
    [...sessionDependencies(scope), 'companies'],
    () => buildSessionConfig(db, scope),
    undefined,
    scopeGeneration(scope),
  );
}

async function buildSessionConfig(db: Db, scope: Scope): Promise<TGetConfigResponse> {
  // Read before any query starts: a throw while the list is built would orphan the first one.
  const { companyId, userId, profile, partnerId, sessionId } = scope;
  const [config, companies, user, partnerAccess] = await Promise.all([
    companyId ? unitConfigOf(db, scope, companyId) : Promise.resolve(DEFAULT_COMPANY_CONFIG),
    companyId
      ? listCompaniesOfUser(db, userId)
      : profile === 'master' && partnerId
        ? listCompaniesOfPartner(db, partnerId)
        : Promise.resolve([]),
    findSessionContext(db, { userId, sessionId, companyId }),
    partnerAccessOf(db, scope),
  ]);
  // A TV screen stays on its playlist: it switches nothing and embeds nothing else.
  if (scope.playlistId) {
    return {
      ...config,
      token_embedded: 'N',
      mfa_master: null,
      companies: [],
      intended: playlistViewPath(scope.playlistId),
      show_questionario_perfil: false,
      partner_access_remote: {
        is_partner_with_admin_company: false,
        is_partner_admin: false,
        is_partner_user: false,
        partner_id: null,
      },
      allow_add_reports: false,
    };
  }
  return {
    ...config,
    mfa_master: mayReadMfaMaster(scope, config) ? config.mfa_master : null,
    companies,
    intended: intendedPath(scope, config, user?.homePage),
    show_questionario_perfil: questionnaireDue(scope, config, user),
    partner_access_remote: partnerAccess,
    allow_add_reports: user?.allowAddReports ?? false,
  };
}
