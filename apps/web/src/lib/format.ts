import { DATE_DISPLAY_FORMAT, resolveLanguage, TIME_DISPLAY_FORMAT } from '@mirante/contracts';
import { currentLanguage } from './i18n';

/** The way a day is written in American English; every other language writes DD/MM/YYYY (spec §9). */
const AMERICAN_DATE_FORMAT = 'MM/DD/YYYY';

/** How `language` writes a day: 'DD/MM/YYYY' (pt-BR, pt-PT, es) or 'MM/DD/YYYY' (en-US). */
export function dateFormatOf(language: string): string {
  return resolveLanguage(language) === 'en-US' ? AMERICAN_DATE_FORMAT : DATE_DISPLAY_FORMAT;
}

/** What part of an instant to show: its day, its day and time, or its time (24 hours). */
export type DateStyle = 'date' | 'datetime' | 'time';

/** A calendar day with no time ('YYYY-MM-DD'): shown as written, never shifted by a time zone. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Fields {
  YYYY: string;
  MM: string;
  DD: string;
  HH: string;
  mm: string;
}

function fieldsOf(date: Date, timeZone: string | undefined): Fields | null {
  if (Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (!timeZone) {
    return {
      YYYY: String(date.getFullYear()).padStart(4, '0'),
      MM: pad(date.getMonth() + 1),
      DD: pad(date.getDate()),
      HH: pad(date.getHours()),
      mm: pad(date.getMinutes()),
    };
  }
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
  } catch {
    return fieldsOf(date, undefined);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    YYYY: part('year').padStart(4, '0'),
    MM: part('month'),
    DD: part('day'),
    HH: part('hour'),
    mm: part('minute'),
  };
}

/**
 * A day, a day and time or a time as the interface language writes it (DD/MM/YYYY HH:mm, or
 * MM/DD/YYYY HH:mm in American English; always 24 hours), in the browser's time zone unless
 * `timeZone` names another (the unit's). A calendar day ('YYYY-MM-DD') is shown as it is.
 */
export function formatDate(
  value: string | Date,
  style: DateStyle = 'date',
  options: { language?: string; timeZone?: string } = {},
): string {
  const language = options.language ?? currentLanguage();
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  const fields: Fields | null = day
    ? { YYYY: day[1]!, MM: day[2]!, DD: day[3]!, HH: '00', mm: '00' }
    : fieldsOf(value instanceof Date ? value : new Date(value), options.timeZone);
  if (!fields) return '';
  const format =
    style === 'time'
      ? TIME_DISPLAY_FORMAT
      : style === 'datetime'
        ? `${dateFormatOf(language)} ${TIME_DISPLAY_FORMAT}`
        : dateFormatOf(language);
  return format.replace(/YYYY|MM|DD|HH|mm/g, (token) => fields[token as keyof Fields]);
}

/** A count with the interface language's digit grouping. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
