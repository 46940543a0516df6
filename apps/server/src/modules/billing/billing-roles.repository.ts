import type { TBillingRoles, TBillingRolesRequest } from '@mirante/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { companies, memberships, partners } from '../../db/schema/index';
import { recordAudit, successBy } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';

/** The caller's live membership in the session's partner or unit, with its billing roles and client. */
export async function callerBillingMembership(db: Db, scope: Scope) {
  const [row] = await db
    .select({
      billingAdmin: memberships.billingAdmin,
      clientContact: memberships.clientContact,
      clientId: companies.clientId,
    })
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, scope.userId),
        isNull(memberships.deletedAt),
        isNull(memberships.deactivatedAt),
        or(
          scope.companyId ? eq(memberships.companyId, scope.companyId) : undefined,
          scope.partnerId ? eq(memberships.partnerId, scope.partnerId) : undefined,
        ),
      ),
    )
    .limit(1);
  return row;
}

/** A membership of the operator's tenants: a partner's user, or a user of one of their units. */
async function findMembershipInReach(tx: Tx, operatorId: number, id: number) {
  const [row] = await tx
    .select({
      membership_id: memberships.id,
      user_id: memberships.userId,
      profile: memberships.profile,
      billing_admin: memberships.billingAdmin,
      client_contact: memberships.clientContact,
    })
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(partners, eq(partners.id, sql`coalesce(${memberships.partnerId}, ${companies.partnerId})`))
    .where(
      and(
        eq(memberships.id, id),
        isNull(memberships.deletedAt),
        eq(partners.parentId, operatorId),
        eq(partners.kind, 'partner'),
        // A unit's membership counts while the unit is not deleted.
        or(isNull(memberships.companyId), isNull(companies.deletedAt)),
      ),
    )
    .limit(1)
    .for('update', { of: memberships });
  return row;
}

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
      await tx.update(memberships).set(values).where(eq(memberships.id, opts.id));
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
