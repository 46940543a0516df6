/** The page kept in bi:page for a list, or 1. */
export function storedPageNumber(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
