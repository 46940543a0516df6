import { CUSTOM_FIELD_TEXT_MAX, isIsoDate, type MessageCode, parseCustomNumber } from '@mirante/contracts';
import type { Db, Tx } from '../../platform/db';
import type { UnitId } from '../../platform/scope';
import { AppError, addFieldError } from '../../platform/errors';
import { likeContains } from '../../platform/sql';
import {
  type CompanyCustomField,
  type CustomFieldValue,
  customFieldMatchCondition,
  listFieldsForCompany,
  type UserIdColumn,
} from './custom-fields-values.repository';

// A unit's fields and a person's values, as the users module reads and writes them.
export {
  type CompanyCustomField,
  type CustomFieldValue,
  deleteCustomFieldValues,
  getCustomFieldValues,
  listFieldsForCompany,
  saveCustomFieldValues,
  saveCustomFieldValuesOfPeople,
} from './custom-fields-values.repository';

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Normalises one non-empty value for its field's type; undefined means invalid. */
export function normaliseValue(field: Pick<CompanyCustomField, 'type' | 'options'>, value: unknown) {
  switch (field.type) {
    case 'text':
      if (typeof value !== 'string') return undefined;
      return value.trim().length <= CUSTOM_FIELD_TEXT_MAX ? value.trim() : undefined;
    case 'number':
      // Forms send numbers as text too: then only a decimal numeral, never letters.
      return parseCustomNumber(value);
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? value : undefined;
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
  companyId: UnitId;
  values: Record<string, unknown>;
  /** Skip required checks for fields not present (partial updates). */
  partial?: boolean;
}): Promise<Record<string, CustomFieldValue | null>> {
  const fields = await listFieldsForCompany(opts.db, opts.companyId);
  const byId = new Map(fields.map((f) => [String(f.id), f]));
  const errors: Record<string, MessageCode[]> = {};
  const out: Record<string, CustomFieldValue | null> = {};
  // The messages name each field as the unit calls it ("Department is required").
  const fieldNames = Object.fromEntries(fields.map((f) => [`custom_fields.${f.id}`, f.name]));
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
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors, fieldNames });
  return out;
}

/**
 * A condition for the users list: the user (column `userIdColumn`) has, in the unit, a value
 * of a searchable field that matches `term` (case-insensitive contains; for multiple, one of
 * the chosen options). Returns null when the field is not a searchable field of the unit,
 * so the caller can answer with a field error or ignore the filter.
 */
export async function customFieldSearchCondition(opts: {
  db: Db | Tx;
  companyId: UnitId;
  fieldId: number;
  term: string;
  userIdColumn: UserIdColumn;
}) {
  const fields = await listFieldsForCompany(opts.db, opts.companyId);
  const field = fields.find((f) => f.id === opts.fieldId && f.searchable);
  if (!field) return null;
  return customFieldMatchCondition({
    companyId: opts.companyId,
    field,
    pattern: likeContains(opts.term),
    userIdColumn: opts.userIdColumn,
  });
}
