import { insertAuditEvent, insertAuditEvents } from './audit.repository';
import type { Db, Tx } from './db';
import type { Scope } from './scope';

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

/**
 * Records a change with the transaction that makes it (`tx`), so the record and the change are
 * stored together or not at all.
 */
export async function recordAudit(tx: Tx, input: AuditInput): Promise<void> {
  await insertAuditEvent(tx, rowOf(input));
}

/** Records several changes with the transaction that makes them: a row each. */
export async function recordAudits(tx: Tx, inputs: AuditInput[]): Promise<void> {
  if (inputs.length > 0) await insertAuditEvents(tx, inputs.map(rowOf));
}

/**
 * Records something that wrote nothing else (a refusal, a failed sign-in, the outcome of a
 * request): a row of its own.
 */
export async function recordEvent(db: Db, input: AuditInput): Promise<void> {
  await insertAuditEvent(db, rowOf(input));
}

function rowOf(input: AuditInput) {
  return {
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
  };
}

/**
 * The fields of a successful change made by the caller: the session's user, the partner's user
 * acting through it when the session is impersonated, and the unit.
 */
export function successBy(
  scope: Scope,
): Required<Pick<AuditInput, 'outcome' | 'userId' | 'actorUserId' | 'companyId'>> {
  return {
    outcome: 'success',
    userId: scope.userId,
    actorUserId: scope.impersonatorUserId,
    companyId: scope.companyId,
  };
}
