import type { Tx } from '../../platform/db';
import { defineEvent } from '../../platform/events';
import type { UnitId } from '../../platform/scope';
import type { LinkContext } from '../tenancy';

/**
 * Someone asked to enter a unit remotely and waits for an answer: the unit's administrators (a
 * partner's request) or the one user asked (an administrator acting as them). Emitted inside
 * the transaction that stored the request; listeners write in `tx`.
 */
export const remoteAccessRequested = defineEvent<{
  tx: Tx;
  companyId: UnitId;
  requesterUserId: number;
  /** The user asked, when an administrator asks to act as them; else the unit's administrators answer. */
  targetUserId: number | null;
  links: LinkContext;
}>('remote-access.requested');
