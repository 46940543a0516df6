import { hasProfile, isCompanyAdmin } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

const inUnit = (scope: Scope) => scope.companyId !== null;

/**
 * Playlists belong to a unit: its admin manages them and their TV devices. Admins and users
 * watch them; a user sees a playlist when at least one of its reports is visible to them, and
 * its view shows only those reports.
 */
export const playlistPolicy = {
  manage: (scope: Scope) => isCompanyAdmin(scope) && inUnit(scope),
  watch: (scope: Scope) => hasProfile('admin', 'user')(scope) && inUnit(scope),
} as const;
