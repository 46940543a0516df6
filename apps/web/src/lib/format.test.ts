import { describe, expect, it } from 'vitest';
import { dateFormatOf, formatDate } from './format';

describe('formatDate', () => {
  it('writes days as the language does: DD/MM/YYYY, MM/DD/YYYY in American English', () => {
    expect(dateFormatOf('pt-BR')).toBe('DD/MM/YYYY');
    expect(dateFormatOf('pt-PT')).toBe('DD/MM/YYYY');
    expect(dateFormatOf('es')).toBe('DD/MM/YYYY');
    expect(dateFormatOf('en-US')).toBe('MM/DD/YYYY');
    const at = new Date(2024, 0, 15, 9, 5);
    expect(formatDate(at, 'date', { language: 'pt-BR' })).toBe('15/01/2024');
    expect(formatDate(at, 'datetime', { language: 'es' })).toBe('15/01/2024 09:05');
    expect(formatDate(at, 'datetime', { language: 'en-US' })).toBe('01/15/2024 09:05');
    expect(formatDate(at, 'time', { language: 'en-US' })).toBe('09:05');
  });

  it('shows a calendar day as it is, never a day earlier by the time zone', () => {
    expect(formatDate('2024-03-01', 'date', { language: 'pt-BR' })).toBe('01/03/2024');
    expect(formatDate('2024-03-01', 'date', { language: 'en-US' })).toBe('03/01/2024');
  });

  it("reads an instant on another zone's clock, and nothing for no date", () => {
    expect(
      formatDate('2024-03-01T02:30:00Z', 'datetime', { language: 'pt-BR', timeZone: 'America/Sao_Paulo' }),
    ).toBe('29/02/2024 23:30');
    expect(formatDate('not a date', 'date', { language: 'pt-BR' })).toBe('');
  });
});
