import { GROUP_NAME_MAX } from '@mirante/contracts';
import { recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { guardUniqueness, ScimError } from './scim-errors.service';
import { parseFilter } from './scim-filter.service';
import { applyPatch, type Json, type PatchOperation } from './scim-patch.service';
import { filterCondition, listResponse, type ScimPage } from './scim-query.repository';
import { presentGroup } from './scim-resources.service';
import {
  deleteScimGroup,
  findGroupClash,
  findScimGroup,
  GROUP_SEARCH,
  groupMembers,
  insertScimGroup,
  listScimGroups,
  renameScimGroup,
  saveGroupIdentity,
  setGroupMembers,
} from './scim-groups.repository';
import { type ScimCall, scimId } from './scim-users.service';

/*
 * SCIM Groups are the unit's user groups. A person of a unit may be in any number of them
 * (`membership_groups`): adding them to a group leaves their other groups as they were, and
 * removing them from one takes them out of that one alone.
 */

function notFound(): ScimError {
  return new ScimError(404, null, 'Resource not found');
}

function audit(
  tx: Tx,
  call: ScimCall,
  event: string,
  groupId: number,
  details: Record<string, unknown> = {},
) {
  return recordAudit(tx, {
    event,
    outcome: 'success',
    companyId: call.unit,
    details: { scim_token_id: call.tokenId, group_id: groupId, ...details },
  });
}

interface GroupFields {
  displayName: string;
  externalId: string | null;
  /** The SCIM ids of the members, or null when the resource does not name them. */
  members: number[] | null;
}

function readGroup(resource: Json): GroupFields {
  const get = (name: string) => {
    const key = Object.keys(resource).find((k) => k.toLowerCase() === name.toLowerCase());
    return key === undefined ? undefined : resource[key];
  };
  const displayName = get('displayName');
  if (typeof displayName !== 'string' || displayName.trim() === '' || displayName.includes('\u0000')) {
    throw new ScimError(400, 'invalidValue', 'displayName is required');
  }
  if (displayName.trim().length > GROUP_NAME_MAX)
    throw new ScimError(400, 'invalidValue', 'displayName is too long');
  const externalId = get('externalId');
  if (externalId !== undefined && externalId !== null && typeof externalId !== 'string') {
    throw new ScimError(400, 'invalidValue', 'externalId must be a string');
  }
  const members = get('members');
  if (members !== undefined && members !== null && !Array.isArray(members)) {
    throw new ScimError(400, 'invalidValue', 'members must be a list');
  }
  return {
    displayName: displayName.trim(),
    externalId: externalId?.trim() || null,
    members: Array.isArray(members)
      ? members.flatMap((m) => {
          const value = m && typeof m === 'object' ? (m as Json).value : undefined;
          const id = typeof value === 'string' || typeof value === 'number' ? scimId(String(value)) : null;
          return id === null ? [] : [id];
        })
      : null,
  };
}

async function assertFree(tx: Tx, call: ScimCall, fields: GroupFields, exceptId?: number) {
  if (await findGroupClash(tx, call.unit, 'name', fields.displayName, exceptId)) {
    throw new ScimError(409, 'uniqueness', 'displayName is already in use in this business unit');
  }
  if (fields.externalId && (await findGroupClash(tx, call.unit, 'externalId', fields.externalId, exceptId))) {
    throw new ScimError(409, 'uniqueness', 'externalId is already in use in this business unit');
  }
}

async function present(call: ScimCall, id: number, withMembers: boolean) {
  const row = await findScimGroup(call.db, call.unit, id);
  if (!row) throw notFound();
  const members = withMembers ? ((await groupMembers(call.db, call.unit, [id])).get(id) ?? []) : null;
  return presentGroup(row, members, call.base);
}

export async function listGroups(
  call: ScimCall,
  filter: string | undefined,
  page: ScimPage,
  withMembers: boolean,
) {
  const where = filter ? filterCondition(parseFilter(filter), GROUP_SEARCH) : undefined;
  const { rows, total } = await listScimGroups(call.db, call.unit, where, page);
  const members = withMembers
    ? await groupMembers(
        call.db,
        call.unit,
        rows.map((r) => r.id),
      )
    : null;
  return listResponse(
    rows.map((row) => presentGroup(row, members?.get(row.id) ?? null, call.base)),
    total,
    page,
  );
}

export function getGroup(call: ScimCall, id: string, withMembers: boolean) {
  const n = scimId(id);
  if (n === null) throw notFound();
  return present(call, n, withMembers);
}

export async function provisionScimGroup(call: ScimCall, body: Json) {
  const fields = readGroup(body);
  const id = await guardUniqueness(() =>
    call.db.transaction(async (tx) => {
      await assertFree(tx, call, fields);
      const groupId = await insertScimGroup(tx, call.unit, fields.displayName);
      await saveGroupIdentity(tx, { groupId, companyId: call.unit, externalId: fields.externalId });
      if (fields.members?.length)
        await setGroupMembers(tx, call.unit, groupId, { add: fields.members, remove: [] });
      await audit(tx, call, 'scim.group_created', groupId, { name: fields.displayName });
      return groupId;
    }),
  );
  return present(call, id, true);
}

/** Stores a group as `after` describes it, changing only what differs from what it had. */
async function saveGroup(tx: Tx, call: ScimCall, id: number, current: number[], fields: GroupFields) {
  await assertFree(tx, call, fields, id);
  await renameScimGroup(tx, call.unit, id, fields.displayName);
  await saveGroupIdentity(tx, { groupId: id, companyId: call.unit, externalId: fields.externalId });
  if (fields.members) {
    const next = new Set(fields.members);
    const add = [...next].filter((m) => !current.includes(m));
    const remove = current.filter((m) => !next.has(m));
    await setGroupMembers(tx, call.unit, id, { add, remove });
    if (add.length || remove.length)
      await audit(tx, call, 'scim.group_members', id, { added: add, removed: remove });
  }
}

async function loadForChange(tx: Tx, call: ScimCall, id: string) {
  const n = scimId(id);
  const row = n === null ? undefined : await findScimGroup(tx, call.unit, n);
  if (!row || n === null) throw notFound();
  const members = (await groupMembers(tx, call.unit, [n])).get(n) ?? [];
  return { id: n, members, resource: presentGroup(row, members, call.base) as unknown as Json };
}

/** PATCH: answered with 204 and no body, as Entra expects of groups. */
export async function patchScimGroup(
  call: ScimCall,
  id: string,
  operations: PatchOperation[],
): Promise<void> {
  await guardUniqueness(() =>
    call.db.transaction(async (tx) => {
      const current = await loadForChange(tx, call, id);
      const after = applyPatch(current.resource, operations);
      const fields = readGroup(after);
      // The group was patched with its members listed: no members left means all were removed
      // (`{"op":"remove","path":"members"}`, RFC 7644 §3.5.2.2), not that none were named.
      await saveGroup(tx, call, current.id, current.members, { ...fields, members: fields.members ?? [] });
    }),
  );
}

export async function replaceScimGroup(call: ScimCall, id: string, body: Json) {
  const groupId = await guardUniqueness(() =>
    call.db.transaction(async (tx) => {
      const current = await loadForChange(tx, call, id);
      const fields = readGroup(body);
      await saveGroup(tx, call, current.id, current.members, { ...fields, members: fields.members ?? [] });
      return current.id;
    }),
  );
  return present(call, groupId, true);
}

export async function deprovisionScimGroup(call: ScimCall, id: string): Promise<void> {
  await guardUniqueness(() =>
    call.db.transaction(async (tx) => {
      const current = await loadForChange(tx, call, id);
      await deleteScimGroup(tx, call.unit, current.id);
      await audit(tx, call, 'scim.group_deleted', current.id);
    }),
  );
}
