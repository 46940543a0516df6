import {
  type CalendarKind,
  CALENDAR_KINDS,
  zDateTime,
  zIsoDate,
  zIsoMonth,
  zOptionalIsoDate,
  zTimeOfDay,
  zTimeZone,
} from '@mirante/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMPOSSIBLE_CALENDAR_VALUES, validCalendarValue } from './fuzz/calendar-values';
import { arbitraryOf } from './fuzz/zod-arbitrary';

/**
 * The fuzz generator knows the calendar primitives by their tag: it draws real days, months,
 * times, instants and zones for them, and, in its bad draws, mostly impossible ones (30 February,
 * 29 February of a common year, month 13, day 00, 24:00, 23:60, zones Intl does not list).
 */

const PRIMITIVES: Record<CalendarKind, () => z.ZodType> = {
  date: () => zIsoDate(),
  month: () => zIsoMonth(),
  time: () => zTimeOfDay(),
  datetime: () => zDateTime(),
  timezone: () => zTimeZone(),
};

describe('calendar values of the fuzz generator', () => {
  it.each(CALENDAR_KINDS)('%s: the impossible values are refused and the real ones taken', (kind) => {
    const schema = PRIMITIVES[kind]();
    for (const value of IMPOSSIBLE_CALENDAR_VALUES[kind])
      expect(schema.safeParse(value).success, value).toBe(false);
    for (const value of fc.sample(validCalendarValue(kind), { numRuns: 300, seed: 7 }))
      expect(schema.safeParse(value).success, value).toBe(true);
  });

  it('draws only real values where it means to be valid', () => {
    const schema = z.object({
      day: zIsoDate(),
      month: zIsoMonth(),
      at: zTimeOfDay(),
      instant: zDateTime(),
      zone: zTimeZone(),
      signed: zOptionalIsoDate(),
    });
    for (const value of fc.sample(arbitraryOf(schema, { url: false, bad: 0 }), { numRuns: 300, seed: 11 }))
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
  });

  it('draws the impossible dates, times and zones among its bad values', () => {
    const schema = z.object({
      contract_date: zOptionalIsoDate(),
      trigger_time: zTimeOfDay(),
      estimated_at: zDateTime().nullable(),
      timezone: zTimeZone().optional(),
    });
    const drawn = fc.sample(arbitraryOf(schema, { url: false, bad: 30 }), {
      numRuns: 2000,
      seed: 3,
    }) as Record<string, unknown>[];
    const seen = (key: string) =>
      new Set(drawn.map((v) => (typeof v === 'object' && v ? v[key] : undefined)));
    const days = seen('contract_date');
    expect(['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10'].filter((v) => days.has(v))).not.toEqual(
      [],
    );
    const times = seen('trigger_time');
    expect(times.has('24:00') || times.has('23:60')).toBe(true);
    const instants = seen('estimated_at');
    expect(IMPOSSIBLE_CALENDAR_VALUES.datetime.some((v) => instants.has(v))).toBe(true);
    const zones = seen('timezone');
    expect(IMPOSSIBLE_CALENDAR_VALUES.timezone.some((v) => zones.has(v))).toBe(true);
    // And in a query string too (`from`, `month`).
    const query = z.object({ from: zIsoDate(), month: zIsoMonth() });
    const urls = fc.sample(arbitraryOf(query, { url: true, bad: 30 }), { numRuns: 1000, seed: 5 }) as Record<
      string,
      unknown
    >[];
    expect(urls.some((v) => IMPOSSIBLE_CALENDAR_VALUES.date.includes(v.from as string))).toBe(true);
    expect(urls.some((v) => IMPOSSIBLE_CALENDAR_VALUES.month.includes(v.month as string))).toBe(true);
  });
});
