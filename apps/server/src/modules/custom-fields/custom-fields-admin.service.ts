import type { TCustomField, ZSaveCustomFieldRequest } from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { CallContext } from '../../platform/call-context';
import type { Tx } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { ownerOf } from './custom-fields.policy';
import { createField, deleteField, listFields, updateField } from './custom-fields.repository';

type SaveInput = z.output<typeof ZSaveCustomFieldRequest>;

/** What the custom-field screen's calls work with: the request's handle and the caller. */
type FieldCall = Pick<CallContext, 'db' | 'scope'>;

/** Records a change to a field definition, with the unit or the partner that owns it. */
function auditField(tx: Tx, scope: Scope, event: string, id: number) {
  return recordAudit(tx, {
    ...successBy(scope),
    event,
    partnerId: scope.partnerId,
    details: { field_id: id },
  });
}

/** The unit's fields and its partner's global ones (admin), or the partner's global fields. */
export async function listCustomFields({ db, scope }: FieldCall): Promise<{ data: TCustomField[] }> {
  return { data: await listFields(db, ownerOf(scope)) };
}

export function addCustomField({ db, scope }: FieldCall, input: SaveInput): Promise<TCustomField> {
  return db.transaction(async (tx) => {
    const field = await createField(tx, ownerOf(scope), input);
    await auditField(tx, scope, 'custom_field.created', field.id);
    return field;
  });
}

export function editCustomField(
  { db, scope }: FieldCall,
  id: number,
  input: SaveInput,
): Promise<TCustomField> {
  return db.transaction(async (tx) => {
    const field = await updateField(tx, ownerOf(scope), id, input);
    await auditField(tx, scope, 'custom_field.updated', field.id);
    return field;
  });
}

/** Soft-deletes a field: its values stay stored but are no longer shown or checked. */
export async function removeCustomField({ db, scope }: FieldCall, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteField(tx, ownerOf(scope), id);
    await auditField(tx, scope, 'custom_field.deleted', id);
  });
}
