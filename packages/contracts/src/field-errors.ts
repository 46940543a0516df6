import type { z } from 'zod';
import { ERROR_CODES, type MessageCode, NOTICE_CODES } from './errors';

const MESSAGE_CODES: ReadonlySet<string> = new Set<string>([...ERROR_CODES, ...NOTICE_CODES]);

/** Whether `value` names a message of the catalogue. */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && MESSAGE_CODES.has(value);
}

/**
 * The catalogue code of one failed check: the code the schema gave it (`{ error: 'field_…' }`),
 * else 'field_required' when nothing was given, else 'field_invalid'. The server words its
 * answers and a form words its own checks by the same rule, so both say the same thing.
 */
export function issueCode(issue: z.core.$ZodIssue, value?: unknown): MessageCode {
  if (isMessageCode(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && (value === undefined || value === null)) return 'field_required';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) {
    return 'field_required';
  }
  return 'field_invalid';
}

/** A field's dotted path (`user.email`, `custom_fields.3`), or 'body' for the whole value. */
export function issueField(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.') || 'body';
}

/** The value at a dotted path of `input`, to tell a missing value from a wrong one. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Every failed check of a parse, as catalogue codes by field (the shape of `error_codes`). */
export function fieldErrorCodes(error: z.ZodError, input: unknown): Record<string, MessageCode[]> {
  const out: Record<string, MessageCode[]> = {};
  for (const issue of error.issues) {
    const field = issueField(issue);
    const code = issueCode(issue, valueAt(input, issue.path));
    const list = out[field] ?? [];
    if (!list.includes(code)) list.push(code);
    out[field] = list;
  }
  return out;
}
