import { DATE_TIME_DISPLAY_FORMAT, type TAutoTrigger } from '@mirante/contracts';
import type { TFunction } from 'i18next';

/** An instant as DD/MM/YYYY HH:mm on the wall clock of `timeZone` (the unit's). */
export function formatInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let text: string;
  try {
    text = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  } catch {
    return date.toISOString();
  }
  const [day, time] = text.split(' ');
  const [y, m, d] = (day ?? '').split('-');
  return DATE_TIME_DISPLAY_FORMAT.replace('DD', d ?? '')
    .replace('MM', m ?? '')
    .replace('YYYY', y ?? '')
    .replace('HH:mm', time ?? '');
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
