import type { TTicketPolicies, TicketStatus } from '@mirante/contracts';
import { hasProfile } from '../../platform/policy';
import type { Scope, UnitId } from '../../platform/scope';

/**
 * Who reaches which tickets. A unit's user reaches the tickets they opened, or every ticket of
 * the unit when they are a support agent; a unit's admin the unit's; a partner (master) its
 * units'; the operator (a2m) the units of its partners. Everything else is not found.
 */
export type TicketReach =
  | { kind: 'own'; companyId: UnitId; userId: number }
  | { kind: 'unit'; companyId: UnitId }
  | { kind: 'partner'; partnerId: number }
  | { kind: 'operator'; operatorId: number };

/** The side that answers tickets sees internal notes: everyone but a requester on their own. */
export function isSupportSide(reach: TicketReach): boolean {
  return reach.kind !== 'own';
}

const unitMember = (scope: Scope) => hasProfile('admin', 'user')(scope) && scope.companyId !== null;
const partnerSide = (scope: Scope) => hasProfile('master', 'a2m')(scope) && scope.partnerId !== null;

/** Route policies: who may call each help-desk route at all (records are checked by the service). */
export const helpDeskPolicy = {
  /** Lists, tickets, their thread, status and files; what one ticket allows is decided on its row. */
  use: (scope: Scope) => unitMember(scope) || partnerSide(scope),
  /** Opening a ticket belongs to a unit's members. */
  open: unitMember,
} as const;

/** What the caller may do on one ticket, sent with it so the screen need not work it out. */
export function ticketPolicies(
  reach: TicketReach,
  ticket: { status: TicketStatus; openedBy: number | null },
  userId: number,
): TTicketPolicies {
  const support = isSupportSide(reach);
  const opener = ticket.openedBy === userId;
  return {
    answer: true,
    internal_notes: support,
    set_ongoing: support && ticket.status === 'open',
    solve: (support || opener) && ticket.status !== 'solved',
    edit: support,
    attach: true,
  };
}
