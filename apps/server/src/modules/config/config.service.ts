import {
  DEFAULT_COMPANY_CONFIG,
  defaultLandingPath,
  type TCompanyConfig,
  type TGetConfigResponse,
  ZCompanyConfig,
} from '@mirante/contracts';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { listCompaniesOfPartner, listCompaniesOfUser } from '../companies/companies.repository';
import { mayReadMfaMaster } from '../mfa/mfa.policy';
import { findUserById } from '../users/users.repository';
import { findCompanySettings } from './config.repository';

/**
 * A company's configuration with every default of spec §3 applied. Settings stored by an
 * older version that no longer validate fall back field by field to the defaults.
 */
export async function getCompanyConfig(db: Db, companyId: number): Promise<TCompanyConfig> {
  const stored = await findCompanySettings(db, companyId);
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

/**
 * Where a signed-in profile should land: the user's own home page (home page selection), else
 * the company's, else the profile's default.
 */
export function intendedPath(
  scope: Pick<Scope, 'profile'>,
  config: TCompanyConfig,
  userHomePage?: string | null,
): string {
  if (scope.profile === 'a2m') return defaultLandingPath('a2m');
  return userHomePage || config.home_page || defaultLandingPath(scope.profile);
}

/** The configuration the browser keeps in `bi:config` for this session. */
export async function getSessionConfig(db: Db, scope: Scope): Promise<TGetConfigResponse> {
  const [config, companies, user] = await Promise.all([
    scope.companyId ? getCompanyConfig(db, scope.companyId) : Promise.resolve(DEFAULT_COMPANY_CONFIG),
    scope.companyId
      ? listCompaniesOfUser(db, scope.userId)
      : scope.profile === 'master' && scope.partnerId
        ? listCompaniesOfPartner(db, scope.partnerId)
        : Promise.resolve([]),
    findUserById(db, scope.userId),
  ]);
  return {
    ...config,
    mfa_master: mayReadMfaMaster(scope, config) ? config.mfa_master : null,
    companies,
    intended: intendedPath(scope, config, user?.homePage),
    show_questionario_perfil: user?.showQuestionnaire ?? false,
    partner_access_remote: {
      is_partner_with_admin_company: false,
      is_partner_admin: false,
      is_partner_user: false,
      partner_id: scope.partnerId,
    },
  };
}
