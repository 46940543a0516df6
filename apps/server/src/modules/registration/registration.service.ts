import type { TRegistrationResponse, ZRegistrationRequest } from '@mirante/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
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
  const created = await inCompanyFields(() =>
    createCompanyWithAdmin({
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
    }),
  );
  return { ...created, client: { id: created.company.client_id, name: client.name } };
}

/**
 * The unit's checks name their fields as the unit form does (`admin_password`, `subdomain`); in
 * this request they sit under `company`, where the registration form shows them.
 */
async function inCompanyFields<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const errors = error instanceof AppError ? error.details.errors : undefined;
    if (!(error instanceof AppError) || !errors) throw error;
    const prefixed = Object.fromEntries(
      Object.entries(errors).map(([field, codes]) => [`company.${field}`, codes]),
    );
    const names = Object.fromEntries(
      Object.keys(errors).map((field) => [`company.${field}`, error.details.fieldNames?.[field] ?? field]),
    );
    throw new AppError(error.code, { ...error.details, errors: prefixed, fieldNames: names });
  }
}
