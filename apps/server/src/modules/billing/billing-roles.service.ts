import type { TBillingRoles, TBillingRolesRequest } from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { updateMembershipBillingRoles } from '../users';
import { findMembershipInReach } from './billing-roles.repository';

/**
 * The operator names a partner's user billing administrator (it then changes and mails its
 * clients' invoices) or a unit's user its client's contact (it then reads the client's invoices).
 * A role that does not apply to the membership's profile is refused on its field.
 */
export async function setMembershipBillingRoles(opts: {
  db: Db;
  scope: Scope;
  id: number;
  input: TBillingRolesRequest;
}): Promise<TBillingRoles> {
  return opts.db.transaction(async (tx) => {
    const row = await findMembershipInReach(tx, opts.scope.partnerId ?? -1, opts.id);
    if (!row) throw notFound();
    const errors: Record<string, ['field_invalid']> = {};
    if (opts.input.billing_admin !== undefined && row.profile !== 'master')
      errors.billing_admin = ['field_invalid'];
    if (opts.input.client_contact !== undefined && row.profile !== 'admin' && row.profile !== 'user') {
      errors.client_contact = ['field_invalid'];
    }
    if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
    const values = {
      ...(opts.input.billing_admin !== undefined ? { billingAdmin: opts.input.billing_admin } : {}),
      ...(opts.input.client_contact !== undefined ? { clientContact: opts.input.client_contact } : {}),
    };
    if (Object.keys(values).length > 0) {
      await updateMembershipBillingRoles(tx, opts.id, values);
      await recordAudit(tx, {
        ...successBy(opts.scope),
        event: 'billing.roles_changed',
        partnerId: opts.scope.partnerId,
        details: { membership_id: opts.id, ...opts.input },
      });
    }
    return {
      ...row,
      billing_admin: opts.input.billing_admin ?? row.billing_admin,
      client_contact: opts.input.client_contact ?? row.client_contact,
    };
  });
}
