import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db';
import { crossingRead } from '../../platform/db-reach';
import { AppError } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { revokeUserSessionsInUnit } from '../auth';
import {
  assertSeatAvailable,
  provisionMember,
  setMembershipDeactivated,
  updateAccountColumns,
  setMembershipRemoved,
} from '../users';
import { findUserByEmail } from '../identity';
import { guardUniqueness, ScimError } from './scim-errors.service';
import { parseFilter } from './scim-filter.service';
import { type Json, type PatchOperation, applyPatch } from './scim-patch.service';
import { filterCondition, listResponse, type ScimPage } from './scim-query.repository';
import { presentUser, type ScimUser } from './scim-resources.service';
import { readUserFields, type UserFields } from './scim-user-fields.service';
import {
  deleteScimIdentity,
  findScimUser,
  isAccountOnlyHere,
  isExternalIdTaken,
  isUserNameTaken,
  listScimUsers,
  saveScimIdentity,
  USER_SEARCH,
  type ScimUserRow,
} from './scim-users.repository';

/** A call of a unit's directory: the unit its token belongs to, and the SCIM base URL. */
export interface ScimCall {
  db: Db;
  unit: UnitId;
  tokenId: number;
  base: string;
}

function audit(tx: Tx, call: ScimCall, event: string, userId: number, details: Record<string, unknown> = {}) {
  return recordAudit(tx, {
    event,
    outcome: 'success',
    userId,
    companyId: call.unit,
    details: { scim_token_id: call.tokenId, ...details },
  });
}

function notFound(): ScimError {
  return new ScimError(404, null, 'Resource not found');
}

/** The SCIM id of a User is the membership's id; anything that is not one is simply not found. */
export function scimId(id: string): number | null {
  if (!/^\d{1,9}$/.test(id)) return null;
  const n = Number(id);
  return n > 0 ? n : null;
}

async function loadUser(db: Db | Tx, call: ScimCall, id: number): Promise<ScimUserRow> {
  const row = await findScimUser(db, call.unit, id);
  if (!row) throw notFound();
  return row;
}

export async function listUsers(call: ScimCall, filter: string | undefined, page: ScimPage) {
  const where = filter ? filterCondition(parseFilter(filter), USER_SEARCH) : undefined;
  const { rows, total } = await listScimUsers(call.db, call.unit, where, page);
  return listResponse(
    rows.map((row) => presentUser(row, call.base)),
    total,
    page,
  );
}

export async function getUser(call: ScimCall, id: string): Promise<ScimUser> {
  const n = scimId(id);
  if (n === null) throw notFound();
  return presentUser(await loadUser(call.db, call, n), call.base);
}

async function assertIdentityFree(tx: Tx, call: ScimCall, fields: UserFields, exceptMembershipId?: number) {
  if (await isUserNameTaken(tx, call.unit, fields.userName, exceptMembershipId)) {
    throw new ScimError(409, 'uniqueness', 'userName is already in use in this business unit');
  }
  if (fields.externalId && (await isExternalIdTaken(tx, call.unit, fields.externalId, exceptMembershipId))) {
    throw new AppError('external_id_exists');
  }
}

function identityOf(call: ScimCall, membershipId: number, fields: UserFields) {
  return {
    membershipId,
    companyId: call.unit,
    userName: fields.userName,
    externalId: fields.externalId,
    givenName: fields.givenName,
    familyName: fields.familyName,
    displayName: fields.displayName,
    formattedName: fields.formattedName,
    preferredLanguage: fields.preferredLanguage,
  };
}

/**
 * Provisions a person in the unit. A new e-mail gets a new account; an e-mail that already has an
 * account (from another unit) gets a membership here, its account's own fields left as they are;
 * a person removed from the unit earlier is put back. A person who takes a seat (active) needs a
 * free one within the user limit plus bonus seats.
 */
