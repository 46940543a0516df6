// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { DateInput, isoToTypedDay, maskDay, typedDayToIso } from './date-input';

type Language = Parameters<typeof initI18n>[0];

/** A form field holding what the input hands it, shown beside it to assert on. */
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput label="Contract date" value={value} onChange={setValue} />
      <output data-testid="held">{value}</output>
    </>
  );
}

async function open(language: Language, initial?: string) {
  await initI18n(language);
  render(
    <MantineProvider>
      <Field initial={initial} />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Contract date' }) as HTMLInputElement;
}

const held = () => screen.getByTestId('held').textContent;

describe('typing a day', () => {
  it('tidies digits into groups of 2, 2 and 4 and pads a day typed with one digit', () => {
    expect(maskDay('29022024')).toBe('29/02/2024');
    expect(maskDay('2902')).toBe('29/02');
    expect(maskDay('290')).toBe('29/0');
    expect(maskDay('29/')).toBe('29/');
    expect(maskDay('1/2/2024')).toBe('01/02/2024');
    expect(maskDay('29.02.2024')).toBe('29/02/2024');
    expect(maskDay('ab29c02x2024999')).toBe('29/02/2024');
    expect(maskDay('')).toBe('');
  });

  it('reads a day in the order of the language, and only a real one', () => {
    expect(typedDayToIso('29/02/2024', 'DD/MM/YYYY')).toBe('2024-02-29');
    expect(typedDayToIso('02/29/2024', 'MM/DD/YYYY')).toBe('2024-02-29');
    expect(typedDayToIso('29/02/2023', 'DD/MM/YYYY')).toBeNull();
    expect(typedDayToIso('30/02/2024', 'DD/MM/YYYY')).toBeNull();
    expect(typedDayToIso('01/13/2024', 'DD/MM/YYYY')).toBeNull();
    expect(typedDayToIso('00/01/2024', 'DD/MM/YYYY')).toBeNull();
    expect(typedDayToIso('29/02', 'DD/MM/YYYY')).toBeNull();
    expect(isoToTypedDay('2024-01-15', 'DD/MM/YYYY')).toBe('15/01/2024');
    expect(isoToTypedDay('2024-01-15', 'MM/DD/YYYY')).toBe('01/15/2024');
  });
});

describe('DateInput', () => {
  it.each([
    ['pt-BR', '15/01/2024', 'DD/MM/AAAA'],
    ['pt-PT', '15/01/2024', 'DD/MM/AAAA'],
    ['es', '15/01/2024', 'DD/MM/AAAA'],
    ['en-US', '01/15/2024', 'MM/DD/YYYY'],
  ] as const)('shows a stored day in %s as %s', async (language, shown, placeholder) => {
    const input = await open(language, '2024-01-15');
    expect(input.value).toBe(shown);
    expect(input.placeholder).toBe(placeholder);
    expect(input.type).toBe('text');
  });

  it.each(['pt-BR', 'pt-PT', 'es'] as const)(
    'takes DD/MM/YYYY typed in %s and hands over YYYY-MM-DD',
    async (language) => {
      const input = await open(language);
      fireEvent.change(input, { target: { value: '29022024' } });
      expect(input.value).toBe('29/02/2024');
      expect(held()).toBe('2024-02-29');
    },
  );

  it('takes MM/DD/YYYY typed in en-US', async () => {
    const input = await open('en-US');
    fireEvent.change(input, { target: { value: '02292024' } });
    expect(input.value).toBe('02/29/2024');
    expect(held()).toBe('2024-02-29');
  });

  it('never hands over an impossible day as a real one, and says it is invalid on leaving the field', async () => {
    const input = await open('pt-BR');
    fireEvent.change(input, { target: { value: '30/02/2024' } });
    expect(held()).toBe('30/02/2024');
    fireEvent.blur(input);
    expect(await screen.findByText('O campo Contract date é inválido')).toBeTruthy();
    fireEvent.change(input, { target: { value: '29/02/2023' } });
    expect(held()).toBe('29/02/2023');
    fireEvent.change(input, { target: { value: '28/02/2023' } });
    expect(held()).toBe('2023-02-28');
    expect(screen.queryByText('O campo Contract date é inválido')).toBeNull();
  });

  it('says a half-typed day is invalid and hands over nothing when emptied', async () => {
    const input = await open('en-US', '2024-01-15');
    fireEvent.change(input, { target: { value: '01/1' } });
    expect(held()).toBe('01/1');
    fireEvent.blur(input);
    expect(await screen.findByText('Contract date is invalid')).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    expect(held()).toBe('');
  });

  it('offers the calendar by a labelled button', async () => {
    await open('pt-BR');
    expect(screen.getByRole('button', { name: 'Abrir o calendário de Contract date' })).toBeTruthy();
  });
});
