import { z } from 'zod';
import { zText } from './common';
import { TIME_DISPLAY_FORMAT } from './timing';
import { type DateValidationOptions, isValidDate, parseFormattedDate } from './validators';

/*
 * The calendar primitives of every request schema (spec §5 "Dates"): a day, a month, a time of
 * day, an instant and an IANA time zone. Each checks the value fully (the day against its month,
 * leap years included; hours 0-23 and minutes 0-59) and within what PostgreSQL stores, so an
 * impossible date is a 400 naming the field ('{name} is invalid'), never a database error.
 * Request schemas use these instead of text with a pattern or z.iso.*; each is tagged with its
 * kind (calendarKindOf), so the fuzz generator and the input sweep know what to send it.
 */

/** How a day travels in the API (what `<input type=date>` and PostgreSQL's `date` speak). */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
/** How a reference month travels in the API. */
export const ISO_MONTH_FORMAT = 'YYYY-MM';
/** How a time of day travels in the API: 24 hours, no seconds. */
export const TIME_OF_DAY_FORMAT = TIME_DISPLAY_FORMAT;
/**
 * Years a stored day or instant may fall in. Four digits are all the formats hold, and
 * PostgreSQL has no year 0 (1 BC comes before 1 AD), so the year 0000 of a well-formed text is
 * refused too.
 */
export const CALENDAR_YEAR_MIN = 1;
export const CALENDAR_YEAR_MAX = 9999;

export const CALENDAR_KINDS = ['date', 'month', 'time', 'datetime', 'timezone'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** Which calendar primitive a schema was built from (narrower schemas derived from it inherit it). */
export const calendarRegistry = z.registry<{ calendar: CalendarKind }>();

/** The calendar kind of a schema built from one of the primitives below, else undefined. */
export function calendarKindOf(schema: z.core.$ZodType): CalendarKind | undefined {
  return calendarRegistry.get(schema)?.calendar;
}

function yearInRange(year: number | undefined): boolean {
  return year !== undefined && year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
}

/** A day that exists, 'YYYY-MM-DD', in years 1-9999; `rejectPast` refuses days before today. */
export function isIsoDate(value: string, options: DateValidationOptions = {}): boolean {
  const parts = parseFormattedDate(value, ISO_DATE_FORMAT);
  return !!parts && yearInRange(parts.YYYY) && isValidDate(value, ISO_DATE_FORMAT, options);
}

/** A month, 'YYYY-MM' (month 01-12), in years 1-9999. */
export function isIsoMonth(value: string): boolean {
  const parts = parseFormattedDate(value, ISO_MONTH_FORMAT);
  return !!parts && yearInRange(parts.YYYY);
}

/** A time of day, 'HH:MM' with hours 00-23 and minutes 00-59. */
export function isTimeOfDay(value: string): boolean {
  return parseFormattedDate(value, TIME_OF_DAY_FORMAT) !== null;
}

// Day, 'T', hours and minutes, optional seconds with a fraction, and 'Z' or an offset.
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** Milliseconds since 1970 of a UTC wall-clock time; years below 100 are taken as written. */
function utcMillis(year: number, month: number, day: number, hour: number, minute: number, ms: number) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, 0, ms);
  return date.getTime();
}

const INSTANT_MIN = utcMillis(CALENDAR_YEAR_MIN, 1, 1, 0, 0, 0);
const INSTANT_MAX = utcMillis(CALENDAR_YEAR_MAX, 12, 31, 23, 59, 59_999);

/**
 * The instant an ISO 8601 date-time with 'Z' or an offset names ('2026-03-01T14:30:00-03:00'),
 * in milliseconds, when its day, time and offset are real and it falls in years 1-9999 in UTC;
 * else null.
 */
export function parseIsoDateTime(value: string): number | null {
  const match = INSTANT.exec(value);
  if (!match) return null;
  const [, day = '', hh = '', mm = '', ss = '00', fraction = '', zone = ''] = match;
  if (!isIsoDate(day) || !isTimeOfDay(`${hh}:${mm}`) || Number(ss) > 59) return null;
  let offsetMinutes = 0;
  const offset = OFFSET.exec(zone);
  if (offset) {
    const [, sign, oh = '', om = ''] = offset;
    if (!isTimeOfDay(`${oh}:${om}`)) return null;
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  }
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const ms = Number(ss) * 1000 + Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  const at = utcMillis(year, month, date, Number(hh), Number(mm), ms) - offsetMinutes * 60_000;
  return at >= INSTANT_MIN && at <= INSTANT_MAX ? at : null;
}

/** Whether `value` is an ISO 8601 instant as parseIsoDateTime reads it; `rejectPast` refuses the past. */
export function isIsoDateTime(
  value: string,
  options: Pick<DateValidationOptions, 'rejectPast' | 'now'> = {},
) {
  const at = parseIsoDateTime(value);
  if (at === null) return false;
  return !options.rejectPast || at >= (options.now ?? new Date()).getTime();
}

let timeZones: readonly string[] | undefined;
let timeZoneSet: ReadonlySet<string> | undefined;

/** The IANA time zones the runtime's Intl supports (its canonical names), with 'UTC', sorted. */
export function supportedTimeZones(): readonly string[] {
  timeZones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return timeZones;
}

/**
 * An IANA time zone among supportedTimeZones, the list `timezone/all` offers. Aliases and
 * spellings Intl would also take ('utc', 'US/Eastern', 'EST5EDT') are refused, so a stored zone
 * is always one the screens list.
 */
export function isTimeZone(value: string): boolean {
  timeZoneSet ??= new Set(supportedTimeZones());
  return timeZoneSet.has(value);
}

/** The options a day or an instant primitive takes. */
export interface CalendarOptions {
  /** Refuse a value before now (spec §5: "optionally past dates rejected"). */
  rejectPast?: boolean;
}

function tagged<T extends z.ZodType>(schema: T, calendar: CalendarKind): T {
  calendarRegistry.add(schema, { calendar });
  return schema;
}

/** A day, 'YYYY-MM-DD' (isIsoDate). */
export function zIsoDate(options: CalendarOptions = {}) {
  const { rejectPast = false } = options;
  return tagged(
    zText().refine((value) => isIsoDate(value, { rejectPast }), { error: 'field_invalid' }),
    'date',
  );
}

/** An optional day a form may leave blank: '' and null are null. */
export function zOptionalIsoDate(options: CalendarOptions = {}) {
  return z
    .union([z.literal(''), zIsoDate(options)])
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A reference month, 'YYYY-MM' (isIsoMonth). */
export function zIsoMonth() {
  return tagged(
    zText().refine((value) => isIsoMonth(value), { error: 'field_invalid' }),
    'month',
  );
}

/** A time of day, 'HH:MM' (isTimeOfDay). */
export function zTimeOfDay() {
  return tagged(
    zText().refine((value) => isTimeOfDay(value), { error: 'field_invalid' }),
    'time',
  );
}

/** An instant, ISO 8601 with 'Z' or an offset (isIsoDateTime). */
export function zDateTime(options: CalendarOptions = {}) {
  const { rejectPast = false } = options;
  return tagged(
    zText().refine((value) => isIsoDateTime(value, { rejectPast }), { error: 'field_invalid' }),
    'datetime',
  );
}

/** An IANA time zone (isTimeZone). */
export function zTimeZone() {
  return tagged(
    zText().refine((value) => isTimeZone(value), { error: 'field_invalid' }),
    'timezone',
  );
}
