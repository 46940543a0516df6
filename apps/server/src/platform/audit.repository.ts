import { auditEvents } from '../db/schema';
import type { Db, Tx } from './db';

/** Appends one row to the audit trail, in the caller's transaction when given one. */
export async function insertAuditEvent(db: Db | Tx, values: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(values);
}
