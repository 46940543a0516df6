import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZSaveAutoShiftRequest, ZSaveAutoTriggerRequest } from './auto-actions';
import { ZCloseMonthRequest, ZUpdateInvoiceRequest } from './billing';
import { ZCapacityShift } from './capacities';
import { ZClientInput } from './clients';
import { ZCompanyFields } from './companies';
import { ZCompanyConfig } from './config';
import {
  calendarKindOf,
  isIsoDate,
  isIsoDateTime,
  isIsoMonth,
  isTimeOfDay,
  isTimeZone,
  parseIsoDateTime,
  zDateTime,
  zIsoDate,
  zOptionalIsoDate,
  zTimeOfDay,
  zTimeZone,
} from './dates';
import { ZCreateEmbedLinkRequest } from './embed-links';
import { ZUpdateTicketRequest } from './help-desk';
import { ZReportMaintenanceRequest } from './reports';
import { ZCompanyConfigUpdate } from './settings';
import { ZAnalyzeFilters } from './analyze';

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-01-32', false],
    ['0001-01-01', true],
    ['0000-01-01', false],
    ['9999-12-31', true],
    ['2024-1-01', false],
    ['2024-01-01 ', false],
    ['24-01-01', false],
    ['+2024-01-01', false],
    ['2024/01/01', false],
    ['01/01/2024', false],
    ['2024-01-01T00:00:00Z', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('refuses days before today only when asked to', () => {
    const now = new Date(2026, 4, 20, 12, 0);
    expect(isIsoDate('2026-05-19', { rejectPast: true, now })).toBe(false);
    expect(isIsoDate('2026-05-20', { rejectPast: true, now })).toBe(true);
    expect(isIsoDate('2026-05-19', { now })).toBe(true);
  });
});

