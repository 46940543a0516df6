import {
  ANALYZE_EXPORT_MAX_ROWS,
  type AnalyzeExport,
  MAX_PAGE_SIZE,
  type TAnalyzeExportQuery,
} from '@mirante/contracts';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import {
  analyzeCapacities,
  analyzeReports,
  analyzeSummary,
  analyzeUnits,
  analyzeUsers,
} from './analyze.service';

type Cell = string | number | boolean | null;

/** One CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  // A spreadsheet would run a cell starting with these as a formula.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Every page of a list, up to the export's limit. */
async function allPages<T>(load: (page: number) => Promise<{ data: T[]; total: number }>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; out.length < ANALYZE_EXPORT_MAX_ROWS; page += 1) {
    const { data, total } = await load(page);
    out.push(...data);
    if (data.length === 0 || out.length >= total) break;
  }
  return out.slice(0, ANALYZE_EXPORT_MAX_ROWS);
}

/** The rows of one analyze list as CSV, with the screen's filters. */
export async function exportAnalyze(opts: {
  db: Db;
  scope: Scope;
  kind: AnalyzeExport;
  query: TAnalyzeExportQuery;
}): Promise<string> {
  const { db, scope, query } = opts;
  const list = (page: number) => ({ ...query, page, per_page: MAX_PAGE_SIZE });
  switch (opts.kind) {
    case 'days': {
      const summary = await analyzeSummary({ db, scope, filters: query });
      return toCsv(
        ['day', 'views', 'viewers', 'anonymous_views'],
        summary.days.map((d) => [d.day, d.views, d.viewers, d.anonymous_views]),
      );
    }
    case 'units': {
      const rows = await allPages((page) => analyzeUnits({ db, scope, query: list(page) }));
      return toCsv(
        [
          'company_id',
          'company',
          'partner',
          'views',
          'anonymous_views',
          'viewer_days',
          'users',
          'inactive_30',
        ],
        rows.map((r) => [
          r.company_id,
          r.company_name,
          r.partner_name,
          r.views,
          r.anonymous_views,
          r.viewer_days,
          r.users,
          r.inactive_30,
        ]),
      );
    }
    case 'reports': {
      const rows = await allPages((page) => analyzeReports({ db, scope, query: list(page) }));
      return toCsv(
        ['report_id', 'report', 'company', 'views', 'viewers', 'seconds', 'last_view_day'],
        rows.map((r) => [
          r.report_id,
          r.title,
          r.company_name,
          r.views,
          r.viewers,
          r.seconds,
          r.last_view_day,
        ]),
      );
    }
    case 'users': {
      const rows = await allPages((page) => analyzeUsers({ db, scope, query: list(page) }));
      return toCsv(
        ['user_id', 'name', 'email', 'company', 'views', 'last_view_day', 'signed_in'],
        rows.map((r) => [r.user_id, r.name, r.email, r.company_name, r.views, r.last_view_day, r.signed_in]),
      );
    }
    case 'capacities': {
      const { data } = await analyzeCapacities({ db, scope, filters: query });
      return toCsv(
        ['capacity_id', 'capacity', 'company', 'state', 'running_hours'],
        data.map((r) => [r.capacity_id, r.name, r.company_name, r.state, r.running_hours]),
      );
    }
  }
}
