import { formatDate } from '../../../lib/format';

/** An amount in cents as the interface language writes money (R$ 1.234,56; R$1,234.56). */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) as the interface language writes it, with no time zone to shift it. */
export function formatDay(value: string | null): string {
  return value ? formatDate(value.slice(0, 10)) : '—';
}

/** A reference month (YYYY-MM) as MM/YYYY. */
export function formatMonth(value: string): string {
  const [y, m] = value.split('-');
  return `${m}/${y}`;
}

/** The month before the current one (YYYY-MM): the latest a close may take. */
export function previousMonth(now: Date = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** The `count` months up to `last`, newest first (YYYY-MM). */
export function recentMonths(last: string, count: number): string[] {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(y, m - 1 - i, 1)).toISOString().slice(0, 7),
  );
}

export const SITUATION_COLORS = {
  open: 'blue',
  paid: 'teal',
  overdue: 'red',
  cancelled: 'gray',
} as const;
