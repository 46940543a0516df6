import { auditEvents } from '../db/schema';
import type { Db, Tx } from './db';

/** Appends one row to the audit trail, in the caller's transaction when given one. */
export async function insertAuditEvent(db: Db | Tx, values: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(values);
}

/** Appends rows to the audit trail in one statement per thousand, in the caller's transaction. */
export async function insertAuditEvents(tx: Tx, rows: (typeof auditEvents.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(auditEvents).values(rows.slice(i, i + 1000));
}
