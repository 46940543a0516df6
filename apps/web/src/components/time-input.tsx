import { TextInput, type TextInputProps } from '@mantine/core';
import { isTimeOfDay } from '@mirante/contracts';
import { type ChangeEvent, type FocusEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../lib/i18n';
import { nameOf } from './date-input';

/*
 * The one input of a time of day in the app: 'HH:MM' on 24 hours in every language (spec §5:
 * hours 0-23, minutes 0-59), whatever the browser's locale would show (a native time input is
 * AM/PM in American English). Typed digit by digit, the colon comes by itself; the form gets
 * 'HH:MM', or the text as typed while it is not a real time, which the contract refuses.
 */

/** The text of a time being typed, tidied: 'HH:MM', a separator after one digit padding it ('9:' → '09:'). */
export function maskTime(raw: string): string {
  const groups = ['', ''];
  let at = 0;
  for (const char of raw) {
    if (/\d/.test(char)) {
      if (groups[at]!.length === 2) {
        if (at === 1) break;
        at = 1;
      }
      groups[at] += char;
    } else if (at === 0 && groups[0]!.length > 0) {
      groups[0] = groups[0]!.padStart(2, '0');
      at = 1;
    }
  }
  return groups.slice(0, at + 1).join(':');
}

export interface TimeInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** 'HH:MM', '' (or nothing) for none, or a time still being typed. */
  value?: string | null;
  onChange: (value: string) => void;
}

/** A time of day on 24 hours; see the top of this file. */
export function TimeInput({ value: given, onChange, onBlur, error, label, ...props }: TimeInputProps) {
  const value = given ?? '';
  const { t } = useTranslation();
  const catalog = useCatalog();
  const [text, setText] = useState(value);
  const [ownError, setOwnError] = useState<string | null>(null);
  const handed = useRef(value);

  useEffect(() => {
    if (value === handed.current) return;
    handed.current = value;
    setText(value);
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = maskTime(event.currentTarget.value);
    setText(masked);
    setOwnError(null);
    handed.current = masked;
    onChange(masked);
  };

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    if (text !== '' && !isTimeOfDay(text)) {
      setOwnError(catalog('field_invalid', { name: nameOf(label, props['aria-label']) }));
    }
    onBlur?.(event);
  };

  return (
    <TextInput
      {...props}
      label={label}
      value={text}
      onChange={change}
      onBlur={blur}
      error={error || ownError || undefined}
      inputMode="numeric"
      autoComplete="off"
      placeholder={props.placeholder ?? t('common.dateInput.placeholder.time')}
      maxLength={5}
    />
  );
}
