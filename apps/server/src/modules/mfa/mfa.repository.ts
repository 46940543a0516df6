import { eq } from 'drizzle-orm';
import { companies, memberships } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

/** Every membership of a user, with the partner of each business unit. */
export async function listMembershipsOfUser(db: Db | Tx, userId: number) {
  return db
    .select({
      profile: memberships.profile,
      companyId: memberships.companyId,
      partnerId: memberships.partnerId,
      companyPartnerId: companies.partnerId,
    })
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId));
}
