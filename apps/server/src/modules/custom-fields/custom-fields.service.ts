import { CUSTOM_FIELD_TEXT_MAX, type MessageCode, type TCustomFieldType } from '@mirante/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { companies, customFields, customFieldValues } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { AppError, addFieldError } from '../../platform/errors';

/** A field as the users screens need it. */
export interface CompanyCustomField {
  id: number;
  name: string;
  type: TCustomFieldType;
  options: string[];
  required: boolean;
  searchable: boolean;
  global: boolean;
  position: number;
}

/** A normalised value: text/date/list/single → string, number → number, multiple → string[]. */
export type CustomFieldValue = string | number | string[];

function optionsOf(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((o): o is string => typeof o === 'string') : [];
}

/** Which fields belong to a unit: its own, plus the global fields of its partner. */
async function fieldScopeCondition(db: Db | Tx, companyId: number) {
  const [company] = await db
    .select({ partnerId: companies.partnerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const partnerId = company?.partnerId ?? null;
  return and(
    isNull(customFields.deletedAt),
    or(
      eq(customFields.companyId, companyId),
      partnerId === null
        ? undefined
        : and(eq(customFields.global, true), eq(customFields.partnerId, partnerId)),
    ),
  );
}

/** The unit's own fields plus its partner's global fields (not deleted), in display order. */
export async function listFieldsForCompany(db: Db | Tx, companyId: number): Promise<CompanyCustomField[]> {
  const rows = await db
    .select({
      id: customFields.id,
      name: customFields.name,
      type: customFields.type,
      options: customFields.options,
      required: customFields.required,
      searchable: customFields.searchable,
      global: customFields.global,
      position: customFields.position,
    })
    .from(customFields)
    .where(await fieldScopeCondition(db, companyId))
    .orderBy(asc(customFields.position), asc(customFields.id));
  return rows.map((r) => ({ ...r, options: optionsOf(r.options) }));
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isValidIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Normalises one non-empty value for its field's type; undefined means invalid. */
export function normaliseValue(field: Pick<CompanyCustomField, 'type' | 'options'>, value: unknown) {
  switch (field.type) {
    case 'text':
      if (typeof value !== 'string') return undefined;
      return value.trim().length <= CUSTOM_FIELD_TEXT_MAX ? value.trim() : undefined;
    case 'number': {
      // Forms send numbers as strings too; both are accepted when they are finite.
      const n =
        typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    case 'date':
      return typeof value === 'string' && isValidIsoDate(value) ? value : undefined;
    case 'list':
    case 'single':
      return typeof value === 'string' && field.options.includes(value) ? value : undefined;
    case 'multiple': {
      if (!Array.isArray(value)) return undefined;
      const ok =
        value.every((v) => typeof v === 'string' && field.options.includes(v)) &&
        new Set(value).size === value.length;
      return ok ? (value as string[]) : undefined;
    }
  }
}

/**
 * Checks a user's values against the unit's fields. Returns the normalised values of the
 * fields given (empty optional values are stored as null so a cleared field is cleared);
 * throws validation_failed with errors keyed `custom_fields.<id>`. Required fields missing
 * from `values` are errors, so callers pass every value on create and update alike.
 */
export async function validateCustomFieldValues(opts: {
  db: Db | Tx;
  companyId: number;
  values: Record<string, unknown>;
  /** Skip required checks for fields not present (partial updates). */
  partial?: boolean;
}): Promise<Record<string, CustomFieldValue | null>> {
  const fields = await listFieldsForCompany(opts.db, opts.companyId);
  const byId = new Map(fields.map((f) => [String(f.id), f]));
  const errors: Record<string, MessageCode[]> = {};
  const out: Record<string, CustomFieldValue | null> = {};
  for (const [id, value] of Object.entries(opts.values)) {
    const field = byId.get(id);
    if (!field) {
      addFieldError(errors, `custom_fields.${id}`, 'field_invalid');
      continue;
    }
    if (isEmpty(value)) {
      if (field.required) addFieldError(errors, `custom_fields.${id}`, 'field_required');
      else out[id] = null;
      continue;
    }
    const normalised = normaliseValue(field, value);
    if (normalised === undefined) addFieldError(errors, `custom_fields.${id}`, 'field_invalid');
    else out[id] = normalised;
  }
  if (!opts.partial) {
    for (const field of fields) {
      if (field.required && !(String(field.id) in opts.values)) {
        addFieldError(errors, `custom_fields.${field.id}`, 'field_required');
      }
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
  return out;
}

/** Stores validated values for a user in a unit (insert or update per field). */
export async function saveCustomFieldValues(
  tx: Db | Tx,
  opts: { companyId: number; userId: number; values: Record<string, CustomFieldValue | null> },
): Promise<void> {
  const rows = Object.entries(opts.values).map(([fieldId, value]) => ({
    fieldId: Number(fieldId),
    userId: opts.userId,
    companyId: opts.companyId,
    value,
  }));
  if (rows.length === 0) return;
  await tx
    .insert(customFieldValues)
    .values(rows)
    .onConflictDoUpdate({
      target: [customFieldValues.fieldId, customFieldValues.userId, customFieldValues.companyId],
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}

/** A user's stored values in a unit, keyed by field id (deleted fields left out). */
export async function getCustomFieldValues(
  db: Db | Tx,
  opts: { companyId: number; userIds: number[] },
): Promise<Map<number, Record<string, CustomFieldValue | null>>> {
  const result = new Map<number, Record<string, CustomFieldValue | null>>();
  if (opts.userIds.length === 0) return result;
  const rows = await db
    .select({
      userId: customFieldValues.userId,
      fieldId: customFieldValues.fieldId,
      value: customFieldValues.value,
    })
    .from(customFieldValues)
    .innerJoin(customFields, eq(customFields.id, customFieldValues.fieldId))
    .where(
      and(
        eq(customFieldValues.companyId, opts.companyId),
        inArray(customFieldValues.userId, opts.userIds),
        isNull(customFields.deletedAt),
      ),
    );
  for (const row of rows) {
    const values = result.get(row.userId) ?? {};
    values[String(row.fieldId)] = row.value as CustomFieldValue | null;
    result.set(row.userId, values);
  }
  return result;
}

/**
 * A condition for the users list: the user (column `userIdColumn`) has, in the unit, a value
 * of a searchable field that matches `term` (case-insensitive contains; for multiple, one of
 * the chosen options). Returns null when the field is not a searchable field of the unit,
 * so the caller can answer with a field error or ignore the filter.
 */
export async function customFieldSearchCondition(opts: {
  db: Db | Tx;
  companyId: number;
  fieldId: number;
  term: string;
  userIdColumn: Parameters<typeof eq>[0];
}) {
  const fields = await listFieldsForCompany(opts.db, opts.companyId);
  const field = fields.find((f) => f.id === opts.fieldId && f.searchable);
  if (!field) return null;
  const pattern = `%${opts.term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // jsonb #>> '{}' yields the scalar as text; a multiple value is matched per element.
  const matches =
    field.type === 'multiple'
      ? sql`jsonb_typeof(${customFieldValues.value}) = 'array' and exists (select 1 from jsonb_array_elements_text(${customFieldValues.value}) as e(v) where e.v ilike ${pattern})`
      : sql`(${customFieldValues.value} #>> '{}') ilike ${pattern}`;
  return sql`exists (select 1 from ${customFieldValues} where ${customFieldValues.userId} = ${opts.userIdColumn}
    and ${customFieldValues.companyId} = ${opts.companyId} and ${customFieldValues.fieldId} = ${field.id}
    and ${matches})`;
}
