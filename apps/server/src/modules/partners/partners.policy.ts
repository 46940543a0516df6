import { isOperator } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** Only the operator manages partners. */
export const partnerPolicy = {
  list: (scope: Scope) => isOperator(scope) && scope.partnerId !== null,
} as const;
