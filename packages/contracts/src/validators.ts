import { MAX_EMAIL_LENGTH } from './auth-limits';
import type { NoticeCode } from './errors';
import { DATE_DISPLAY_FORMAT, TIME_DISPLAY_FORMAT } from './timing';

/**
 * Form validators of spec §5, as pure functions; the zod schemas built on them are in
 * validator-schemas.ts, so a screen that only checks a value does not load zod.
 */

export const FIELD_MESSAGE_CODES = [
  'field_required',
  'field_invalid',
] as const satisfies readonly NoticeCode[];
export type FieldMessageCode = (typeof FIELD_MESSAGE_CODES)[number];

export function isFieldMessageCode(value: unknown): value is FieldMessageCode {
  return (FIELD_MESSAGE_CODES as readonly unknown[]).includes(value);
}

/** A zod `error` option: a missing value is 'field_required', any other bad value 'field_invalid'. */
export function requiredOrInvalid(issue: { input?: unknown }): FieldMessageCode {
  return issue.input === undefined || issue.input === null ? 'field_required' : 'field_invalid';
}

/** True for null, undefined and strings made only of whitespace. */
export function isBlankAfterTrim(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

// Deliberately stricter than RFC 5322: no quoted local parts, comments or IP-literal domains,
// which real users do not type and mail servers often reject anyway.
const EMAIL_LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const MAX_EMAIL_LOCAL_PART_LENGTH = 64;

/** An address of the form local@domain.tld; blanks around it are not trimmed here. */
export function isValidEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const tld = labels.at(-1) ?? '';
  return (
    local.length <= MAX_EMAIL_LOCAL_PART_LENGTH &&
    EMAIL_LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(tld)
  );
}

/** Tokens a date format may hold; anything else in the format is a literal to type as-is. */
const DATE_TOKENS = ['YYYY', 'MM', 'DD', 'HH', 'mm', 'ss'] as const;
type DateToken = (typeof DATE_TOKENS)[number];
const DATE_TOKEN_PATTERN = /YYYY|MM|DD|HH|mm|ss/g;
const DIGITS = /^\d+$/;

/** The fields a formatted date holds; a field the format lacks is absent. */
export type DateParts = Partial<Record<DateToken, number>>;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function inRange(value: number | undefined, min: number, max: number): boolean {
  return value === undefined || (value >= min && value <= max);
}

/**
 * Reads `value` by a format such as 'DD/MM/YYYY', 'DD/MM/YYYY HH:mm', 'YYYY-MM-DD' or 'HH:mm'.
 * Returns null unless the value has the format's length, digits where the tokens are, the
 * format's separators elsewhere, and every field in range (day checked against the month,
 * leap years included). A year of all digits can never be negative.
 */
export function parseFormattedDate(value: string, format: string): DateParts | null {
  if (value.length !== format.length) return null;
  const parts: DateParts = {};
  let cursor = 0;
  for (const match of format.matchAll(DATE_TOKEN_PATTERN)) {
    const token = match[0] as DateToken;
    const start = match.index;
    if (value.slice(cursor, start) !== format.slice(cursor, start)) return null;
    const digits = value.slice(start, start + token.length);
    if (!DIGITS.test(digits)) return null;
    parts[token] = Number(digits);
    cursor = start + token.length;
  }
  if (value.slice(cursor) !== format.slice(cursor)) return null;

  const { YYYY: year, MM: month, DD: day } = parts;
  // Without a year, 29 February must stay possible; without a month, any day up to 31 is.
  const maxDay = month === undefined ? 31 : daysInMonth(year ?? 2000, month);
  const valid =
    inRange(month, 1, 12) &&
    inRange(day, 1, maxDay) &&
    inRange(parts.HH, 0, 23) &&
    inRange(parts.mm, 0, 59) &&
    inRange(parts.ss, 0, 59);
  return valid ? parts : null;
}

