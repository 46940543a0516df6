import type { preValidationAsyncHookHandler } from 'fastify';
import { authorize, hasProfile, isPartner } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** Who may switch how. Unit sessions change company or go back; partners enter their units. */
export const switchingPolicy = {
  changeCompany: hasProfile('admin', 'user'),
  enterUnit: (scope: Scope) => isPartner(scope) && scope.partnerId !== null,
  /** Only a switched session can go back; the service refuses an ordinary one (403). */
  backToPartner: hasProfile('admin', 'user'),
} as const;

/**
 * Checks the profile before the body is validated, so a profile without access gets its 403
 * rather than a field error about a body it should never have sent.
 */
export function requireAccess(allowed: (scope: Scope) => boolean): preValidationAsyncHookHandler {
  return async (request) => {
    authorize(request.scope, allowed);
  };
}
