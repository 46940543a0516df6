import { reportViewRoutes, type TEmbedPowerBi, type TReportFilter } from '@mirante/contracts';
import { api } from '../../lib/api';

/** The part of powerbi-client's Report the saved filters need. */
export interface FilterableReport {
  getFilters(): Promise<unknown[]>;
  setFilters(filters: unknown[]): Promise<unknown>;
}

const OPERATORS = new Set(['In', 'NotIn', 'All']);

/** Keeps the basic filters (table, column, operator, values) that the server stores. */
export function basicFilters(filters: unknown[]): TReportFilter[] {
  const kept: TReportFilter[] = [];
  for (const filter of filters) {
    if (!filter || typeof filter !== 'object') continue;
    const f = filter as Record<string, unknown>;
    const target = f.target as { table?: unknown; column?: unknown } | undefined;
    if (typeof target?.table !== 'string' || typeof target.column !== 'string') continue;
    if (typeof f.operator !== 'string' || !OPERATORS.has(f.operator) || !Array.isArray(f.values)) continue;
    kept.push({
      ...(typeof f.$schema === 'string' ? { $schema: f.$schema } : {}),
      target: { table: target.table, column: target.column },
      operator: f.operator as TReportFilter['operator'],
      values: f.values.filter((v): v is string | number | boolean =>
        ['string', 'number', 'boolean'].includes(typeof v),
      ),
      ...(typeof f.filterType === 'number' ? { filterType: f.filterType } : {}),
    });
  }
  return kept;
}

/**
 * Saves and restores a user's report filters when the unit keeps them (save_filter): the last
 * saved filters are put back once the report has loaded, and every change the user makes is
 * saved (debounced). The grant's own filters stay in place beside the user's.
 */
export function keepUserFilters(embed: TEmbedPowerBi, report: FilterableReport, debounceMs = 800) {
  let restoring = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const reportId = embed.report.id;

  async function restore(): Promise<void> {
    if (!embed.save_filter) return;
    const saved = await api.call(reportViewRoutes.savedFilters, { params: { id: reportId } });
    if (stopped || !saved.enabled || saved.filters.length === 0) return;
    restoring = true;
    try {
      await report.setFilters([...embed.filters, ...saved.filters]);
    } finally {
      restoring = false;
    }
  }

  function changed(): void {
    if (!embed.save_filter || restoring || stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void (async () => {
        const current = basicFilters(await report.getFilters());
        const grant = new Set(embed.filters.map((f) => JSON.stringify(f)));
        const own = current.filter((f) => !grant.has(JSON.stringify(f)));
        await api.call(reportViewRoutes.saveFilters, { body: { reportId, filters: own } });
      })().catch(() => undefined);
    }, debounceMs);
  }

  function stop(): void {
    stopped = true;
    if (timer) clearTimeout(timer);
  }

  return { restore: () => restore().catch(() => undefined), changed, stop };
}