export interface DateValidationOptions {
  /** Reject a value earlier than `now`, compared only on the fields the format has. */
  rejectPast?: boolean;
  /** The reference instant for `rejectPast`; defaults to the current time. */
  now?: Date;
  /**
   * IANA zone in which the typed value is wall-clock time (e.g. the company's timezone). Without
   * it `now` is read in the process's local zone, which on a UTC server is not the user's day.
   */
  timeZone?: string;
}

function wallClockParts(now: Date, timeZone: string | undefined): Record<DateToken, number> {
  if (Number.isNaN(now.getTime())) throw new RangeError('`now` is an invalid date');
  if (!timeZone) {
    return {
      YYYY: now.getFullYear(),
      MM: now.getMonth() + 1,
      DD: now.getDate(),
      HH: now.getHours(),
      mm: now.getMinutes(),
      ss: now.getSeconds(),
    };
  }
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const read = (type: Intl.DateTimeFormatPartTypes) => Number(fields.find((f) => f.type === type)?.value);
  return {
    YYYY: read('year'),
    MM: read('month'),
    DD: read('day'),
    HH: read('hour'),
    mm: read('minute'),
    ss: read('second'),
  };
}

/** Whether `parts` lies before `now` at the precision of the fields `parts` has. */
function isBefore(parts: DateParts, now: Record<DateToken, number>): boolean {
  for (const token of DATE_TOKENS) {
    const field = parts[token];
    if (field === undefined || field === now[token]) continue;
    return field < now[token];
  }
  // Equal at the format's precision (e.g. today for a date-only format) is not past.
  return false;
}

/** Whether `value` is a real date (and/or time) written in `format`; see `parseFormattedDate`. */
export function isValidDate(
  value: string,
  format: string = DATE_DISPLAY_FORMAT,
  options: DateValidationOptions = {},
): boolean {
  const parts = parseFormattedDate(value, format);
  if (!parts) return false;
  if (!options.rejectPast) return true;
  return !isBefore(parts, wallClockParts(options.now ?? new Date(), options.timeZone));
}

/** A time of day, 'HH:mm' unless another time format is given. */
export function isValidTime(value: string, format: string = TIME_DISPLAY_FORMAT): boolean {
  return isValidDate(value, format);
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COLOR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;
const RGBA_COLOR = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d+(?:\.\d+)?|\.\d+)\s*\)$/i;
const MAX_CHANNEL = 255;

/**
 * A theme color: '#rgb', '#rrggbb' or '#rrggbbaa' (any case), 'rgb(r, g, b)' with integer
 * channels 0-255, or 'rgba(r, g, b, a)' with alpha 0-1 — what color pickers produce. Named
 * colors, '#rgba', percentages and hsl() are not accepted.
 */
export function isValidColor(value: string): boolean {
  if (HEX_COLOR.test(value)) return true;
  const match = RGB_COLOR.exec(value) ?? RGBA_COLOR.exec(value);
  if (!match) return false;
  const [, r, g, b, alpha] = match;
  const channelsOk = [r, g, b].every((channel) => Number(channel) <= MAX_CHANNEL);
  return channelsOk && (alpha === undefined || Number(alpha) <= 1);
}

/**
 * The text a user must type to confirm deleting `name` (spec §5): trimmed, upper case, and each
 * space replaced by '_'. Runs of spaces are not collapsed, so 'A  B' asks for 'A__B', exactly as
 * "spaces replaced by underscores" reads; other whitespace inside the name is kept.
 */
export function deleteConfirmationName(name: string): string {
  return name.trim().toUpperCase().replaceAll(' ', '_');
}

/**
 * Whether the typed confirmation enables Delete. Blanks around the typed text are forgiven; case
 * is not, the point being deliberate typing. An item whose name is blank can never be confirmed.
 */
export function matchesDeleteConfirmation(typed: string, name: string): boolean {
  const expected = deleteConfirmationName(name);
  return expected !== '' && typed.trim() === expected;
}
