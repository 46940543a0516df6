import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { companies, memberships, partners } from '../../db/schema/index';
import type { Tx } from '../../platform/db';

/** A membership of the operator's tenants: a partner's user, or a user of one of their units. */
export async function findMembershipInReach(tx: Tx, operatorId: number, id: number) {
  const [row] = await tx
    .select({
      membership_id: memberships.id,
      user_id: memberships.userId,
      profile: memberships.profile,
      billing_admin: memberships.billingAdmin,
      client_contact: memberships.clientContact,
    })
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(partners, eq(partners.id, sql`coalesce(${memberships.partnerId}, ${companies.partnerId})`))
    .where(
      and(
        eq(memberships.id, id),
        isNull(memberships.deletedAt),
        eq(partners.parentId, operatorId),
        eq(partners.kind, 'partner'),
        // A unit's membership counts while the unit is not deleted.
        or(isNull(memberships.companyId), isNull(companies.deletedAt)),
      ),
    )
    .limit(1)
    .for('update', { of: memberships });
  return row;
}
