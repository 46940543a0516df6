import { zText } from './common';
import { DATE_DISPLAY_FORMAT } from './timing';
import {
  type DateValidationOptions,
  isValidColor,
  isValidDate,
  isValidEmail,
  isValidTime,
  requiredOrInvalid,
} from './validators';

/*
 * The zod schemas of the form validators (validators.ts). They put a field message code in the
 * issue message, so whoever shows the error localizes it with
 * `translate(issue.message, lang, { name: fieldLabel })`.
 */

/** A required text field: trimmed, and 'field_required' when missing or blank. */
function requiredText() {
  return zText({ error: requiredOrInvalid }).trim().min(1, { error: 'field_required', abort: true });
}

export const zEmail = requiredText().refine((value) => isValidEmail(value), { error: 'field_invalid' });

export interface ZDateOptions extends Omit<DateValidationOptions, 'now'> {
  /** A fixed instant, or a function read at each parse so a long-lived schema stays current. */
  now?: Date | (() => Date);
}

/** A required date field written in `format` (by default the display format, DD/MM/YYYY). */
export function zDate(format: string = DATE_DISPLAY_FORMAT, options: ZDateOptions = {}) {
  const { now, ...rest } = options;
  return requiredText().refine(
    (value) => isValidDate(value, format, { ...rest, now: typeof now === 'function' ? now() : now }),
    { error: 'field_invalid' },
  );
}

export const zTime = requiredText().refine((value) => isValidTime(value), { error: 'field_invalid' });

export const zColor = requiredText().refine((value) => isValidColor(value), { error: 'field_invalid' });
