import type { Db } from '../../platform/db';
import { hostName, resolveSite } from './tenancy-site.service';

/** The hosts a unit answers on: its custom domain and its subdomain of the platform domain. */
export function unitHosts(
  company: { domain: string | null; subdomain: string | null },
  baseDomain: string,
): string[] {
  const hosts: string[] = [];
  if (company.domain) hosts.push(company.domain.trim().toLowerCase());
  if (company.subdomain) hosts.push(`${company.subdomain.trim().toLowerCase()}.${baseDomain.toLowerCase()}`);
  return hosts;
}

/** The `:port` of a Host header, if it names one (kept so a switch stays on the same port). */
function portOf(hostHeader: string | undefined): string {
  const match = /:(\d{1,5})$/.exec((hostHeader ?? '').trim());
  return match ? `:${match[1]}` : '';
}

/**
 * The address of a unit's own domain (its custom domain, with the request's port), where a
 * sign-in made on the platform's address continues; null for a unit without one.
 */
export function ownDomainAddress(
  company: { domain: string | null },
  hostHeader: string | undefined,
): string | null {
  const domain = company.domain?.trim().toLowerCase();
  return domain ? `${domain}${portOf(hostHeader)}` : null;
}

/**
 * Where the browser must go to work in `company`, or null when it may stay where it is: on the
 * platform host (and localhost) every unit is reachable, while a unit's own host only serves
 * that unit. The answer keeps the request's port, so local and test setups keep working.
 */
export async function hostToSwitchTo({
  db,
  hostHeader,
  baseDomain,
  company,
}: {
  db: Db;
  hostHeader: string | undefined;
  baseDomain: string;
  company: { domain: string | null; subdomain: string | null };
}): Promise<string | null> {
  const site = await resolveSite(db, hostHeader, baseDomain);
  if (site.kind === 'platform') return null;
  const hosts = unitHosts(company, baseDomain);
  const current = hostName(hostHeader);
  // A unit with no host of its own can only be served where the user already is.
  if (hosts.length === 0 || hosts.includes(current)) return null;
  return `${hosts[0]}${portOf(hostHeader)}`;
}
