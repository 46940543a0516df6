import type { Tx } from '../../platform/db';
import { defineEvent } from '../../platform/events';
import type { UnitId } from '../../platform/scope';
import type { LinkContext } from '../tenancy';

/**
 * A report of the unit entered maintenance (an admin's change). Emitted inside the transaction
 * that put it there; listeners write in `tx`.
 */
export const reportMaintenanceOpened = defineEvent<{
  tx: Tx;
  companyId: UnitId;
  reportId: number;
  senderUserId: number | null;
  /** The admin's request: links in what is sent use its scheme and port. */
  links: LinkContext;
}>('report.maintenance-opened');
