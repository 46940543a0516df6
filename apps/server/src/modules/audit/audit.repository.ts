import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TAuditEvent, TAuditPage, TAuditQuery } from '@mirante/contracts';
import { auditEvents, companies } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { AUDIT_READERS } from './audit.policy';
import { likeContains } from '../../platform/sql';

/** The records the scope may read: its unit's, its partner's units' and own, or all. */
function tenantFilter(scope: Scope): SQL | undefined {
  const reach = AUDIT_READERS[scope.profile];
  if (reach === 'all') return undefined;
  if (reach === 'company') return eq(auditEvents.companyId, scope.companyId ?? -1);
  if (reach === 'partner') {
    const partnerId = scope.partnerId ?? -1;
    const units = sql`(select ${companies.id} from ${companies} where ${companies.partnerId} = ${partnerId})`;
    return or(inArray(auditEvents.companyId, units), eq(auditEvents.partnerId, partnerId));
  }
  return sql`false`;
}

/** One page of the audit trail, newest first, filtered by event, outcome and e-mail. */
export async function listAuditEvents(db: Db, scope: Scope, query: TAuditQuery): Promise<TAuditPage> {
  const where = and(
    tenantFilter(scope),
    query.event ? eq(auditEvents.event, query.event) : undefined,
    query.outcome ? eq(auditEvents.outcome, query.outcome) : undefined,
    query.search ? ilike(auditEvents.email, likeContains(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(where),
  ]);
  const data: TAuditEvent[] = rows.map((row) => ({
    id: row.id,
    event: row.event,
    outcome: row.outcome,
    user_id: row.userId,
    actor_user_id: row.actorUserId,
    email: row.email,
    company_id: row.companyId,
    partner_id: row.partnerId,
    ip: row.ip,
    user_agent: row.userAgent,
    details: (row.details ?? {}) as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
  }));
  return { data, page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}
