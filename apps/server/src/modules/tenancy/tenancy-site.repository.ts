import { sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';

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

/** The hosts a unit answers on: its own domain, if any, and its platform subdomain. */
export async function findUnitHosts(
  db: Db | Tx,
  companyId: number,
): Promise<{ domain: string | null; subdomain: string | null } | undefined> {
  const [row] = await db
    .select({ domain: companies.domain, subdomain: companies.subdomain })
    .from(companies)
    .where(sql`${companies.id} = ${companyId}`)
    .limit(1);
  return row;
}
