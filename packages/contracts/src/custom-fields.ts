import { z } from 'zod';
import { zIdParam, zInt, zJson, zText } from './common';

/** Kinds of custom user fields; list/multiple/single carry options. */
export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'list', 'multiple', 'single'] as const;
export const ZCustomFieldType = z.enum(CUSTOM_FIELD_TYPES);
export type TCustomFieldType = z.infer<typeof ZCustomFieldType>;
/** Types whose value must be one (or, for multiple, several) of the field's options. */
export const CUSTOM_FIELD_OPTION_TYPES: readonly TCustomFieldType[] = ['list', 'multiple', 'single'];

export const CUSTOM_FIELD_NAME_MAX = 100;
export const CUSTOM_FIELD_TEXT_MAX = 1000;
export const CUSTOM_FIELD_OPTION_MAX = 200;
export const CUSTOM_FIELD_OPTIONS_MAX = 100;
export const CUSTOM_FIELD_POSITION_MAX = 10_000;

export const ZCustomField = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZCustomFieldType,
  options: z.array(z.string()),
  required: z.boolean(),
  searchable: z.boolean(),
  global: z.boolean(),
  position: z.number().int(),
  /** Whether the caller may edit or delete it (an admin only reads the partner's global fields). */
  editable: z.boolean(),
});
export type TCustomField = z.infer<typeof ZCustomField>;
export const ZCustomFieldList = z.object({ data: z.array(ZCustomField) });
export type TCustomFieldList = z.infer<typeof ZCustomFieldList>;

/**
 * A field as the admin (unit field) or the partner (global field) saves it. Option rules
 * (needed for list types, unique) are checked on the server so they land on `options`.
 */
export const ZSaveCustomFieldRequest = z.object({
  name: zText().trim().min(1).max(CUSTOM_FIELD_NAME_MAX),
  type: ZCustomFieldType,
  options: z
    .array(zText().trim().min(1).max(CUSTOM_FIELD_OPTION_MAX))
    .max(CUSTOM_FIELD_OPTIONS_MAX)
    .default([]),
  required: z.boolean().default(false),
  searchable: z.boolean().default(false),
  position: zInt().min(0).max(CUSTOM_FIELD_POSITION_MAX).optional(),
});
export type TSaveCustomFieldRequest = z.input<typeof ZSaveCustomFieldRequest>;

/** A number as a person types it: digits, an optional sign and decimal point, nothing else. */
const DECIMAL_NUMERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The value of a number field: a finite number, or text that is a decimal numeral (blanks
 * around it forgiven). Letters never count, though Number() reads some ('1e3', '0x1F',
 * 'Infinity'); undefined when it is no number.
 */
export function parseCustomNumber(value: unknown): number | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL_NUMERAL.test(text) && Number.isFinite(Number(text)) ? Number(text) : undefined;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A user's values keyed by field id; validated by type on the server. */
export const ZCustomFieldValues = z.record(zText().regex(/^\d+$/), zJson());
export type TCustomFieldValues = z.infer<typeof ZCustomFieldValues>;

export const ZCustomFieldParams = z.object({ id: zIdParam() });
