import {
  DEFAULT_COMPANY_CONFIG,
  isPartnerProfile,
  playlistViewPath,
  type TCompanyConfig,
  type TGetConfigResponse,
} from '@mirante/contracts';
import { crossingRead } from '../../platform/db-reach';
import type { Db, Tx } from '../../platform/db';
import type { UnitMailSource } from '../../platform/mail';
import { type Scope, scopeCacheKey, sessionDependencies, type UnitId } from '../../platform/scope';
import { readThrough, scopeGeneration } from '../../platform/tagged-cache';
import {
  listCompaniesOfPartner,
  listCompaniesOfUser,
  getCompanyConfig,
  intendedPath,
  unitConfigOf,
} from '../identity';
import { mayReadMfaMaster } from '../mfa';
import { findSessionById } from '../switching';
import { clearHomeReport, findSealedMailPassword, findSessionContext } from './config.repository';

export { insertCompanySettings } from './config.repository';

/** The units' own mail settings, as the mailer reads them. */
export function unitMailSource(db: Db): UnitMailSource {
  return {
    config: (companyId) => getCompanyConfig(db, companyId),
    sealedPassword: (companyId) => findSealedMailPassword(db, companyId),
  };
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
    () => [...sessionDependencies(scope), 'companies'],
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
