import type { Tx } from '../../platform/db';
import { defineEvent } from '../../platform/events';
import type { UnitId } from '../../platform/scope';
import type { LinkContext } from '../tenancy';

/**
 * A user asked for access to a catalog report: the unit's administrators have work waiting.
 * Emitted inside the transaction that stored the request; listeners write in `tx`.
 */
export const catalogAccessRequested = defineEvent<{
  tx: Tx;
  companyId: UnitId;
  reportId: number;
  requesterUserId: number;
  /** The request that asked: links in what is sent use its scheme and port. */
  links: LinkContext;
}>('catalog.access-requested');

/** An administrator granted or denied a catalog request: the requester hears the answer. */
export const catalogAccessAnswered = defineEvent<{
  tx: Tx;
  companyId: UnitId;
  reportId: number;
  requesterUserId: number;
  answererUserId: number;
  granted: boolean;
  /** The reason of a denial, as the administrator wrote it. */
  reason: string | null;
  links: LinkContext;
}>('catalog.access-answered');
