import type { TAutoTrigger } from '@mirante/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format';

/** An instant as the interface language writes a day and time, on the wall clock of `timeZone` (the unit's). */
export function formatInZone(iso: string, timeZone: string): string {
  return formatDate(iso, 'datetime', { timeZone });
}

/** "Mon, Fri at 20:00", "every 30 min, 08:00 to 18:00"… */
export function describeTrigger(t: TFunction, trigger: TAutoTrigger): string {
  const time =
    trigger.periods && trigger.range_start && trigger.range_end
      ? t('autoActions.triggers.whenRange', {
          periods: trigger.periods,
          start: trigger.range_start,
          end: trigger.range_end,
        })
      : trigger.trigger_time;
  if (trigger.frequency === 'weekly') {
    const days = trigger.weekdays.map((code) => t(`autoActions.weekdays.${code}`)).join(', ');
    return t('autoActions.triggers.whenWeekly', { days, time });
  }
  if (trigger.frequency === 'monthly')
    return t('autoActions.triggers.whenMonthly', { day: trigger.month_day, time });
  return t('autoActions.triggers.whenDaily', { time });
}
