import type { PageVisual, SalesRow, SeedPage, SeedReport } from '../seed-data';

/** One exported page, as the report draws it for the export's identity and filters. */
export interface ExportedPage {
  report: string;
  page: string;
  /** Who the data was read as (row-level security), or null when the dataset has no roles. */
  identity: { username: string; roles: string[] } | null;
  /** The report-level filter applied, as the request wrote it. */
  filter: string | null;
  kpis: { label: string; value: number }[];
  charts: { title: string; bars: { label: string; value: number }[] }[];
  table: { region: string; product: string; revenue: number }[] | null;
}

const CHART_OF: Partial<Record<PageVisual, { title: string; key: keyof SalesRow }>> = {
  byMonth: { title: 'Revenue by month', key: 'month' },
  byRegion: { title: 'Revenue by region', key: 'region' },
  byProduct: { title: 'Revenue by product', key: 'product' },
};

function revenueBy(rows: SalesRow[], key: keyof SalesRow) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(String(row[key]), (sums.get(String(row[key])) ?? 0) + row.revenue);
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, value]) => ({ label, value }));
}

/** What a page shows for a set of rows: its KPIs, its charts and its table. */
export function pageContent(
  report: SeedReport,
  page: SeedPage,
  rows: SalesRow[],
  identity: ExportedPage['identity'],
  filter: string | null,
): ExportedPage {
  const sum = (key: 'revenue' | 'units') => rows.reduce((total, row) => total + row[key], 0);
  const charts = page.visuals.flatMap((visual) => {
    const chart = CHART_OF[visual];
    return chart ? [{ title: chart.title, bars: revenueBy(rows, chart.key) }] : [];
  });
  const table = page.visuals.includes('table')
    ? [...new Set(rows.map((r) => `${r.region}\u0000${r.product}`))].sort().map((pair) => {
        const [region, product] = pair.split('\u0000') as [string, string];
        const revenue = rows
          .filter((r) => r.region === region && r.product === product)
          .reduce((total, r) => total + r.revenue, 0);
        return { region, product, revenue };
      })
    : null;
  return {
    report: report.name,
    page: page.displayName,
    identity,
    filter,
    kpis: page.visuals.includes('kpis')
      ? [
          { label: 'Revenue', value: sum('revenue') },
          { label: 'Units', value: sum('units') },
          { label: 'Orders', value: rows.length },
        ]
      : [],
    charts,
    table,
  };
}

/** The line every exported page carries: whose data it shows. */
export function identityLine(page: ExportedPage): string {
  if (!page.identity) return 'Data: all rows (the dataset has no row-level security)';
  return `Effective user: ${page.identity.username} · Roles: ${page.identity.roles.join(', ')}`;
}

export function formatNumber(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/**
 * A report-level filter in Power BI's URL filter syntax, as ExportTo takes it: `Table/Column eq
 * 'value'`, `ne`, `in ('a', 'b')`, joined by `and`. Columns are the sample rows' (region,
 * product, month). Answers the rows it keeps, or an error message for a filter it cannot read.
 */
export function applyFilter(rows: SalesRow[], filter: string): SalesRow[] | { error: string } {
  const clauses = filter.split(/\s+and\s+/i);
  const tests: ((row: SalesRow) => boolean)[] = [];
  for (const clause of clauses) {
    const match = /^\s*[\w ]+\/(\w+)\s+(eq|ne|in)\s+(.+?)\s*$/i.exec(clause);
    if (!match) return { error: `Invalid filter: ${clause.trim()}` };
    const column = match[1]!.toLowerCase();
    if (!['region', 'product', 'month'].includes(column))
      return { error: `Invalid filter: unknown column ${match[1]}` };
    const operator = match[2]!.toLowerCase();
    const literal = match[3]!;
    const values =
      operator === 'in' ? /^\((.*)\)$/.exec(literal)?.[1]?.split(',').map(unquote) : [unquote(literal)];
    if (!values || values.some((v) => v === null)) return { error: `Invalid filter value: ${literal}` };
    const key = column as 'region' | 'product' | 'month';
    const kept = values as string[];
    tests.push(operator === 'ne' ? (row) => !kept.includes(row[key]) : (row) => kept.includes(row[key]));
  }
  return rows.filter((row) => tests.every((test) => test(row)));
}

function unquote(text: string): string | null {
  const match = /^\s*'((?:[^']|'')*)'\s*$/.exec(text);
  return match ? match[1]!.replaceAll("''", "'") : null;
}
