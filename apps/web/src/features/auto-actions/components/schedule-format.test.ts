import type { TAutoTrigger } from '@mirante/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeTrigger, formatInZone } from './schedule-format';

const t = ((key: string, params?: Record<string, unknown>) =>
  `${key}${params ? JSON.stringify(params) : ''}`) as unknown as TFunction;

const trigger = (o: Partial<TAutoTrigger>): TAutoTrigger => ({
  id: 1,
  name: 'x',
  task_id: 1,
  task_name: 't',
  enabled: true,
  frequency: 'daily',
  weekdays: [],
  month_day: null,
  trigger_time: '20:00',
  periods: null,
  range_start: null,
  range_end: null,
  activation_start: '2026-01-01',
  activation_end: null,
  shift_ids: [],
  last_run: null,
  ...o,
});

describe('schedule texts', () => {
  it("shows an instant on the unit's clock, across daylight saving", () => {
    expect(formatInZone('2018-11-04T03:00:00.000Z', 'America/Sao_Paulo')).toBe('04/11/2018 01:00');
    expect(formatInZone('2026-10-25T00:30:00.000Z', 'Europe/Lisbon')).toBe('25/10/2026 01:30');
  });

  it('describes when a trigger runs', () => {
    expect(describeTrigger(t, trigger({}))).toBe('autoActions.triggers.whenDaily{"time":"20:00"}');
    expect(describeTrigger(t, trigger({ frequency: 'monthly', month_day: 5 }))).toContain('"day":5');
    const weekly = describeTrigger(
      t,
      trigger({
        frequency: 'weekly',
        weekdays: ['seg'],
        periods: 30,
        range_start: '08:00',
        range_end: '10:00',
      }),
    );
    expect(weekly).toContain('autoActions.triggers.whenWeekly');
    expect(weekly).toContain('autoActions.weekdays.seg');
    expect(weekly).toContain('whenRange');
  });
});
