/** An amount in cents as the interface language writes money (R$ 49,90; R$49.90). */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}
