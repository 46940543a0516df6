import {
  DEFAULT_COMPANY_CONFIG,
  defaultLandingPath,
  type TCompanyConfig,
  unitHomePath,
  ZCompanyConfig,
} from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { memoByKey } from '../../platform/memo';
import type { Scope, UnitId } from '../../platform/scope';
import { findCompanySettingsText } from './identity-config.repository';

// The unit's settings as every way in and every screen reads them (the config module writes them).

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

/** Forgets the configuration read with `scope`: the request itself just changed the settings. */
export function forgetScopeConfig(scope: Scope): void {
  scope.unitConfig = undefined;
}

/** The configuration of the caller's unit: the one read with the session, else from the database. */
export function unitConfigOf(db: Db, scope: Scope, companyId: UnitId): Promise<TCompanyConfig> {
  const known = scope.companyId === companyId ? scope.unitConfig : undefined;
  return known ? Promise.resolve(known) : getCompanyConfig(db, companyId);
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
