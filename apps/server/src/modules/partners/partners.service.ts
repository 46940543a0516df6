import type { TPartner, TPartnerInput } from '@mirante/contracts';
import { ZPartnerInput } from '@mirante/contracts';
import type { CallContext } from '../../platform/call-context';
import type { Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { parseInput } from '../../platform/validation';
import { recordAudit } from '../../platform/audit';
import {
  countActiveUsersInUnits,
  findOwnPartner,
  insertPartner,
  setPartnerActiveRow,
  updatePartnerRow,
} from './partners.repository';

export { findPartnerIdByRef } from './partners.repository';

/** What the partners screen's calls work with: the request's handle and the caller. */
type PartnerCommand = Pick<CallContext, 'db' | 'scope'>;

function audit(tx: Tx, scope: Scope, event: string, partnerId: number) {
  return recordAudit(tx, {
    event,
    outcome: 'success',
    userId: scope.userId,
    actorUserId: scope.impersonatorUserId,
    partnerId: scope.partnerId,
    details: { partner_id: partnerId },
  });
}

/** Adds a partner under the caller's operator record. */
export async function createPartner({ db, scope }: PartnerCommand, input: TPartnerInput) {
  const values = parseInput(ZPartnerInput, input);
  const id = await db.transaction(async (tx) => {
    const partnerId = await insertPartner(tx, scope.partnerId, {
      name: values.name,
      document: values.document,
      email: values.email,
      phone: values.phone,
      contactName: values.contact_name,
    });
    await audit(tx, scope, 'partner_created', partnerId);
    return partnerId;
  });
  return (await findOwnPartner(db, scope, id)) as TPartner;
}

/** Changes one of the operator's partners; another operator's partner is 404. */
export async function updatePartner({ db, scope }: PartnerCommand, id: number, input: TPartnerInput) {
  const values = parseInput(ZPartnerInput, input);
  await db.transaction(async (tx) => {
    if (!(await findOwnPartner(tx, scope, id))) throw notFound();
    await updatePartnerRow(tx, scope.partnerId, id, {
      name: values.name,
      document: values.document,
      email: values.email,
      phone: values.phone,
      contactName: values.contact_name,
    });
    await audit(tx, scope, 'partner_updated', id);
  });
  return (await findOwnPartner(db, scope, id)) as TPartner;
}

/**
 * Deactivates or reactivates a partner. Deactivation is refused while the partner's units still
 * have active users: cutting a reseller off silently would lock out people who did nothing, so
 * the operator deactivates those users or units first, knowingly.
 */
export async function setPartnerActive({ db, scope }: PartnerCommand, id: number, active: boolean) {
  await db.transaction(async (tx) => {
    if (!(await findOwnPartner(tx, scope, id))) throw notFound();
    if (!active) {
      const dependants = await countActiveUsersInUnits(tx, id);
      if (dependants.users > 0) throw new AppError('partner_has_active_users', { params: dependants });
    }
    await setPartnerActiveRow(tx, id, active);
    await audit(tx, scope, active ? 'partner_reactivated' : 'partner_deactivated', id);
  });
  return (await findOwnPartner(db, scope, id)) as TPartner;
}
