import { Group, Input } from '@mantine/core';
import { isIsoDate, isTimeOfDay } from '@mirante/contracts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from './date-input';
import { TimeInput } from './time-input';

/*
 * A day and a time of day (a moment in the browser's time zone): the shared day input beside the
 * shared time input, in the interface language's order and on 24 hours. The form holds
 * 'YYYY-MM-DDTHH:mm' (what a datetime-local input held); while either part is not real, it holds
 * what was typed, which `localDateTimeToIso` refuses.
 */

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The instant (ISO, UTC) of a 'YYYY-MM-DDTHH:mm' in the browser's time zone, or null when it is none. */
export function localDateTimeToIso(value: string): string | null {
  const match = LOCAL.exec(value);
  if (!match || !isIsoDate(match[1]!) || !isTimeOfDay(match[2]!)) return null;
  const date = new Date(`${value}:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as 'YYYY-MM-DDTHH:mm' in the browser's time zone ('' for none). */
export function isoToLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function partsOf(value: string): [string, string] {
  const match = LOCAL.exec(value);
  return match ? [match[1]!, match[2]!] : ['', ''];
}

export interface DateTimeInputProps {
  label: string;
  /** 'YYYY-MM-DDTHH:mm', '' (or nothing) for none, or what is being typed. */
  value?: string | null;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  description?: ReactNode;
}

/** A day and a time; see the top of this file. */
export function DateTimeInput({
  label,
  value: given,
  onChange,
  error,
  required,
  disabled,
  description,
}: DateTimeInputProps) {
  const value = given ?? '';
  const { t } = useTranslation();
  const id = useId();
  const [[day, time], setParts] = useState<[string, string]>(() => partsOf(value));
  const handed = useRef(value);

  useEffect(() => {
    if (value === handed.current) return;
    handed.current = value;
    setParts(partsOf(value));
  }, [value]);

  const hand = (nextDay: string, nextTime: string) => {
    setParts([nextDay, nextTime]);
    const next =
      nextDay === '' && nextTime === ''
        ? ''
        : isIsoDate(nextDay) && isTimeOfDay(nextTime)
          ? `${nextDay}T${nextTime}`
          : `${nextDay} ${nextTime}`;
    handed.current = next;
    onChange(next);
  };

  return (
    <Input.Wrapper id={id} label={label} required={required} error={error} description={description}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <DateInput
          id={id}
          label={undefined}
          aria-label={label}
          value={day}
          onChange={(next) => hand(next, time)}
          disabled={disabled}
          error={error ? true : undefined}
          style={{ flex: 3 }}
        />
        <TimeInput
          aria-label={t('common.dateInput.timeOf', { name: label })}
          value={time}
          onChange={(next) => hand(day, next)}
          disabled={disabled}
          error={error ? true : undefined}
          style={{ flex: 2 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