describe('isIsoMonth, isTimeOfDay, isTimeZone', () => {
  it('reads months 01-12 of years 1-9999', () => {
    expect(['2024-01', '2024-12', '0001-06'].map(isIsoMonth)).toEqual([true, true, true]);
    expect(['2024-13', '2024-00', '0000-01', '2024-1', '2024-01-01'].map(isIsoMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads times 00:00-23:59', () => {
    expect(['00:00', '23:59', '12:30'].map(isTimeOfDay)).toEqual([true, true, true]);
    expect(['24:00', '23:60', '9:05', '12:30:00', '12h30', '-1:00', ''].map(isTimeOfDay)).toEqual(
      Array(7).fill(false),
    );
  });

  it("knows the zones Intl lists, and 'UTC', and nothing else", () => {
    expect(['America/Sao_Paulo', 'Europe/Lisbon', 'UTC'].map(isTimeZone)).toEqual([true, true, true]);
    expect(
      ['Mars/Olympus', 'utc', 'america/sao_paulo', '+01:00', '', 'America/Sao_Paulo '].map(isTimeZone),
    ).toEqual(Array(6).fill(false));
  });
});

describe('isIsoDateTime', () => {
  it.each([
    ['2026-03-01T14:30:00Z', true],
    ['2026-03-01T14:30Z', true],
    ['2026-03-01T14:30:00.123Z', true],
    ['2026-03-01T14:30:00-03:00', true],
    ['2026-03-01T14:30:00+14:00', true],
    ['2024-02-29T10:00:00Z', true],
    ['2023-02-29T10:00:00Z', false],
    ['2024-02-30T10:00:00Z', false],
    ['2026-03-01T24:00:00Z', false],
    ['2026-03-01T23:60:00Z', false],
    ['2026-03-01T23:59:60Z', false],
    ['2026-03-01T10:00:00+24:00', false],
    ['2026-03-01T10:00:00', false],
    ['2026-03-01', false],
    // Year 1 at +01:00 is still year 0 in UTC, which PostgreSQL does not hold.
    ['0001-01-01T00:30:00+01:00', false],
    ['0001-01-01T00:00:00Z', true],
    ['9999-12-31T23:59:59Z', true],
    ['9999-12-31T23:00:00-03:00', false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDateTime(value)).toBe(expected);
  });

  it('reads the instant, offset included', () => {
    expect(parseIsoDateTime('2026-03-01T14:30:00-03:00')).toBe(Date.parse('2026-03-01T17:30:00Z'));
    expect(parseIsoDateTime('0050-06-01T00:00:00Z')).toBe(new Date('0050-06-01T00:00:00Z').getTime());
  });

  it('refuses the past only when asked to', () => {
    const now = new Date('2026-05-20T12:00:00Z');
    expect(isIsoDateTime('2026-05-20T11:59:00Z', { rejectPast: true, now })).toBe(false);
    expect(isIsoDateTime('2026-05-20T12:01:00Z', { rejectPast: true, now })).toBe(true);
  });
});

describe('the zod primitives', () => {
  it('are tagged with their kind, and schemas built on them inherit it', () => {
    expect(calendarKindOf(zIsoDate())).toBe('date');
    expect(calendarKindOf(zTimeOfDay())).toBe('time');
    expect(calendarKindOf(zTimeZone())).toBe('timezone');
    expect(calendarKindOf(zDateTime())).toBe('datetime');
    expect(calendarKindOf(zIsoDate().max(10))).toBe('date');
    expect(calendarKindOf(z.string())).toBeUndefined();
  });

  it("answer 'field_invalid' for an impossible value", () => {
    const result = zIsoDate().safeParse('2024-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['field_invalid']);
  });

  it('take a blank optional day as null', () => {
    expect(zOptionalIsoDate().parse('')).toBeNull();
    expect(zOptionalIsoDate().parse(null)).toBeNull();
    expect(zOptionalIsoDate().parse(undefined)).toBeNull();
    expect(zOptionalIsoDate().parse('2024-02-29')).toBe('2024-02-29');
    expect(zOptionalIsoDate().safeParse('2024-02-30').success).toBe(false);
  });
});

/** The issue paths of `schema` refusing `value`, or [] when it accepts it. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('every date, time and zone of the contracts', () => {
  const client = {
    partner_id: 1,
    name: 'Padaria',
    person_type: 'legal',
    document: '11.222.333/0001-81',
  };
  const trigger = {
    name: 'T',
    task_id: 1,
    frequency: 'daily',
    trigger_time: '10:00',
    activation_start: '2024-02-29',
  };

  it('refuses impossible days', () => {
    expect(refused(ZClientInput, { ...client, contract_date: '2024-02-30' })).toEqual(['contract_date']);
    expect(refused(ZClientInput, { ...client, contract_date: '2024-02-29' })).toEqual([]);
    expect(refused(ZUpdateInvoiceRequest, { due_date: '2023-02-29' })).toEqual(['due_date']);
    expect(refused(ZSaveAutoTriggerRequest, { ...trigger, activation_start: '2023-02-29' })).toEqual([
      'activation_start',
    ]);
    expect(refused(ZSaveAutoTriggerRequest, trigger)).toEqual([]);
    expect(refused(ZSaveAutoTriggerRequest, { ...trigger, activation_end: '2025-13-01' })).toEqual([
      'activation_end',
    ]);
    expect(refused(ZCompanyFields.pick({ trial_ends_at: true }), { trial_ends_at: '0000-01-01' })).toEqual([
      'trial_ends_at',
    ]);
    expect(refused(ZAnalyzeFilters, { from: '2024-02-30', to: '2024-03-10' })).toEqual(['from']);
    expect(refused(ZCloseMonthRequest, { month: '2024-13' })).toEqual(['month']);
  });

  it('refuses impossible times and zones', () => {
    expect(refused(ZSaveAutoTriggerRequest, { ...trigger, trigger_time: '24:00' })).toEqual(['trigger_time']);
    expect(refused(ZSaveAutoShiftRequest, { name: 'Night', start_time: '23:60', end_time: '06:00' })).toEqual(
      ['start_time'],
    );
    expect(
      refused(ZCapacityShift, { name: 'Day', start_time: '08:00', end_time: '24:00', weekdays: ['seg'] }),
    ).toEqual(['end_time']);
    expect(refused(ZCompanyConfigUpdate, { timezone: 'Mars/Olympus' })).toEqual(['timezone']);
    expect(
      refused(ZCompanyConfigUpdate, { access_hours: [{ day: 'seg', start: ' 08:00', end: '18:00' }] }),
    ).toEqual(['access_hours.0.start']);
    expect(ZCompanyConfig.shape.timezone.safeParse('US/Eastern').success).toBe(false);
  });

  it('refuses impossible instants', () => {
    expect(refused(ZUpdateTicketRequest, { estimated_at: '2024-02-30T10:00:00Z' })).toEqual(['estimated_at']);
    expect(refused(ZUpdateTicketRequest, { estimated_at: '0000-12-31T23:00:00Z' })).toEqual(['estimated_at']);
    expect(
      refused(ZReportMaintenanceRequest, {
        maintenance: false,
        maintenance_start: '2026-01-01T10:00:00Z',
        maintenance_end: '2026-01-01T24:00:00Z',
      }),
    ).toEqual(['maintenance_end']);
    expect(
      refused(ZCreateEmbedLinkRequest, { report_id: 1, name: 'Link', expires_at: '2031-02-29T00:00:00Z' }),
    ).toEqual(['expires_at']);
  });
});
