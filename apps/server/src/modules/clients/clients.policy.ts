import { isOperator } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** The operator manages the clients of all its partners (masters register theirs elsewhere). */
export const clientPolicy = {
  manage: (scope: Scope) => isOperator(scope) && scope.partnerId !== null,
} as const;
