import type { FormErrors } from '@mantine/form';
import { fieldErrorCodes, type MessageCode } from '@mirante/contracts';
import type { z } from 'zod';

/** Words one failed check of a field, with the label the person sees. */
export type WordFieldError = (field: string, code: MessageCode) => string;

/**
 * A form's `validate`, built from the contract schema the server checks the same request
 * with: the form never keeps its own copy of a rule or a limit. `toInput` turns the form's
 * values into the request (trimmed text, '' to null…); each field shows its first failure.
 */
export function contractValidate<Values, Schema extends z.ZodType>(
  schema: Schema,
  word: WordFieldError,
  toInput: (values: Values) => unknown = (values) => values,
): (values: Values) => FormErrors {
  return (values) => {
    const input = toInput(values);
    const result = schema.safeParse(input);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const [field, codes] of Object.entries(fieldErrorCodes(result.error, input))) {
      if (codes[0]) errors[field] = word(field, codes[0]);
    }
    return errors;
  };
}

/**
 * The request as the contract should judge a form: a text left blank (or only spaces) is a
 * value not given, so a blank required field reads "is required" whatever other rule (a
 * pattern, an e-mail) it has.
 */
export function blankAsMissing<Input extends object>(input: Input): Input {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    out[key] = typeof value === 'string' && value.trim() === '' ? undefined : value;
  }
  return out as Input;
}

interface Unwrappable {
  maxLength?: unknown;
  minValue?: unknown;
  maxValue?: unknown;
  unwrap?: () => unknown;
  /** A transformed field (a pipe): the schema its input meets first. */
  in?: unknown;
  /** An object's fields, an array's items, a record's values. */
  shape?: Record<string, unknown>;
  element?: unknown;
  valueType?: unknown;
}

/**
 * The limit the contract sets on a text field (its `.max()`), for the input's `maxLength`; an
 * optional or nullable field is looked into. Undefined when the field has no limit.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const limit = innermost(schema, (current) => typeof current.maxLength === 'number')?.maxLength;
  return typeof limit === 'number' ? limit : undefined;
}

/**
 * The bounds the contract sets on a number field (its `.min()` and `.max()`), for a number
 * input's `min` and `max`; an optional, nullable or defaulted field is looked into.
 */
export function rangeOf(schema: z.ZodType): { min?: number; max?: number } {
  const field = innermost(schema, (current) => 'minValue' in current || 'maxValue' in current);
  const bound = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  return { min: bound(field?.minValue), max: bound(field?.maxValue) };
}

/**
 * The limits the contract sets on a field, as its input's props: the `maxLength` of a text, the
 * `min` and `max` of a number. None when the field is not one the schema names.
 */
export function limitsOf(schema: z.ZodType | undefined): { maxLength?: number; min?: number; max?: number } {
  return schema ? { maxLength: maxLengthOf(schema), ...rangeOf(schema) } : {};
}

/**
 * The part of a schema that checks the value at a form's path (`items.2.seconds`), looked into
 * through wrappers, pipes, objects, arrays and records; undefined when the schema has no such part.
 */
export function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: Unwrappable | undefined = schema as unknown as Unwrappable;
  for (const part of path.split('.')) {
    const holder = current && innermost(current as unknown as z.ZodType, isContainer);
    if (!holder) return undefined;
    if (holder.shape) current = holder.shape[part] as Unwrappable | undefined;
    else if (holder.element !== undefined)
      current = /^\d+$/.test(part) ? (holder.element as Unwrappable) : undefined;
    else current = holder.valueType as Unwrappable | undefined;
  }
  return current as unknown as z.ZodType | undefined;
}

const isContainer = (current: Unwrappable) =>
  (typeof current.shape === 'object' && current.shape !== null) ||
  current.element !== undefined ||
  current.valueType !== undefined;

/** The first schema, from `schema` inwards through wrappers and pipes, that `found` accepts. */
function innermost(schema: z.ZodType, found: (current: Unwrappable) => boolean): Unwrappable | undefined {
  let current = schema as unknown as Unwrappable;
  for (let depth = 0; depth < 4; depth++) {
    if (found(current)) return current;
    if (current.in) current = current.in as Unwrappable;
    else if (typeof current.unwrap === 'function') current = current.unwrap() as Unwrappable;
    else return undefined;
  }
  return undefined;
}
