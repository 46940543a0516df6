import {
  DOMAIN_FEE_CURRENCY,
  type TDomainBilling,
  type TDomainFee,
  type TUnitDomain,
  type TUnitDomainPage,
  type ZUnitDomainListQuery,
} from '@mirante/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, trustedUnitId } from '../../platform/scope';
import { recordAudit, successBy } from '../../platform/audit';
import { findSubdomainHolder, setCompanyAddress } from '../companies';
import { type DomainReach, domainPolicy } from './domains.policy';
import {
  endRegistrations,
  findDomainOwner,
  findUnitDomain,
  insertRegistration,
  listActiveCharges,
  listUnitDomains,
  lockCompany,
  readDomainFee,
  writeDomainFee,
} from './domains.repository';
import { isUniqueViolation } from '../../platform/sql';

const domainTaken = () => new AppError('domain_exists', { errors: { domain: ['domain_exists'] } });
const subdomainTaken = () =>
  new AppError('subdomain_exists', { errors: { subdomain: ['subdomain_exists'] } });

/** The units in reach with their addresses, and what the caller may change on the screen. */
export async function listDomainsFor(opts: {
  db: Db;
  scope: Scope;
  reach: DomainReach;
  query: z.output<typeof ZUnitDomainListQuery>;
  baseDomain: string;
}): Promise<TUnitDomainPage> {
  const page = await listUnitDomains(opts.db, opts.reach, opts.query);
  return {
    ...page,
    base_domain: opts.baseDomain,
    policies: { manage: domainPolicy.manage(opts.scope), set_fee: domainPolicy.setFee(opts.scope) },
  };
}

export async function getUnitDomain(db: Db, reach: DomainReach, id: number): Promise<TUnitDomain> {
  const unit = await findUnitDomain(db, reach, id);
  if (!unit) throw new AppError('not_found');
  return unit;
}

/**
 * The platform's own host and its subdomains are not a unit's custom domain: they would be
 * read as the platform or as a subdomain before the domain was ever looked at.
 */
function assertOutsidePlatform(domain: string, baseDomain: string) {
  const base = baseDomain.toLowerCase();
  if (domain === base || domain.endsWith(`.${base}`)) {
    throw new AppError('validation_failed', { errors: { domain: ['field_invalid'] } });
  }
}

/** Moves a unit to another subdomain of the platform domain; its users sign in there from now on. */
export async function changeSubdomain({
  db,
  scope,
  reach,
  id,
  subdomain,
}: {
  db: Db;
  scope: Scope;
  reach: DomainReach;
  id: number;
  subdomain: string;
}): Promise<TUnitDomain> {
  const unit = await getUnitDomain(db, reach, id);
  if (unit.subdomain === subdomain) return unit;
  const taken = await findSubdomainHolder(db, subdomain);
  if (taken && taken.id !== id) throw subdomainTaken();
  try {
    await db.transaction(async (tx) => {
      await setCompanyAddress(tx, id, { subdomain });
      await audit(tx, scope, 'domain.subdomain_changed', id, { from: unit.subdomain, to: subdomain });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw subdomainTaken();
    throw error;
  }
  return getUnitDomain(db, reach, id);
}

/**
 * Gives a unit a custom domain, in one transaction: the unit's domain, the end of the
 * registration of a domain it replaces, and a registration charged the platform fee in force
 * now (later fee changes do not touch it). Registering the domain it already has changes nothing.
 */
export async function registerDomain({
  db,
  scope,
  reach,
  id,
  domain,
  baseDomain,
}: {
  db: Db;
  scope: Scope;
  reach: DomainReach;
  id: number;
  domain: string;
  baseDomain: string;
}): Promise<TUnitDomain> {
  const unit = await getUnitDomain(db, reach, id);
  assertOutsidePlatform(domain, baseDomain);
  if (unit.domain?.toLowerCase() === domain && unit.registration) return unit;
  try {
    // A unit getUnitDomain found within the caller's reach.
    const unitId = trustedUnitId(id);
    await db.transaction(async (tx) => {
      await lockCompany(tx, id);
      if (await findDomainOwner(tx, domain, id)) throw domainTaken();
      await endRegistrations(tx, unitId);
      await setCompanyAddress(tx, id, { domain });
      const fee = (await readDomainFee(tx)).monthly_fee_cents;
      await insertRegistration(tx, {
        companyId: unitId,
        domain,
        monthlyFeeCents: fee,
        currency: DOMAIN_FEE_CURRENCY,
      });
      await audit(tx, scope, 'domain.registered', id, {
        domain,
        replaced: unit.domain,
        monthly_fee_cents: fee,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw domainTaken();
    throw error;
  }
  return getUnitDomain(db, reach, id);
}

/** Takes the custom domain off a unit and ends its registration (and so its charge) at once. */
export async function removeDomain({
  db,
  scope,
  reach,
  id,
}: {
  db: Db;
  scope: Scope;
  reach: DomainReach;
  id: number;
}): Promise<TUnitDomain> {
  const unit = await getUnitDomain(db, reach, id);
  if (!unit.domain) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    await lockCompany(tx, id);
    // A unit getUnitDomain found within the caller's reach.
    await endRegistrations(tx, trustedUnitId(id));
    await setCompanyAddress(tx, id, { domain: null });
    await audit(tx, scope, 'domain.removed', id, { domain: unit.domain });
  });
  return getUnitDomain(db, reach, id);
}

export function getDomainFee(db: Db): Promise<TDomainFee> {
  return readDomainFee(db);
}

/** Sets the fee new registrations are charged; registrations already made keep theirs. */
export async function setDomainFee(db: Db, scope: Scope, cents: number): Promise<TDomainFee> {
  await db.transaction(async (tx) => {
    const before = await readDomainFee(tx);
    await writeDomainFee(tx, cents);
    await audit(tx, scope, 'domain.fee_changed', null, { from: before.monthly_fee_cents, to: cents });
  });
  return readDomainFee(db);
}

/** The extra monthly charge of the custom domains in reach: each one, per partner and in all. */
export async function getDomainBilling(db: Db, reach: DomainReach): Promise<TDomainBilling> {
  const registrations = await listActiveCharges(db, reach);
  const byPartner = new Map<number, TDomainBilling['partners'][number]>();
  for (const r of registrations) {
    const entry = byPartner.get(r.partner_id) ?? {
      partner_id: r.partner_id,
      partner_name: r.partner_name,
      domains: 0,
      monthly_total_cents: 0,
    };
    entry.domains += 1;
    entry.monthly_total_cents += r.monthly_fee_cents;
    byPartner.set(r.partner_id, entry);
  }
  return {
    registrations,
    partners: [...byPartner.values()],
    monthly_total_cents: registrations.reduce((sum, r) => sum + r.monthly_fee_cents, 0),
    currency: DOMAIN_FEE_CURRENCY,
  };
}

/** A change to a unit's addresses (or to the fee), recorded with the transaction that makes it. */
function audit(
  tx: Tx,
  scope: Scope,
  event: string,
  companyId: number | null,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, { ...successBy(scope), event, companyId, partnerId: scope.partnerId, details });
}
