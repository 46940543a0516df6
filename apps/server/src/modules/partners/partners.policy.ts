import { isOperator } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** Only the operator manages partners, and only those under its own operator record. */
export const partnerPolicy = {
  list: (scope: Scope) => isOperator(scope) && scope.partnerId !== null,
  manage: (scope: Scope) => isOperator(scope) && scope.partnerId !== null,
} as const;
