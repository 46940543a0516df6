import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import { companies } from '../../db/schema';
import type { Db } from '../../platform/db';

export type Site =
  | { kind: 'platform' }
  | { kind: 'company'; companyId: number; host: string }
  | { kind: 'unknown'; host: string };

/** The host name of a Host header: lower case, without port or trailing dot. */
export function hostName(hostHeader: string | undefined): string {
  const raw = (hostHeader ?? '').trim().toLowerCase();
  const withoutPort = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : raw.split(':')[0]!;
  return withoutPort.replace(/\.$/, '');
}

/**
 * Which business unit a request's host stands for: a subdomain of the platform domain or a
 * unit's custom domain. The platform domain itself, localhost and bare addresses are the
 * platform, where every account may sign in.
 */
export async function resolveSite(db: Db, hostHeader: string | undefined, baseDomain: string): Promise<Site> {
  const host = hostName(hostHeader);
  const base = baseDomain.toLowerCase();
  if (!host || host === base || host === 'localhost' || isIP(host.replace(/^\[|\]$/g, '')) !== 0) {
    return { kind: 'platform' };
  }
  const subdomain = host.endsWith(`.${base}`) ? host.slice(0, -(base.length + 1)) : null;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      subdomain !== null && !subdomain.includes('.')
        ? sql`lower(${companies.subdomain}) = ${subdomain} and ${companies.active} and ${companies.deletedAt} is null`
        : sql`lower(${companies.domain}) = ${host} and ${companies.active} and ${companies.deletedAt} is null`,
    )
    .limit(1);
  return row ? { kind: 'company', companyId: row.id, host } : { kind: 'unknown', host };
}
