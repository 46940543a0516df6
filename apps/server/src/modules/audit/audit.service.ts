import { auditEvents } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

export interface AuditInput {
  /** What happened: `login`, `logout`, `switch_company`, `switch_partner`, ... */
  event: string;
  /** `success` or the catalogued error code of the failure. */
  outcome: string;
  userId?: number | null;
  /** The partner's user when acting through an impersonated session. */
  actorUserId?: number | null;
  email?: string | null;
  companyId?: number | null;
  partnerId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one audit record. Never throws: a failing audit write is logged by the caller's log. */
export async function recordAudit(db: Db | Tx, input: AuditInput): Promise<void> {
  await db.insert(auditEvents).values({
    event: input.event,
    outcome: input.outcome,
    userId: input.userId ?? null,
    actorUserId: input.actorUserId ?? null,
    email: input.email?.slice(0, 254) ?? null,
    companyId: input.companyId ?? null,
    partnerId: input.partnerId ?? null,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    details: input.details ?? {},
  });
}
