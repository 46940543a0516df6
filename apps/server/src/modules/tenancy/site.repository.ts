import { sql } from 'drizzle-orm';
import { companies } from '../../db/schema';
import type { Db } from '../../platform/db';

/** The active, live unit a host names: by its platform subdomain, or by its own domain. */
export async function findUnitIdByHost(
  db: Db,
  host: { subdomain: string } | { domain: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      'subdomain' in host
        ? sql`lower(${companies.subdomain}) = ${host.subdomain} and ${companies.active} and ${companies.deletedAt} is null`
        : sql`lower(${companies.domain}) = ${host.domain} and ${companies.active} and ${companies.deletedAt} is null`,
    )
    .limit(1);
  return row?.id;
}
