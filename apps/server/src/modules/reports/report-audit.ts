import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';

/** Records a successful change to reports or their groups, with both identities when switched. */
export function auditReports(db: Db) {
  return (scope: Scope, event: string, details: Record<string, unknown>) =>
    recordAudit(db, {
      event,
      outcome: 'success',
      userId: scope.userId,
      actorUserId: scope.impersonatorUserId,
      companyId: scope.companyId,
      details,
    });
}
