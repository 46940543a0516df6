import type { AnyRoute, TEmbedPowerBi, TReportFilter } from '@mirante/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { method: string; path: string; body?: unknown }[] = [];
let saved: TReportFilter[] = [];
let enabled = true;

vi.mock('../../lib/api', async () => {
  const { routeUrl } = await import('@mirante/contracts');
  return {
    api: {
      call: vi.fn(async (def: AnyRoute, input: { params?: Record<string, unknown>; body?: unknown }) => {
        const path = routeUrl(def, input);
        if (def.method === 'GET') {
          calls.push({ method: 'GET', path });
          return { enabled, filters: saved, updated_at: null };
        }
        calls.push({ method: def.method, path, body: input.body });
        return {};
      }),
    },
  };
});

const { basicFilters, keepUserFilters } = await import('./saved-filters');

const region = (values: string[]): TReportFilter => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Sales', column: 'Region' },
  operator: 'In',
  values,
  filterType: 1,
});
const month: TReportFilter = {
  target: { table: 'Sales', column: 'Month' },
  operator: 'In',
  values: ['2024-01'],
};

function embedOf(saveFilter: boolean, filters: TReportFilter[] = []): TEmbedPowerBi {
  return { report: { id: 7 }, save_filter: saveFilter, filters } as unknown as TEmbedPowerBi;
}

class Report {
  filters: unknown[] = [];
  getFilters = vi.fn(async () => this.filters);
  setFilters = vi.fn(async (next: unknown[]) => {
    this.filters = next;
  });
}

beforeEach(() => {
  calls.length = 0;
  saved = [];
  enabled = true;
});
afterEach(() => vi.useRealTimers());

describe('user report filters', () => {
  it('puts the saved filters back beside the grant filters once the report loads', async () => {
    saved = [region(['North'])];
    const report = new Report();
    await keepUserFilters(embedOf(true, [month]), report).restore();
    expect(calls[0]).toEqual({ method: 'GET', path: '/auth/report_view/user-report-filters/7' });
    expect(report.setFilters).toHaveBeenCalledWith([month, region(['North'])]);
  });

  it('restores nothing when the unit does not keep filters', async () => {
    saved = [region(['North'])];
    const report = new Report();
    await keepUserFilters(embedOf(false), report).restore();
    enabled = false;
    await keepUserFilters(embedOf(true), report).restore();
    expect(report.setFilters).not.toHaveBeenCalled();
  });

  it("saves the user's own filters after a change, once, without the grant's", async () => {
    vi.useFakeTimers();
    const report = new Report();
    report.filters = [month, region(['South'])];
    const keeper = keepUserFilters(embedOf(true, [month]), report, 500);
    keeper.changed();
    keeper.changed();
    await vi.advanceTimersByTimeAsync(600);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/auth/report_view/save/user-report-filters',
        body: { reportId: 7, filters: [region(['South'])] },
      },
    ]);
  });

  it('does not save while it restores, nor after it stops', async () => {
    vi.useFakeTimers();
    const report = new Report();
    const keeper = keepUserFilters(embedOf(true), report, 100);
    keeper.stop();
    keeper.changed();
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps only basic filters the server can store', () => {
    expect(
      basicFilters([region(['N']), { target: { table: 'T' }, operator: 'In', values: [] }, null, { x: 1 }]),
    ).toEqual([region(['N'])]);
  });
});
