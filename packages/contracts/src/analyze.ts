import { z } from 'zod';
import { pageOf, ZPageQuery, zIdParam, zText } from './common';
import { zIsoDate } from './dates';

/** Inactivity windows the analyze screen counts (days without a view). */
export const ANALYZE_INACTIVE_WINDOWS = [7, 30, 90] as const;
/** Longest period one analyze call covers, in days. */
export const ANALYZE_MAX_DAYS = 366;
/** Periods offered as presets (days up to today). */
export const ANALYZE_PRESETS = [7, 30, 90, 365] as const;
/** The lists the analyze screen exports as CSV. */
export const ANALYZE_EXPORTS = ['days', 'units', 'reports', 'users', 'capacities'] as const;
export type AnalyzeExport = (typeof ANALYZE_EXPORTS)[number];

/** A calendar day, YYYY-MM-DD (UTC), that exists (the calendar primitive). */
export const zDay = () => zIsoDate();

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const periodFields = {
  from: zDay(),
  to: zDay(),
  /** The operator's filter: one partner's units. */
  partner_id: zIdParam().optional(),
  company_id: zIdParam().optional(),
  report_id: zIdParam().optional(),
};

/** `to` not before `from`, and the period at most ANALYZE_MAX_DAYS long. */
function checkPeriod(value: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = daysBetween(value.from, value.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'field_invalid' });
  else if (days > ANALYZE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'field_invalid' });
}

/** The period and the filters every analyze call takes. */
export const ZAnalyzeFilters = z.object(periodFields).superRefine(checkPeriod);
export type TAnalyzeFilters = z.infer<typeof ZAnalyzeFilters>;

export const ZAnalyzeDay = z.object({
  day: z.string(),
  views: z.number().int(),
  viewers: z.number().int(),
  anonymous_views: z.number().int(),
});
export type TAnalyzeDay = z.infer<typeof ZAnalyzeDay>;

/** Users of the units in reach without a view in each window; `never_signed_in` never opened a session. */
export const ZAnalyzeInactive = z.object({
  d7: z.number().int(),
  d30: z.number().int(),
  d90: z.number().int(),
  never_signed_in: z.number().int(),
});

export const ZAnalyzeSummary = z.object({
  from: z.string(),
  to: z.string(),
  views: z.number().int(),
  anonymous_views: z.number().int(),
  /** The sum of each day's distinct viewers (a person on two days counts twice). */
  viewer_days: z.number().int(),
  /** With a report filter: the report's distinct signed-in viewers in the period. */
  report_viewers: z.number().int().nullable(),
  users: z.number().int(),
  inactive: ZAnalyzeInactive,
  reports: z.number().int(),
  reports_never_opened: z.number().int(),
  days: z.array(ZAnalyzeDay),
});
export type TAnalyzeSummary = z.infer<typeof ZAnalyzeSummary>;

const ZAnalyzeListFields = ZPageQuery.extend(periodFields);
export const ZAnalyzeListQuery = ZAnalyzeListFields.superRefine(checkPeriod);
export type TAnalyzeListQuery = z.infer<typeof ZAnalyzeListQuery>;

export const ZAnalyzeUnit = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  partner_name: z.string(),
  views: z.number().int(),
  anonymous_views: z.number().int(),
  viewer_days: z.number().int(),
  users: z.number().int(),
  /** Users without a view in the last 30 days (or never). */
  inactive_30: z.number().int(),
});
export type TAnalyzeUnit = z.infer<typeof ZAnalyzeUnit>;
export const ZAnalyzeUnitPage = pageOf(ZAnalyzeUnit);

export const ZAnalyzeReportQuery = ZAnalyzeListFields.extend({
  /** `never`: only the reports nobody ever opened. */
  opened: z.enum(['all', 'never']).default('all'),
}).superRefine(checkPeriod);
export type TAnalyzeReportQuery = z.infer<typeof ZAnalyzeReportQuery>;

export const ZAnalyzeReport = z.object({
  report_id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  views: z.number().int(),
  viewers: z.number().int(),
  seconds: z.number().int(),
  last_view_day: z.string().nullable(),
});
export type TAnalyzeReport = z.infer<typeof ZAnalyzeReport>;
export const ZAnalyzeReportPage = pageOf(ZAnalyzeReport);

export const ZAnalyzeUserQuery = ZAnalyzeListFields.extend({
  /** Only users without a view in the last N days (or never), or who never signed in. */
  inactive: z.enum(['7', '30', '90', 'never_signed_in']).optional(),
}).superRefine(checkPeriod);
export type TAnalyzeUserQuery = z.infer<typeof ZAnalyzeUserQuery>;

export const ZAnalyzeUser = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company_name: z.string(),
  views: z.number().int(),
  last_view_day: z.string().nullable(),
  signed_in: z.boolean(),
});
export type TAnalyzeUser = z.infer<typeof ZAnalyzeUser>;
export const ZAnalyzeUserPage = pageOf(ZAnalyzeUser);

export const ZAnalyzeCapacity = z.object({
  capacity_id: z.number().int(),
  name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  state: z.string().nullable(),
  /** Hours in the Succeeded (running) state inside the period. */
  running_hours: z.number(),
});
export type TAnalyzeCapacity = z.infer<typeof ZAnalyzeCapacity>;
export const ZAnalyzeCapacityList = z.object({ data: z.array(ZAnalyzeCapacity) });

export const ZAnalyzeExportParams = z.object({ kind: z.enum(ANALYZE_EXPORTS) });
export const ZAnalyzeExportQuery = z
  .object({
    ...periodFields,
    search: zText().trim().max(200).optional(),
    opened: z.enum(['all', 'never']).default('all'),
    inactive: z.enum(['7', '30', '90', 'never_signed_in']).optional(),
  })
  .superRefine(checkPeriod);
export type TAnalyzeExportQuery = z.infer<typeof ZAnalyzeExportQuery>;
/** Rows one CSV export holds at most. */
export const ANALYZE_EXPORT_MAX_ROWS = 50_000;

/** The units and partners the caller may filter by. */
export const ZAnalyzeOptions = z.object({
  partners: z.array(z.object({ id: z.number().int(), name: z.string() })),
  units: z.array(z.object({ id: z.number().int(), name: z.string(), partner_id: z.number().int() })),
});
export type TAnalyzeOptions = z.infer<typeof ZAnalyzeOptions>;
export const ZAnalyzeReportOptionsQuery = z.object({ company_id: zIdParam() });
export const ZAnalyzeReportOptions = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
