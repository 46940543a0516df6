import { isCompanyAdmin } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** Report-provider accounts and embedded workspaces belong to a unit: its admin manages them. */
export const providerPolicy = {
  manage: (scope: Scope) => isCompanyAdmin(scope) && scope.companyId !== null,
} as const;
