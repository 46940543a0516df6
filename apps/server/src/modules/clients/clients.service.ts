import { type TClient, type TClientInput, type TClientQuery, ZClientInput } from '@mirante/contracts';
import { clientPartnerChanged } from './clients-events.service';
import type { CallContext } from '../../platform/call-context';
import type { Db, Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { parseInput } from '../../platform/validation';
import { recordAudit } from '../../platform/audit';
import { readThrough } from '../../platform/tagged-cache';
import {
  type ClientColumns,
  countClientUnits,
  deleteClientRow,
  findManagedClient,
  insertClientRow,
  isManagedPartner,
  listClients,
  updateClientRow,
} from './clients.repository';

/**
 * A page of the caller's clients, kept in memory (change-feed cache) per caller and query until
 * a client, a partner (its name, its place in the chain) or a unit (the units count) changes.
 */
export function listManagedClients(db: Db, scope: Scope, query: TClientQuery) {
  return readThrough(
    db,
    'clients-page',
    JSON.stringify([scope.profile, scope.partnerId, query]),
    ['clients', 'partners', 'companies'],
    () => listClients(db, scope, query),
  );
}

/** What the clients screen's calls work with: the request's handle and the caller. */
type ClientCommand = Pick<CallContext, 'db' | 'scope'>;
type ClientChange = Pick<CallContext, 'db' | 'scope' | 'events'>;

function audit(tx: Tx, scope: Scope, event: string, clientId: number) {
  return recordAudit(tx, {
    event,
    outcome: 'success',
    userId: scope.userId,
    actorUserId: scope.impersonatorUserId,
    partnerId: scope.partnerId,
    details: { client_id: clientId },
  });
}

function valuesOf(input: TClientInput) {
  const v = parseInput(ZClientInput, input);
  return {
    partnerId: v.partner_id,
    name: v.name,
    customerCode: v.customer_code,
    personType: v.person_type,
    document: v.document,
    fantasyName: v.fantasy_name,
    stateRegistration: v.state_registration,
    addressStreet: v.address_street,
    addressNumber: v.address_number,
    addressComplement: v.address_complement,
    addressNeighborhood: v.address_neighborhood,
    addressCity: v.address_city,
    businessEmail: v.business_email,
    commercialPhone: v.commercial_phone,
    contactName: v.contact_name,
    seller: v.seller,
    contractDate: v.contract_date,
    situation: v.situation,
    observation: v.observation,
    // Left out of the request: not in the values, so the stored value stays.
    ...(v.unit_price_cents !== undefined ? { unitPriceCents: v.unit_price_cents } : {}),
    ...(v.bonus_users !== undefined ? { bonusUsers: v.bonus_users } : {}),
    ...(v.due_day !== undefined ? { dueDay: v.due_day } : {}),
    ...(v.invoice_email !== undefined ? { invoiceEmail: v.invoice_email } : {}),
  };
}

/** A partner the caller does not manage is reported on the field, as if it did not exist. */
async function assertPartner(tx: Tx, scope: Scope, partnerId: number) {
  if (!(await isManagedPartner(tx, scope, partnerId))) {
    throw new AppError('validation_failed', { errors: { partner_id: ['field_invalid'] } });
  }
}

/** Adds a client to one of the partners the caller manages (a2m: its partners; master: itself). */
export async function createClient({ db, scope }: ClientCommand, input: TClientInput) {
  const values = valuesOf(input);
  const id = await db.transaction(async (tx) => {
    await assertPartner(tx, scope, values.partnerId);
    const clientId = await insertClientRow(tx, values);
    await audit(tx, scope, 'client_created', clientId);
    return clientId;
  });
  return (await findManagedClient(db, scope, id)) as TClient;
}

export async function updateClient({ db, scope, events }: ClientChange, id: number, input: TClientInput) {
  const values = valuesOf(input);
  await db.transaction(async (tx) => {
    if (!(await findManagedClient(tx, scope, id))) throw notFound();
    await assertPartner(tx, scope, values.partnerId);
    await updateClientRow(tx, id, values);
    // Its units follow it to its partner.
    await events.emit(clientPartnerChanged, { tx, clientId: id, partnerId: values.partnerId });
    await audit(tx, scope, 'client_updated', id);
  });
  return (await findManagedClient(db, scope, id)) as TClient;
}

/** Deletes a client without business units; one with units (even soft-deleted) is refused. */
export async function deleteClient({ db, scope }: ClientCommand, id: number) {
  await db.transaction(async (tx) => {
    if (!(await findManagedClient(tx, scope, id))) throw notFound();
    const units = await countClientUnits(tx, id);
    if (units > 0) throw new AppError('client_has_units', { params: { count: units } });
    await deleteClientRow(tx, id);
    await audit(tx, scope, 'client_deleted', id);
  });
}

/** The client of a unit created without one, named as the unit, inside the unit's transaction. */
export function insertUnitClient(tx: Tx, values: { partnerId: number; name: string }): Promise<number> {
  return insertClientRow(tx, values);
}

/** A client added with a self-registered unit, inside that registration's transaction. */
export function insertRegisteredClient(tx: Tx, values: ClientColumns): Promise<number> {
  return insertClientRow(tx, values);
}
