import { hasProfile } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

const unitMember = (scope: Scope) => hasProfile('admin', 'user')(scope) && scope.companyId !== null;
/** The operator or a partner, on its own (not switched into a unit). */
const keeper = (scope: Scope) => hasProfile('a2m', 'master')(scope) && scope.partnerId !== null;

/**
 * Who reads and who keeps FAQ entries. A unit's members and partners read (spec §2 gives faq to
 * admin, master and user); the operator keeps the platform's entries and each partner those of its
 * units. A keeper only ever changes its own entries: another's are not found.
 */
export const faqPolicy = {
  read: (scope: Scope) => unitMember(scope) || (hasProfile('master')(scope) && scope.partnerId !== null),
  manage: keeper,
} as const satisfies Record<string, (scope: Scope) => boolean>;
