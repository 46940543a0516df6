import type { TRegistrationResponse, ZRegistrationRequest } from '@mirante/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { insertRegisteredClient } from '../clients';
import { createCompanyWithAdmin } from '../companies';

/**
 * Registers a new client of the partner with its first business unit and the unit's first
 * admin. The client is inserted inside the unit's transaction, so a failure anywhere leaves
 * neither client, unit nor admin behind.
 */
export async function registerClient({
  db,
  partnerId,
  actorUserId,
  baseDomain,
  input,
}: {
  db: Db;
  partnerId: number;
  actorUserId: number;
  baseDomain: string;
  input: z.output<typeof ZRegistrationRequest>;
}): Promise<TRegistrationResponse> {
  const { client } = input;
  const created = await createCompanyWithAdmin({
    db,
    partnerId,
    actorUserId,
    baseDomain,
    input: { ...input.company, client_id: null },
    newClient: (tx) =>
      insertRegisteredClient(tx, {
        partnerId,
        name: client.name,
        personType: client.person_type,
        document: client.document,
        fantasyName: client.fantasy_name,
        businessEmail: client.business_email,
        commercialPhone: client.commercial_phone,
        contactName: client.contact_name,
      }),
  });
  return { ...created, client: { id: created.company.client_id, name: client.name } };
}
