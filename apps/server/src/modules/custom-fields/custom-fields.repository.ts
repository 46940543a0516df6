import {
  CUSTOM_FIELD_OPTION_TYPES,
  type MessageCode,
  type TCustomField,
  type ZSaveCustomFieldRequest,
} from '@mirante/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customFields, customFieldValues } from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError, addFieldError, notFound } from '../../platform/errors';
import type { FieldOwner } from './custom-fields.policy';
import { listFieldsForCompany } from './custom-fields-values.repository';

type SaveInput = z.output<typeof ZSaveCustomFieldRequest>;

function ownerCondition(owner: FieldOwner) {
  return owner.kind === 'company'
    ? and(eq(customFields.companyId, owner.companyId), eq(customFields.global, false))
    : and(eq(customFields.partnerId, owner.partnerId), eq(customFields.global, true));
}

/** The fields the caller sees: an admin its unit's and the partner's global ones, a partner its global ones. */
export async function listFields(db: Db, owner: FieldOwner): Promise<TCustomField[]> {
  if (owner.kind === 'company') {
    const fields = await listFieldsForCompany(db, owner.companyId);
    return fields.map((f) => ({ ...f, editable: !f.global }));
  }
  const rows = await db
    .select()
    .from(customFields)
    .where(and(ownerCondition(owner), isNull(customFields.deletedAt)))
    .orderBy(asc(customFields.position), asc(customFields.id));
  return rows.map((r) => presentRow(r, true));
}

function presentRow(r: typeof customFields.$inferSelect, editable: boolean): TCustomField {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    options: Array.isArray(r.options) ? (r.options as string[]) : [],
    required: r.required,
    searchable: r.searchable,
    global: r.global,
    position: r.position,
    editable,
  };
}

/**
 * The caller's own field. An admin reaching for its partner's global field is told it is read
 * only; anything else outside the caller's fields is not found.
 */
async function findOwnField(db: Db, owner: FieldOwner, id: number) {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.id, id), isNull(customFields.deletedAt), ownerCondition(owner)));
  if (row) return row;
  if (owner.kind === 'company') {
    const visible = await listFieldsForCompany(db, owner.companyId);
    if (visible.some((f) => f.id === id && f.global)) throw new AppError('custom_field_read_only');
  }
  throw notFound();
}

/** Options are required and unique (ignoring case) for choice types, dropped for the others. */
function checkedOptions(input: SaveInput): string[] {
  if (!CUSTOM_FIELD_OPTION_TYPES.includes(input.type)) return [];
  const errors: Record<string, MessageCode[]> = {};
  if (input.options.length === 0) addFieldError(errors, 'options', 'field_required');
  const seen = new Set<string>();
  input.options.forEach((option, i) => {
    const key = option.toLowerCase();
    if (seen.has(key)) addFieldError(errors, `options.${i}`, 'field_invalid');
    seen.add(key);
  });
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
  return input.options;
}

export async function createField(db: Db, owner: FieldOwner, input: SaveInput): Promise<TCustomField> {
  const options = checkedOptions(input);
  let position = input.position;
  if (position === undefined) {
    const [last] = await db
      .select({ max: sql<number | null>`max(${customFields.position})` })
      .from(customFields)
      .where(and(ownerCondition(owner), isNull(customFields.deletedAt)));
    position = (last?.max ?? -1) + 1;
  }
  const [row] = await db
    .insert(customFields)
    .values({
      companyId: owner.kind === 'company' ? owner.companyId : null,
      partnerId: owner.kind === 'partner' ? owner.partnerId : null,
      global: owner.kind === 'partner',
      name: input.name,
      type: input.type,
      options,
      required: input.required,
      searchable: input.searchable,
      position,
    })
    .returning();
  return presentRow(row!, true);
}

/**
 * Edits a field. Its type cannot change once users have values for it: the stored values
 * would no longer mean anything.
 */
export async function updateField(
  db: Db,
  owner: FieldOwner,
  id: number,
  input: SaveInput,
): Promise<TCustomField> {
  const current = await findOwnField(db, owner, id);
  const options = checkedOptions(input);
  if (current.type !== input.type) {
    const [used] = await db
      .select({ id: customFieldValues.id })
      .from(customFieldValues)
      .where(and(eq(customFieldValues.fieldId, id), sql`${customFieldValues.value} is not null`))
      .limit(1);
    if (used)
      throw new AppError('custom_field_type_locked', { errors: { type: ['custom_field_type_locked'] } });
  }
  const [row] = await db
    .update(customFields)
    .set({
      name: input.name,
      type: input.type,
      options,
      required: input.required,
      searchable: input.searchable,
      position: input.position ?? current.position,
      updatedAt: new Date(),
    })
    .where(eq(customFields.id, id))
    .returning();
  return presentRow(row!, true);
}

/** Soft delete: the values stay stored but are no longer shown or validated. */
export async function deleteField(db: Db, owner: FieldOwner, id: number): Promise<void> {
  await findOwnField(db, owner, id);
  await db
    .update(customFields)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(customFields.id, id));
}
