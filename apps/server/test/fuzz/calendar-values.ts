import { type CalendarKind, daysInMonth, supportedTimeZones } from '@mirante/contracts';
import fc from 'fast-check';

/*
 * What a caller may send where the contracts take a day, a month, a time of day, an instant or a
 * time zone (the calendar primitives, found by their tag): real values, from the edges of the
 * calendar (29 February, year 1, 9999-12-31, 23:59) to ordinary ones, and values shaped like them
 * that name nothing real (30 February, 29 February of a common year, month 13, day 00, 24:00,
 * 23:60, year 0, zones Intl only half knows). The fuzz generator and the input sweep both send them.
 */

/** Values shaped like the kind's that are not a real day, month, time, instant or zone. */
export const IMPOSSIBLE_CALENDAR_VALUES: Record<CalendarKind, readonly string[]> = {
  date: [
    '2024-02-30',
    '2023-02-29',
    '2100-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-01-32',
    '0000-01-01',
    '2024-1-5',
    '+02024-01-01',
    '30/01/2024',
    '2024-02-29T00:00:00Z',
  ],
  month: ['2024-13', '2024-00', '0000-01', '2024-1', '2024-02-30'],
  time: ['24:00', '23:60', '25:00', '24:60', '-1:00', '9:05', '12:30:00', '12h30'],
  datetime: [
    '2024-02-30T10:00:00Z',
    '2023-02-29T10:00:00Z',
    '2024-13-01T10:00:00Z',
    '2024-01-00T10:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T23:60:00Z',
    '2024-01-01T23:59:60Z',
    '2024-01-01T10:00:00+24:00',
    '2024-01-01T10:00:00',
    '0000-12-31T23:00:00Z',
    '0001-01-01T00:30:00+01:00',
    '9999-12-31T23:00:00-03:00',
    '+010000-01-01T00:00:00Z',
  ],
  timezone: [
    'Mars/Olympus',
    'utc',
    'US/Eastern',
    'EST5EDT',
    'Etc/GMT+3',
    '+01:00',
    'America/Sao_paulo',
    'America',
  ],
};

/** A few of each kind, the input sweep's share (it sends each to every caller of every route). */
export const SWEEP_CALENDAR_VALUES: Record<CalendarKind, readonly string[]> = {
  date: ['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '0000-01-01'],
  month: ['2024-13', '2024-00', '0000-01'],
  time: ['24:00', '23:60'],
  datetime: [
    '2024-02-30T10:00:00Z',
    '2024-01-01T24:00:00Z',
    '0000-12-31T23:00:00Z',
    '0001-01-01T00:30:00+01:00',
  ],
  timezone: ['Mars/Olympus', 'US/Eastern', 'utc'],
};

/**
 * Names of text fields that hold a day, a month, a time, an instant or a zone by the portal's
 * habits (`contract_date`, `trigger_time`, `expires_at`, `range_start`, `timezone`, `from`); such
 * a field must be built on a calendar primitive.
 */
export const CALENDAR_FIELD_NAME =
  /(^|_)(date|day|days|month|time|at|timezone|zone|start|end|from|to|since|until)$|^(start|end)_/;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Years mostly near today, sometimes anywhere from 1 to 9999. */
const year = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 2000, max: 2100 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 9999 }) },
);

const day = fc
  .tuple(year, fc.integer({ min: 1, max: 12 }))
  .chain(([y, m]) =>
    fc.integer({ min: 1, max: daysInMonth(y, m) }).map((d) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  );
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`);
const offset = fc.constantFrom('Z', 'Z', '-03:00', '+00:00', '+05:30', '-12:00', '+14:00');

const VALID: Record<CalendarKind, fc.Arbitrary<string>> = {
  date: fc.oneof(day, fc.constantFrom('2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2030-12-31')),
  month: fc.oneof(
    fc.tuple(year, fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${pad(y, 4)}-${pad(m, 2)}`),
    fc.constantFrom('0001-01', '9999-12'),
  ),
  time: fc.oneof(time, fc.constantFrom('00:00', '23:59', '12:00')),
  datetime: fc.oneof(
    fc
      .tuple(day, time, fc.integer({ min: 0, max: 59 }), offset)
      .map(([d, t, s, z]) => `${d}T${t}:${pad(s, 2)}${z}`)
      .filter((v) => !v.startsWith('0001-01-01') && !v.startsWith('9999-12-31')),
    fc.constantFrom(
      '2024-02-29T23:59:59.999Z',
      '2030-01-01T00:00Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
    ),
  ),
  timezone: fc.constantFrom(...supportedTimeZones()),
};

/** A real value of the kind. */
export function validCalendarValue(kind: CalendarKind): fc.Arbitrary<string> {
  return VALID[kind];
}

/** A value shaped like the kind's that is not real. */
export function impossibleCalendarValue(kind: CalendarKind): fc.Arbitrary<string> {
  return fc.constantFrom(...IMPOSSIBLE_CALENDAR_VALUES[kind]);
}
