import type { Profile } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { hasProfile } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import { contactClientOf, findCallerBillingRoles } from '../identity';

/**
 * Whose invoices a caller reads: the operator those of every client of its partners, a partner
 * those of its own clients, a client's contact those of its client.
 */
export type BillingReach =
  | { kind: 'operator'; operatorId: number }
  | { kind: 'partner'; partnerId: number }
  | { kind: 'client'; clientId: number };

export const BILLING_VIEWERS = ['a2m', 'master'] as const satisfies readonly Profile[];

/** The reach of an operator or partner; null when its session lacks the tenant. */
export function billingReachOf(scope: Scope): BillingReach | null {
  if (!scope.partnerId) return null;
  if (scope.profile === 'a2m') return { kind: 'operator', operatorId: scope.partnerId };
  if (scope.profile === 'master') return { kind: 'partner', partnerId: scope.partnerId };
  return null;
}

const inReach = (scope: Scope) => billingReachOf(scope) !== null;

/**
 * The operator issues the invoices (it closes months, changes and mails them); a partner reads
 * those of its clients, and changes and mails them when its user is a billing administrator; a
 * unit's user marked as its client's contact reads the client's invoices.
 */
export const billingPolicy = {
  view: (scope: Scope) => hasProfile(...BILLING_VIEWERS)(scope) && inReach(scope),
  /** Route level; a partner's user must also be a billing administrator (canManageBilling). */
  manage: (scope: Scope) => hasProfile(...BILLING_VIEWERS)(scope) && inReach(scope),
  close: (scope: Scope) => hasProfile('a2m')(scope) && inReach(scope),
  /** Route level; the membership must also be its client's contact (clientReachOf). */
  contact: (scope: Scope) => hasProfile('admin', 'user')(scope) && scope.companyId !== null,
} as const;

/** Whether the caller changes and mails invoices: the operator, or a partner's billing administrator. */
export async function canManageBilling(db: Db, scope: Scope): Promise<boolean> {
  if (!inReach(scope)) return false;
  if (scope.profile === 'a2m') return true;
  // A partner acting through a unit session is not here (its profile is admin or user).
  return (
    scope.profile === 'master' &&
    !scope.impersonatorUserId &&
    Boolean((await findCallerBillingRoles(db, scope))?.billingAdmin)
  );
}

export async function assertCanManageBilling(db: Db, scope: Scope): Promise<void> {
  if (!(await canManageBilling(db, scope))) throw new AppError('no_functionality_access');
}

/** The client whose invoices a unit's user reads as its contact; 403 for anyone else. */
export async function clientReachOf(db: Db, scope: Scope): Promise<BillingReach> {
  const clientId = await contactClientOf(db, scope);
  if (clientId === null) throw new AppError('no_functionality_access');
  return { kind: 'client', clientId };
}
