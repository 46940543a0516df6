import { DATE_DISPLAY_FORMAT } from '@mirante/contracts';

/** A date in the product's display format (DD/MM/YYYY, spec §9), in the browser's time zone. */
export function formatDate(value: string | Date, format: string = DATE_DISPLAY_FORMAT): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: String(date.getMonth() + 1).padStart(2, '0'),
    DD: String(date.getDate()).padStart(2, '0'),
    HH: String(date.getHours()).padStart(2, '0'),
    mm: String(date.getMinutes()).padStart(2, '0'),
  };
  return format.replace(/YYYY|MM|DD|HH|mm/g, (token) => parts[token] ?? token);
}

/** A count with the interface language's digit grouping. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
