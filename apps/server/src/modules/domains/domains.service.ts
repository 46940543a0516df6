import {
  DOMAIN_FEE_CURRENCY,
  type TDomainBilling,
  type TDomainFee,
  type TUnitDomain,
} from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import { findCompanyBySubdomain } from '../companies/companies.repository';
import type { DomainReach } from './domains.policy';
import {
  endRegistrations,
  findDomainOwner,
  findUnitDomain,
  insertRegistration,
  listActiveCharges,
  lockCompany,
  readDomainFee,
  setCompanyAddress,
  writeDomainFee,
} from './domains.repository';

/** A unique violation that slipped past the checks (two requests at once) is still a clash. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const domainTaken = () => new AppError('domain_exists', { errors: { domain: ['domain_exists'] } });
const subdomainTaken = () =>
  new AppError('subdomain_exists', { errors: { subdomain: ['subdomain_exists'] } });

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
  const taken = await findCompanyBySubdomain(db, subdomain);
  if (taken && taken.id !== id) throw subdomainTaken();
  try {
    await setCompanyAddress(db, id, { subdomain });
  } catch (error) {
    if (isUniqueViolation(error)) throw subdomainTaken();
    throw error;
  }
  await audit(db, scope, 'domain.subdomain_changed', id, { from: unit.subdomain, to: subdomain });
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
  let fee = 0;
  try {
    await db.transaction(async (tx) => {
      await lockCompany(tx, id);
      if (await findDomainOwner(tx, domain, id)) throw domainTaken();
      await endRegistrations(tx, id);
      await setCompanyAddress(tx, id, { domain });
      fee = (await readDomainFee(tx)).monthly_fee_cents;
      await insertRegistration(tx, {
        companyId: id,
        domain,
        monthlyFeeCents: fee,
        currency: DOMAIN_FEE_CURRENCY,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw domainTaken();
    throw error;
  }
  await audit(db, scope, 'domain.registered', id, { domain, replaced: unit.domain, monthly_fee_cents: fee });
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
    await endRegistrations(tx, id);
    await setCompanyAddress(tx, id, { domain: null });
  });
  await audit(db, scope, 'domain.removed', id, { domain: unit.domain });
  return getUnitDomain(db, reach, id);
}

export function getDomainFee(db: Db): Promise<TDomainFee> {
  return readDomainFee(db);
}

/** Sets the fee new registrations are charged; registrations already made keep theirs. */
export async function setDomainFee(db: Db, scope: Scope, cents: number): Promise<TDomainFee> {
  const before = await readDomainFee(db);
  await writeDomainFee(db, cents);
  await audit(db, scope, 'domain.fee_changed', null, { from: before.monthly_fee_cents, to: cents });
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

function audit(
  db: Db,
  scope: Scope,
  event: string,
  companyId: number | null,
  details: Record<string, unknown>,
) {
  return recordAudit(db, {
    event,
    outcome: 'success',
    userId: scope.userId,
    actorUserId: scope.impersonatorUserId,
    companyId,
    partnerId: scope.partnerId,
    details,
  });
}
