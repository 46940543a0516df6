import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { isIsoDate } from '@mirante/contracts';
import { IconCalendar } from '@tabler/icons-react';
import { type ChangeEvent, type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatOf } from '../lib/format';
import { useCatalog, useLanguage } from '../lib/i18n';

/*
 * The one input of a day in the app. It shows and takes the day as the interface language writes
 * it (DD/MM/YYYY in pt-BR, pt-PT and es; MM/DD/YYYY in en-US), whatever the browser's own locale,
 * typed digit by digit (the slashes come by themselves) or chosen in the browser's calendar, and
 * hands the form 'YYYY-MM-DD', the API's form. While what is typed is not a real day, the form
 * gets the text as typed, which the contract refuses ('{name} is invalid'): a half-typed day is
 * never sent as another one.
 */

/** The three groups of digits of a day as typed, in the language's order. */
type Groups = [string, string, string];
const GROUP_SIZES = [2, 2, 4] as const;

/**
 * The text of a day being typed, tidied: digits in groups of 2, 2 and 4 with a '/' between them.
 * A separator typed after one digit pads it ('1/' → '01/'); any non-digit counts as a separator.
 */
export function maskDay(raw: string): string {
  const groups: Groups = ['', '', ''];
  let at = 0;
  for (const char of raw) {
    if (/\d/.test(char)) {
      if (groups[at]!.length === GROUP_SIZES[at]) {
        if (at === 2) break;
        at += 1;
      }
      groups[at] += char;
    } else if (at < 2 && groups[at]!.length > 0) {
      groups[at] = groups[at]!.padStart(2, '0');
      at += 1;
    }
  }
  return groups.slice(0, at + 1).join('/');
}

/** The field's name for messages: its label, or its accessible name when it shows none. */
export function nameOf(label: ReactNode, ariaLabel: string | undefined): string {
  return typeof label === 'string' ? label : (ariaLabel ?? '');
}

const TYPED_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The 'YYYY-MM-DD' of a day typed in `format` ('DD/MM/YYYY' or 'MM/DD/YYYY'), or null. */
export function typedDayToIso(text: string, format: string): string | null {
  const match = TYPED_DAY.exec(text);
  if (!match) return null;
  const [, first = '', second = '', year = ''] = match;
  const [day, month] = format.startsWith('MM') ? [second, first] : [first, second];
  const iso = `${year}-${month}-${day}`;
  return isIsoDate(iso) ? iso : null;
}

/** A 'YYYY-MM-DD' as typed in `format`; any other value as it is (a day still being typed). */
export function isoToTypedDay(value: string, format: string): string {
  if (!isIsoDate(value)) return value;
  const [year, month, day] = value.split('-');
  return format.startsWith('MM') ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

export interface DateInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** 'YYYY-MM-DD', '' (or nothing) for no day, or a day still being typed. */
  value?: string | null;
  /** Called with 'YYYY-MM-DD', with '' when emptied, or with the text while it is no real day. */
  onChange: (value: string) => void;
}

/** A day, typed or picked, in the interface language's order; see the top of this file. */
export function DateInput({
  value: given,
  onChange,
  onBlur,
  error,
  label,
  rightSection,
  ...props
}: DateInputProps) {
  const value = given ?? '';
  const { t } = useTranslation();
  const language = useLanguage();
  const catalog = useCatalog();
  const format = dateFormatOf(language);
  const [text, setText] = useState(() => isoToTypedDay(value, format));
  const [ownError, setOwnError] = useState<string | null>(null);
  // What this input last handed the form, so a new value from outside (a form loaded) shows.
  const handed = useRef(value);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (value === handed.current && !isIsoDate(value)) return;
    handed.current = value;
    setText(isoToTypedDay(value, format));
  }, [value, format]);

  const hand = (next: string) => {
    handed.current = next;
    onChange(next);
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = maskDay(event.currentTarget.value);
    setText(masked);
    setOwnError(null);
    hand(masked === '' ? '' : (typedDayToIso(masked, format) ?? masked));
  };

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    // A day left half-typed or impossible is said at once, in the catalogue's words.
    if (text !== '' && !typedDayToIso(text, format)) {
      setOwnError(catalog('field_invalid', { name: nameOf(label, props['aria-label']) }));
    }
    onBlur?.(event);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const iso = event.currentTarget.value;
    setText(isoToTypedDay(iso, format));
    setOwnError(null);
    hand(iso);
  };

  const openCalendar = () => {
    const input = picker.current;
    if (!input || props.disabled || props.readOnly) return;
    try {
      input.showPicker();
    } catch {
      // No picker here (an old browser, or no user gesture): typing still works.
    }
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
      placeholder={
        props.placeholder ?? t(`common.dateInput.placeholder.${format === 'MM/DD/YYYY' ? 'mdy' : 'dmy'}`)
      }
      maxLength={10}
      rightSection={
        rightSection ?? (
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={openCalendar}
              disabled={props.disabled || props.readOnly}
              aria-label={t('common.dateInput.openCalendar', { name: nameOf(label, props['aria-label']) })}
            >
              <IconCalendar size={16} aria-hidden="true" />
            </ActionIcon>
            <input
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden="true"
              value={isIsoDate(value) ? value : ''}
              onChange={pick}
              style={{
                position: 'absolute',
                width: 1,
                height: 1,
                opacity: 0,
                pointerEvents: 'none',
                right: 0,
              }}
            />
          </>
        )
      }
    />
  );
}
