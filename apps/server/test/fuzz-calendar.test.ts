import {
  type CalendarKind,
  CALENDAR_KINDS,
  ZClientInput,
  ZSaveAutoTriggerRequest,
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
import {
  calendarSpotsOf,
  type FuzzRoute,
  type FuzzWorld,
  IMPOSSIBLE_CALENDAR,
  requestOf,
} from './fuzz/fuzz-harness';
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

describe('requests valid but for one impossible calendar value', () => {
  const world = {
    tokens: {},
    scopes: { master: { partnerId: 2 }, admin: { companyId: 3 }, a2m: {}, user: {} },
    scimToken: '',
  } as unknown as FuzzWorld;
  const route = (body: z.ZodType, url = '/api/auth/x'): FuzzRoute => ({
    method: 'POST',
    url,
    public: false,
    policy: undefined,
    schemas: { body },
    scim: false,
  });

  it('find where a route takes a day, a time or a zone', () => {
    expect(calendarSpotsOf(route(ZClientInput)).map((s) => [s.part, s.kind])).toEqual([['body', 'date']]);
    expect(
      calendarSpotsOf(route(ZSaveAutoTriggerRequest))
        .map((s) => s.kind)
        .sort(),
    ).toEqual(['date', 'date', 'time', 'time', 'time']);
    expect(calendarSpotsOf(route(z.object({ name: zIsoDate().optional(), x: z.string() })))).toHaveLength(1);
  });

  it('carry everything else valid, so the impossible value is what the route meets', () => {
    const requests = fc.sample(requestOf(route(ZClientInput), world, IMPOSSIBLE_CALENDAR), {
      numRuns: 60,
      seed: 17,
    });
    for (const request of requests) {
      const body = request.body as Record<string, unknown>;
      expect(IMPOSSIBLE_CALENDAR_VALUES.date).toContain(body.contract_date);
      // The partner is the world's own: nothing but the day is refused.
      expect(body.partner_id).toBe(2);
      const result = ZClientInput.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['contract_date']);
    }
    const triggers = fc.sample(requestOf(route(ZSaveAutoTriggerRequest), world, IMPOSSIBLE_CALENDAR), {
      numRuns: 60,
      seed: 19,
    });
    const refused = triggers.map((request) => {
      const result = ZSaveAutoTriggerRequest.safeParse(request.body);
      return result.success ? [] : [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
    });
    // A time of a range alone also asks for the rest of the range (a rule across fields).
    for (const fields of refused) expect(fields.length).toBeGreaterThan(0);
    expect(new Set(refused.flat())).toEqual(
      new Set(['trigger_time', 'range_start', 'range_end', 'periods', 'activation_start', 'activation_end']),
    );
  });
});
