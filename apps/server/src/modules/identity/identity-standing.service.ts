import { userStatusFromCode } from '@mirante/contracts';
import { AppError } from '../../platform/errors';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { findCallerBillingRoles } from './identity-billing-roles.repository';

/** A person's standing in the unit of a membership, which every way in checks. */
export interface MembershipStanding {
  /** A, B, I or T (spec §3). */
  status: string;
  deactivatedAt: Date | null;
  /** The end of the unit's trial period, if it has one (test users sign in only before it). */
  trialEndsAt: Date | null;
}

export type MembershipRefusal = 'user_deactivated' | 'user_blocked' | 'user_inactive' | 'test_period_ended';

/**
 * Why a person may not enter through a membership, or null: their standing in that unit, which
 * its admins set (deactivated, blocked, inactive, or a test user outside the unit's trial period).
 */
export function membershipRefusal(m: MembershipStanding, now: Date = new Date()): MembershipRefusal | null {
  if (m.deactivatedAt) return 'user_deactivated';
  const status = userStatusFromCode(m.status);
  if (status === 'blocked') return 'user_blocked';
  if (status === 'inactive') return 'user_inactive';
  // A test user exists for the unit's trial: without one, or once it is over, they stay out.
  if (status === 'test' && (!m.trialEndsAt || m.trialEndsAt.getTime() < now.getTime())) {
    return 'test_period_ended';
  }
  return null;
}

/** Throws the refusal of a membership's standing (see membershipRefusal). */
export function assertMembershipMayEnter(m: MembershipStanding, now: Date = new Date()): void {
  const refusal = membershipRefusal(m, now);
  if (refusal) throw new AppError(refusal);
}

/**
 * The client whose contact the caller is (a unit's admin or user in its own session, marked as
 * its client's contact: it reads the client's invoices on the billing screens), else null.
 */
export async function contactClientOf(db: Db, scope: Scope): Promise<number | null> {
  if (scope.profile !== 'admin' && scope.profile !== 'user') return null;
  if (scope.companyId === null || scope.impersonatorUserId) return null;
  const row = await findCallerBillingRoles(db, scope);
  return row?.clientContact && row.clientId ? row.clientId : null;
}

/** Whether the caller is its client's contact (see contactClientOf). */
export async function isClientContact(db: Db, scope: Scope): Promise<boolean> {
  return (await contactClientOf(db, scope)) !== null;
}
