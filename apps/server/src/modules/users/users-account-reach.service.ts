import type { Db, Tx } from '../../platform/db';
import { crossingRead } from '../../platform/db-reach';
import type { Scope } from '../../platform/scope';
import { listAccountMemberships, listAdministeredUnitIds } from './users-admin.repository';

/**
 * The accounts among `userIds` whose own fields (e-mail, phone, password, picture, two-factor)
 * the caller may change. An account is shared by every unit it belongs to, so an admin holds it
 * only when every membership of it is in a unit they administer (a master: a unit of its
 * partner); otherwise the person alone changes those fields, in their own account settings.
 *
 * An invitation the person has not answered is not theirs yet: in the inviting unit the account
 * is not editable, and elsewhere it does not count (inviting someone takes nothing from the
 * admins of their units).
 */
export async function editableAccounts(
  db: Db | Tx,
  scope: Pick<Scope, 'userId'>,
  userIds: number[],
  companyId: number,
): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  // The person's memberships in other units decide, so they are read past the unit's reach.
  // One after the other: a transaction's client runs one query at a time.
  const { administered, rows } = await crossingRead(db, async (reader) => ({
    administered: await listAdministeredUnitIds(reader, scope.userId),
    rows: await listAccountMemberships(reader, ids),
  }));
  const units = new Set(administered);
  const editable = new Set<number>();
  for (const id of ids) {
    const own = rows.filter((m) => m.userId === id);
    if (own.some((m) => m.companyId === companyId && m.pending)) continue;
    const accepted = own.filter((m) => !m.pending);
    if (accepted.length > 0 && accepted.every((m) => m.companyId !== null && units.has(m.companyId))) {
      editable.add(id);
    }
  }
  return editable;
}

/** Whether the caller may change the account fields of one person of the unit (see editableAccounts). */
export async function mayEditAccount(
  db: Db | Tx,
  scope: Pick<Scope, 'userId'>,
  userId: number,
  companyId: number,
): Promise<boolean> {
  return (await editableAccounts(db, scope, [userId], companyId)).has(userId);
}
