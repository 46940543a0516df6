import { type TCreateCompanyRequest, ZCreateCompanyRequest } from '@mirante/contracts';
import { trustedUnitId } from '../../platform/scope';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import { insertUnitClient } from '../clients';
import { insertCompanySettings } from '../config';
import { findPartnerById } from '../identity';
import { findClientById, findSubdomainHolder, insertCompany } from './companies.repository';

// Reads of units and partners that other modules make come through here, not the repository.
export { findCompanyBySubdomain, findSubdomainHolder, setCompanyAddress } from './companies.repository';

/**
 * Creates a business unit under a partner, with its client (when none is named) and its
 * configuration row, in one transaction.
 */
export async function createCompany({ db, input }: { db: Db; input: TCreateCompanyRequest }) {
  const data = parseInput(ZCreateCompanyRequest, input);
  const partner = await findPartnerById(db, data.partner_id);
  if (partner?.kind !== 'partner') {
    throw new AppError('validation_failed', { errors: { partner_id: ['field_invalid'] } });
  }
  if (data.client_id) {
    const client = await findClientById(db, data.client_id);
    if (!client || client.partnerId !== partner.id) {
      throw new AppError('validation_failed', { errors: { client_id: ['field_invalid'] } });
    }
  }
  if (await findSubdomainHolder(db, data.subdomain)) throw new AppError('subdomain_exists');
  return db.transaction(async (tx) => {
    const clientId =
      data.client_id ?? (await insertUnitClient(tx, { partnerId: partner.id, name: data.name }));
    const company = await insertCompany(tx, {
      clientId,
      partnerId: partner.id,
      name: data.name,
      subdomain: data.subdomain,
    });
    // The unit this transaction creates.
    await insertCompanySettings(tx, trustedUnitId(company.id), {});
    return company;
  });
}
