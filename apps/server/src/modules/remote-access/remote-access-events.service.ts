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

/**
 * A remote access request was answered: the one who asked hears it (a partner by e-mail, as it
 * has no inbox in the unit; an administrator who asked to act as a user in the unit's bell too).
 * Emitted inside the transaction that stored the answer; listeners write in `tx`.
 */
export const remoteAccessAnswered = defineEvent<{
  tx: Tx;
  companyId: UnitId;
  requesterUserId: number;
  /** The user asked, when an administrator asked to act as them. */
  targetUserId: number | null;
  authorized: boolean;
  /** A refusal's reason, when one was given. */
  reason: string | null;
  links: LinkContext;
}>('remote-access.answered');
