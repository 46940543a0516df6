import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { type TAccessWindow, WEEKDAY_CODES, type WeekdayCode } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { TimeInput } from '../../../components/time-input';
import { useLanguage } from '../../../lib/i18n';

/** Sunday 4 January 2026 onwards: the weekday names in the interface language. */
function weekdayName(index: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + index)),
  );
}

interface AccessHoursEditorProps {
  /** null: any time. */
  value: TAccessWindow[] | null;
  onChange: (value: TAccessWindow[] | null) => void;
  /** Server field errors keyed as `access_hours.N.field`, and `access_hours` for the whole set. */
  errors: FormErrors;
}

/**
 * One window per weekday (start and end, in the unit's timezone). Days left unchecked are closed
 * once any day is checked; with no day checked the unit is open at any time.
 */
export function AccessHoursEditor({ value, onChange, errors }: AccessHoursEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const windows = value ?? [];

  function update(day: WeekdayCode, patch: Partial<TAccessWindow> | null) {
    const others = windows.filter((w) => w.day !== day);
    const current = windows.find((w) => w.day === day) ?? { day, start: '08:00', end: '18:00' };
    const next = patch === null ? others : [...others, { ...current, ...patch }];
    next.sort((a, b) => WEEKDAY_CODES.indexOf(a.day) - WEEKDAY_CODES.indexOf(b.day));
    onChange(next.length > 0 ? next : null);
  }

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('settings.hints.access_hours')}
      </Text>
      {WEEKDAY_CODES.map((day, index) => {
        const at = windows.findIndex((w) => w.day === day);
        const window = windows[at];
        const name = weekdayName(index, language);
        const error = (field: string) => (at >= 0 ? errors[`access_hours.${at}.${field}`] : undefined);
        return (
          <Group key={day} gap="md" wrap="nowrap" align="flex-start">
            <Checkbox
              w={160}
              mt={8}
              label={name}
              checked={Boolean(window)}
              onChange={(e) => update(day, e.currentTarget.checked ? {} : null)}
            />
            <TimeInput
              aria-label={`${name}: ${t('settings.hoursFrom')}`}
              disabled={!window}
              value={window?.start ?? ''}
              onChange={(start) => update(day, { start })}
              error={error('start')}
              w={130}
            />
            <TimeInput
              aria-label={`${name}: ${t('settings.hoursTo')}`}
              disabled={!window}
              value={window?.end ?? ''}
              onChange={(end) => update(day, { end })}
              error={error('end')}
              w={130}
            />
          </Group>
        );
      })}
      {errors.access_hours && (
        <Text size="sm" c="red" role="alert" data-testid="access-hours-error">
          {String(errors.access_hours)}
        </Text>
      )}
    </Stack>
  );
}
