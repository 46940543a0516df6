import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  daysInMonth,
  deleteConfirmationName,
  isBlankAfterTrim,
  isFieldMessageCode,
  isLeapYear,
  isValidColor,
  isValidDate,
  isValidEmail,
  isValidTime,
  matchesDeleteConfirmation,
  parseFormattedDate,
} from './validators';
import { zColor, zDate, zEmail, zTime } from './validator-schemas';

/** The issue messages a schema produces for `input`, or [] when it parses. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isValidEmail', () => {
  it.each([
    'ana@example.com',
    'ana.souza+bi@mail.example.com.br',
    'A_B-c@sub-domain.example.io',
    "o'neil@example.org",
    'user@xn--bcher-kva.example',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.com`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana@@example.com',
    'ana@exa mple.com',
    ' ana@example.com',
    'ana@example.com ',
    '.ana@example.com',
    'ana.@example.com',
    'an..a@example.com',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example..com',
    'ana@example.123',
    `${'a'.repeat(65)}@example.com`,
    `ana@${'a'.repeat(64)}.com`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isLeapYear / daysInMonth', () => {
  it('follows the Gregorian rule', () => {
    expect([2024, 2000, 1600, 0].map(isLeapYear)).toEqual([true, true, true, true]);
    expect([2023, 1900, 2100, 1].map(isLeapYear)).toEqual([false, false, false, false]);
  });

  it('knows the length of each month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});

describe('isValidDate', () => {
  it.each([
    ['29/02/2024', 'DD/MM/YYYY', true],
    ['29/02/2023', 'DD/MM/YYYY', false],
    ['29/02/1900', 'DD/MM/YYYY', false],
    ['29/02/2000', 'DD/MM/YYYY', true],
    ['28/02/2023', 'DD/MM/YYYY', true],
    ['31/04/2024', 'DD/MM/YYYY', false],
    ['30/04/2024', 'DD/MM/YYYY', true],
    ['31/12/2024', 'DD/MM/YYYY', true],
    ['32/01/2024', 'DD/MM/YYYY', false],
    ['00/01/2024', 'DD/MM/YYYY', false],
    ['01/00/2024', 'DD/MM/YYYY', false],
    ['01/13/2024', 'DD/MM/YYYY', false],
    ['01/12/0000', 'DD/MM/YYYY', true],
    ['1/1/2024', 'DD/MM/YYYY', false],
    ['01/01/24', 'DD/MM/YYYY', false],
    ['01/01/20245', 'DD/MM/YYYY', false],
    ['01/01/-024', 'DD/MM/YYYY', false],
    ['01/01/20a4', 'DD/MM/YYYY', false],
    ['01/01/ 202', 'DD/MM/YYYY', false],
    ['01-01-2024', 'DD/MM/YYYY', false],
    ['', 'DD/MM/YYYY', false],
    ['2024-02-29', 'YYYY-MM-DD', true],
    ['2023-02-29', 'YYYY-MM-DD', false],
    ['29/02/2024', 'YYYY-MM-DD', false],
    ['31/12/2024 23:59', 'DD/MM/YYYY HH:mm', true],
    ['31/12/2024 00:00', 'DD/MM/YYYY HH:mm', true],
    ['31/12/2024 24:00', 'DD/MM/YYYY HH:mm', false],
    ['31/12/2024 23:60', 'DD/MM/YYYY HH:mm', false],
    ['31/12/2024 9:05', 'DD/MM/YYYY HH:mm', false],
    ['31/12/2024', 'DD/MM/YYYY HH:mm', false],
    ['31/12/2024T10:00', 'DD/MM/YYYY HH:mm', false],
    ['31/12/2024 10:00:60', 'DD/MM/YYYY HH:mm:ss', false],
    ['31/12/2024 10:00:59', 'DD/MM/YYYY HH:mm:ss', true],
  ])('%j in %s → %s', (value, format, expected) => {
    expect(isValidDate(value, format)).toBe(expected);
  });

  it('uses DD/MM/YYYY when no format is given', () => {
    expect(isValidDate('25/12/2024')).toBe(true);
    expect(isValidDate('2024-12-25')).toBe(false);
  });

  it('allows 29 February when the format has no year', () => {
    expect(isValidDate('29/02', 'DD/MM')).toBe(true);
    expect(isValidDate('30/02', 'DD/MM')).toBe(false);
  });

  describe('rejectPast', () => {
    // 15 March 2024, 14:30:20 local time.
    const now = new Date(2024, 2, 15, 14, 30, 20);
    const past = { rejectPast: true, now };

    it('rejects days before today and keeps today and later', () => {
      expect(isValidDate('14/03/2024', 'DD/MM/YYYY', past)).toBe(false);
      expect(isValidDate('15/03/2024', 'DD/MM/YYYY', past)).toBe(true);
      expect(isValidDate('16/03/2024', 'DD/MM/YYYY', past)).toBe(true);
      expect(isValidDate('31/12/2023', 'DD/MM/YYYY', past)).toBe(false);
      expect(isValidDate('01/01/2025', 'DD/MM/YYYY', past)).toBe(true);
      expect(isValidDate('2024-03-14', 'YYYY-MM-DD', past)).toBe(false);
    });

    it('compares date-times to the minute', () => {
      expect(isValidDate('15/03/2024 14:29', 'DD/MM/YYYY HH:mm', past)).toBe(false);
      expect(isValidDate('15/03/2024 14:30', 'DD/MM/YYYY HH:mm', past)).toBe(true);
      expect(isValidDate('15/03/2024 14:31', 'DD/MM/YYYY HH:mm', past)).toBe(true);
      expect(isValidDate('16/03/2024 00:00', 'DD/MM/YYYY HH:mm', past)).toBe(true);
      expect(isValidDate('14/03/2024 23:59', 'DD/MM/YYYY HH:mm', past)).toBe(false);
    });

    it('accepts past dates when not asked to reject them', () => {
      expect(isValidDate('01/01/1990', 'DD/MM/YYYY', { now })).toBe(true);
    });

    it('still rejects invalid dates in the future', () => {
      expect(isValidDate('31/04/2099', 'DD/MM/YYYY', past)).toBe(false);
    });

    it('reads today in the given time zone', () => {
      // 02:00 UTC on 16 March is still 15 March (23:00) in São Paulo.
      const utcNow = new Date(Date.UTC(2024, 2, 16, 2, 0));
      const options = { rejectPast: true, now: utcNow, timeZone: 'America/Sao_Paulo' };
      expect(isValidDate('15/03/2024', 'DD/MM/YYYY', options)).toBe(true);
      expect(isValidDate('15/03/2024 22:59', 'DD/MM/YYYY HH:mm', options)).toBe(false);
      expect(isValidDate('15/03/2024 23:00', 'DD/MM/YYYY HH:mm', options)).toBe(true);
      expect(isValidDate('15/03/2024', 'DD/MM/YYYY', { ...options, timeZone: 'UTC' })).toBe(false);
    });

    it('refuses an invalid reference instant', () => {
      expect(() => isValidDate('15/03/2024', 'DD/MM/YYYY', { rejectPast: true, now: new Date('x') })).toThrow(
        RangeError,
      );
    });
  });
});

describe('parseFormattedDate', () => {
  it('returns the fields the format holds', () => {
    expect(parseFormattedDate('05/07/2024 08:09', 'DD/MM/YYYY HH:mm')).toEqual({
      DD: 5,
      MM: 7,
      YYYY: 2024,
      HH: 8,
      mm: 9,
    });
    expect(parseFormattedDate('2024-07-05', 'YYYY-MM-DD')).toEqual({ YYYY: 2024, MM: 7, DD: 5 });
    expect(parseFormattedDate('31/02/2024', 'DD/MM/YYYY')).toBeNull();
  });
});

describe('isValidTime', () => {
  it.each([
    ['00:00', true],
    ['23:59', true],
    ['09:05', true],
    ['24:00', false],
    ['12:60', false],
    ['9:05', false],
    ['09:5', false],
    ['0905', false],
    ['09.05', false],
    ['-1:00', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidTime(value)).toBe(expected);
  });

  it('takes another time format', () => {
    expect(isValidTime('23:59:59', 'HH:mm:ss')).toBe(true);
    expect(isValidTime('23:59:60', 'HH:mm:ss')).toBe(false);
  });
});

describe('isValidColor', () => {
  it.each([
    '#fff',
    '#FFF',
    '#1a2B3c',
    '#1A2B3C80',
    'rgb(0,0,0)',
    'rgb(255, 255, 255)',
    'RGB( 12 , 34 , 56 )',
    'rgba(0, 0, 0, 0)',
    'rgba(10,20,30,1)',
    'rgba(10, 20, 30, 0.5)',
    'rgba(10, 20, 30, .25)',
    'rgba(10, 20, 30, 1.0)',
  ])('accepts %s', (color) => {
    expect(isValidColor(color)).toBe(true);
  });

  it.each([
    '',
    'fff',
    '#ff',
    '#ffff',
    '#fffff',
    '#fffffff',
    '#fffffffff',
    '#ggg',
    ' #fff',
    'red',
    'rgb(256, 0, 0)',
    'rgb(0, -1, 0)',
    'rgb(0, 0)',
    'rgb(0, 0, 0, 0.5)',
    'rgb(1.5, 0, 0)',
    'rgb(10%, 0, 0)',
    'rgba(0, 0, 0)',
    'rgba(0, 0, 0, 1.1)',
    'rgba(0, 0, 0, -0.1)',
    'rgba(0, 0, 0, 50%)',
    'hsl(0, 0%, 0%)',
  ])('rejects %j', (color) => {
    expect(isValidColor(color)).toBe(false);
  });
});

describe('delete confirmation', () => {
  it('upper-cases and turns each space into an underscore', () => {
    expect(deleteConfirmationName('Sales report')).toBe('SALES_REPORT');
    expect(deleteConfirmationName('  Relatório de vendas 2024 ')).toBe('RELATÓRIO_DE_VENDAS_2024');
    expect(deleteConfirmationName('A  B')).toBe('A__B');
    expect(deleteConfirmationName('already_UPPER')).toBe('ALREADY_UPPER');
  });

  it('enables Delete only on an exact match', () => {
    expect(matchesDeleteConfirmation('SALES_REPORT', 'Sales report')).toBe(true);
    expect(matchesDeleteConfirmation(' SALES_REPORT ', 'Sales report')).toBe(true);
    expect(matchesDeleteConfirmation('sales_report', 'Sales report')).toBe(false);
    expect(matchesDeleteConfirmation('SALES REPORT', 'Sales report')).toBe(false);
    expect(matchesDeleteConfirmation('SALES_REPOR', 'Sales report')).toBe(false);
    expect(matchesDeleteConfirmation('', 'Sales report')).toBe(false);
  });

  it('never matches a blank name', () => {
    expect(matchesDeleteConfirmation('', '')).toBe(false);
    expect(matchesDeleteConfirmation('', '   ')).toBe(false);
  });
});

describe('isBlankAfterTrim', () => {
  it('treats missing and whitespace-only text as blank', () => {
    expect([undefined, null, '', '   ', '\t\n', '\u00a0'].map(isBlankAfterTrim)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([' a ', 'x', '0'].map(isBlankAfterTrim)).toEqual([false, false, false]);
  });
});

describe('zod helpers', () => {
  it('zEmail trims, and reports required vs invalid', () => {
    expect(zEmail.parse('  ana@example.com ')).toBe('ana@example.com');
    expect(messages(zEmail, undefined)).toEqual(['field_required']);
    expect(messages(zEmail, null)).toEqual(['field_required']);
    expect(messages(zEmail, '   ')).toEqual(['field_required']);
    expect(messages(zEmail, 'ana@')).toEqual(['field_invalid']);
    expect(messages(zEmail, 42)).toEqual(['field_invalid']);
  });

  it('zDate validates by format and rejects the past at parse time', () => {
    expect(zDate().parse('29/02/2024')).toBe('29/02/2024');
    expect(messages(zDate(), '29/02/2023')).toEqual(['field_invalid']);
    expect(messages(zDate('YYYY-MM-DD'), '2024-02-29')).toEqual([]);
    expect(messages(zDate(), '')).toEqual(['field_required']);

    let now = new Date(2024, 2, 15);
    const future = zDate('DD/MM/YYYY', { rejectPast: true, now: () => now });
    expect(messages(future, '15/03/2024')).toEqual([]);
    now = new Date(2024, 2, 16);
    expect(messages(future, '15/03/2024')).toEqual(['field_invalid']);

    const fixed = zDate('DD/MM/YYYY HH:mm', { rejectPast: true, now: new Date(2024, 2, 15, 10, 0) });
    expect(messages(fixed, '15/03/2024 09:59')).toEqual(['field_invalid']);
    expect(messages(fixed, '15/03/2024 10:00')).toEqual([]);
  });

  it('zTime and zColor report field codes', () => {
    expect(zTime.parse(' 08:30 ')).toBe('08:30');
    expect(messages(zTime, '24:00')).toEqual(['field_invalid']);
    expect(messages(zTime, undefined)).toEqual(['field_required']);
    expect(zColor.parse('#ABCDEF')).toBe('#ABCDEF');
    expect(messages(zColor, 'blue')).toEqual(['field_invalid']);
    expect(messages(zColor, '')).toEqual(['field_required']);
  });

  it('isFieldMessageCode recognises only the field codes', () => {
    expect(isFieldMessageCode('field_invalid')).toBe(true);
    expect(isFieldMessageCode('field_required')).toBe(true);
    expect(isFieldMessageCode('not_found')).toBe(false);
    expect(isFieldMessageCode(undefined)).toBe(false);
  });
});
