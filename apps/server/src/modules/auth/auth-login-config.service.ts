import type { TLoginConfigResponse, TSiteResponse } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { findCompanyById, getCompanyConfig, hasSamlSignIn } from '../identity';
import { resolveSite, type Site } from '../tenancy';
import { findActiveTheme } from '../themes';
import { unitAcceptsPasswords } from './auth-sign-in-ways.repository';

/** What a resolved site stands for, and whether single sign-on is offered there. */
async function describe(db: Db, site: Site): Promise<TSiteResponse> {
  if (site.kind === 'unknown') return { kind: site.kind, company: null, sso: false };
  if (site.kind === 'platform') return { kind: site.kind, company: null, sso: await hasSamlSignIn(db, null) };
  const [company, sso] = await Promise.all([
    findCompanyById(db, site.companyId),
    hasSamlSignIn(db, site.companyId),
  ]);
  return { kind: site.kind, company: company ? { id: company.id, name: company.name } : null, sso };
}

/** What the request's host stands for (`GET site`), and whether single sign-on is offered there. */
export async function describeSite(
  db: Db,
  host: string | undefined,
  baseDomain: string,
): Promise<TSiteResponse> {
  return describe(db, await resolveSite(db, host, baseDomain));
}

/**
 * The sign-in page's configuration for the request's host (`POST login/config`): the site, and
 * on a unit's address whether it accepts passwords and the theme it greets people with.
 */
export async function loginConfigFor(
  db: Db,
  host: string | undefined,
  baseDomain: string,
): Promise<TLoginConfigResponse> {
  const site = await resolveSite(db, host, baseDomain);
  if (site.kind !== 'company') {
    return { ...(await describe(db, site)), password: site.kind === 'platform', theme: null };
  }
  const [described, config, theme] = await Promise.all([
    describe(db, site),
    getCompanyConfig(db, site.companyId),
    findActiveTheme(db, site.companyId),
  ]);
  // Passwords are closed by the unit's settings or by single sign-on as its standard authentication.
  const password = await unitAcceptsPasswords(db, site.companyId, config);
  return { ...described, password, theme };
}
