import { z } from 'zod';
import { pageOf, zIdParam, ZPageQuery } from '../common';
import { ZReportCard } from './cards';
import { REPORT_KINDS } from './constants';

/*
 * `GET /api/auth/reports/a2m`: the operator's (and a partner's) read-only view across units —
 * which unit uses which report, through which provider account and capacity, with totals.
 */

/** Filters of the view; an id outside the caller's reach answers 404. */
export const ZPartnerReportListQuery = ZPageQuery.extend({
  partner_id: zIdParam().optional(),
  company_id: zIdParam().optional(),
  provider_account_id: zIdParam().optional(),
  kind: z.enum(REPORT_KINDS).optional(),
});
export type TPartnerReportListQuery = z.input<typeof ZPartnerReportListQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZPartnerReport = ZReportCard.omit({ favorite: true }).extend({
  company_id: z.number().int(),
  company_name: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string().nullable(),
  hidden: z.boolean(),
  /** The provider account the report's workspace is read with (provider reports only). */
  provider_account: ZNamed.nullable(),
  /** The capacity the report's workspace runs on, when it has one. */
  capacity: ZNamed.extend({ size: z.string(), state: z.string().nullable() }).nullable(),
});
export type TPartnerReport = z.infer<typeof ZPartnerReport>;

/** Counts over every row the filters match (not only the page shown). */
export const ZPartnerReportTotals = z.object({
  reports: z.number().int(),
  partners: z.number().int(),
  units: z.number().int(),
  provider_accounts: z.number().int(),
  capacities: z.number().int(),
});
export type TPartnerReportTotals = z.infer<typeof ZPartnerReportTotals>;

export const ZPartnerReportPage = pageOf(ZPartnerReport).extend({ totals: ZPartnerReportTotals });
export type TPartnerReportPage = z.infer<typeof ZPartnerReportPage>;

/** Most choices one filter list offers; past it the caller narrows by partner or unit first. */
export const PARTNER_REPORT_FILTER_CHOICES_MAX = 500;

/** `GET /api/auth/reports/a2m/filters`: the choices of the view's filters, narrowed by those picked. */
export const ZPartnerReportFiltersQuery = z.object({
  partner_id: zIdParam().optional(),
  company_id: zIdParam().optional(),
});
export const ZPartnerReportFilters = z.object({
  partners: z.array(ZNamed),
  units: z.array(ZNamed.extend({ partner_id: z.number().int() })),
  provider_accounts: z.array(ZNamed.extend({ company_id: z.number().int() })),
});
export type TPartnerReportFilters = z.infer<typeof ZPartnerReportFilters>;
