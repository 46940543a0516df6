import { and, eq, isNull, or } from 'drizzle-orm';
import { companies, memberships } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';

/** The caller's live membership in the session's partner or unit, with its billing roles and client. */
export async function findCallerBillingRoles(db: Db, scope: Scope) {
  const [row] = await db
    .select({
      billingAdmin: memberships.billingAdmin,
      clientContact: memberships.clientContact,
      clientId: companies.clientId,
    })
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, scope.userId),
        isNull(memberships.deletedAt),
        isNull(memberships.deactivatedAt),
        or(
          scope.companyId ? eq(memberships.companyId, scope.companyId) : undefined,
          scope.partnerId ? eq(memberships.partnerId, scope.partnerId) : undefined,
        ),
      ),
    )
    .limit(1);
  return row;
}
