import { isIP } from 'node:net';
import type { Db } from '../../platform/db';
import { trustedUnitId, type UnitId } from '../../platform/scope';
import { findUnitIdByHost } from './tenancy-site.repository';

export type Site =
  | { kind: 'platform' }
  | { kind: 'company'; companyId: UnitId; host: string }
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
  const companyId = await findUnitIdByHost(
    db,
    subdomain !== null && !subdomain.includes('.') ? { subdomain } : { domain: host },
  );
  // The unit the request's host names: its public face (theme, sign-in) is read for it.
  return companyId !== undefined
    ? { kind: 'company', companyId: trustedUnitId(companyId), host }
    : { kind: 'unknown', host };
}