export async function provisionScimUser(call: ScimCall, body: Json): Promise<ScimUser> {
  const fields = readUserFields(body);
  if (!fields.email)
    throw new ScimError(400, 'invalidValue', 'An e-mail address is required (emails or userName)');
  const email = fields.email;
  const membershipId = await guardUniqueness(() =>
    call.db.transaction(async (tx) => {
      await assertIdentityFree(tx, call, fields);
      const member = await provisionMember(tx, {
        unit: call.unit,
        email,
        account: {
          name: fields.name,
          department: fields.department,
          ...(fields.language ? { language: fields.language } : {}),
        },
        profile: 'user',
        deactivated: !fields.active,
        // An inactive person holds no seat; activating them later takes one (saveUser).
        ...(fields.active ? {} : { seat: { skip: 'joins-deactivated' as const } }),
        existingAccount: 'join',
        removedMember: 'restore',
        audit: {
          event: 'scim.user_created',
          details: { scim_token_id: call.tokenId, active: fields.active },
        },
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'email_exists')
          throw new ScimError(409, 'uniqueness', 'This person is already in this business unit');
        throw error;
      });
      await saveScimIdentity(tx, identityOf(call, member.membershipId, fields));
      return member.membershipId;
    }),
  );
  return presentUser(await loadUser(call.db, call, membershipId), call.base);
}

/** Writes a changed User: the membership always, the account's own fields only when it is the unit's alone. */
async function saveUser(tx: Tx, call: ScimCall, row: ScimUserRow, fields: UserFields): Promise<void> {
  await assertIdentityFree(tx, call, fields, row.membershipId);
  const wasActive = row.deactivatedAt === null;
  if (fields.active && !wasActive) await assertSeatAvailable(tx, call.unit);
  if (fields.active !== wasActive) {
    await setMembershipDeactivated(tx, row.membershipId, !fields.active);
    // Deprovisioned: the person's sessions in this unit end now; their other units are untouched.
    if (!fields.active) await revokeUserSessionsInUnit(tx, row.userId, call.unit);
    await audit(tx, call, fields.active ? 'scim.user_activated' : 'scim.user_deactivated', row.userId);
  }
  await saveScimIdentity(tx, identityOf(call, row.membershipId, fields));
  // The person's memberships in other units decide, so they are read past the unit's reach.
  if (await crossingRead(tx, (reader) => isAccountOnlyHere(reader, row.userId, row.membershipId))) {
    if (fields.email && fields.email.toLowerCase() !== row.email.toLowerCase()) {
      const other = await findUserByEmail(tx, fields.email);
      if (other && other.id !== row.userId)
        throw new ScimError(409, 'uniqueness', 'This e-mail is already in use');
    }
    await updateAccountColumns(tx, row.userId, {
      name: fields.name,
      email: fields.email ?? row.email,
      department: fields.department,
      ...(fields.language ? { language: fields.language } : {}),
    });
  }
  await audit(tx, call, 'scim.user_updated', row.userId);
}

/** PATCH: the operations applied to the resource as it is, then stored. */
export async function patchScimUser(
  call: ScimCall,
  id: string,
  operations: PatchOperation[],
): Promise<ScimUser> {
  const n = scimId(id);
  if (n === null) throw notFound();
  await guardUniqueness(() =>
    call.db.transaction(async (tx) => {
      const row = await loadUser(tx, call, n);
      const before = presentUser(row, call.base) as unknown as Json;
      const after = applyPatch(before, operations);
      await saveUser(tx, call, row, readUserFields(after, before, row.name));
    }),
  );
  return presentUser(await loadUser(call.db, call, n), call.base);
}

/** PUT: the resource as sent replaces the one stored (what it leaves out is cleared). */
export async function replaceScimUser(call: ScimCall, id: string, body: Json): Promise<ScimUser> {
  const n = scimId(id);
  if (n === null) throw notFound();
  await guardUniqueness(() =>
    call.db.transaction(async (tx) => {
      const row = await loadUser(tx, call, n);
      const before = presentUser(row, call.base) as unknown as Json;
      await saveUser(tx, call, row, readUserFields(body, before, row.name));
    }),
  );
  return presentUser(await loadUser(call.db, call, n), call.base);
}

/**
 * DELETE: the person leaves the unit as an admin's removal does (restorable, nothing lost), and
 * their sessions here end. A later create with the same e-mail puts them back.
 */
export async function deprovisionScimUser(call: ScimCall, id: string): Promise<void> {
  const n = scimId(id);
  if (n === null) throw notFound();
  await guardUniqueness(() =>
    call.db.transaction(async (tx) => {
      const row = await loadUser(tx, call, n);
      await setMembershipRemoved(tx, row.membershipId, true);
      await setMembershipDeactivated(tx, row.membershipId, true);
      await deleteScimIdentity(tx, row.membershipId);
      await revokeUserSessionsInUnit(tx, row.userId, call.unit);
      await audit(tx, call, 'scim.user_deleted', row.userId);
    }),
  );
}
