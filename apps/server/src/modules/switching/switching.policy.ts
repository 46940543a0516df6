import { hasProfile, isPartner } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** Who may switch how. Unit sessions change company or go back; partners enter their units. */
export const switchingPolicy = {
  changeCompany: hasProfile('admin', 'user'),
  enterUnit: (scope: Scope) => isPartner(scope) && scope.partnerId !== null,
  /** Only a switched session can go back; the service refuses an ordinary one (403). */
  backToPartner: hasProfile('admin', 'user'),
} as const;
