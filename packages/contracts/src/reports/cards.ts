import { z } from 'zod';
import { REPORT_KINDS } from './constants';

/* Report cards, menu and select options. */

/** The little a list, menu or dashboard shows of a report. */
export const ZReportCard = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  /** Path under /storage/, or null. */
  cover: z.string().nullable(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  subgroup_id: z.number().int().nullable(),
  subgroup_name: z.string().nullable(),
  /** Under maintenance right now (flag on, or inside the scheduled window). */
  in_maintenance: z.boolean(),
  favorite: z.boolean(),
  created_at: z.string(),
});
export type TReportCard = z.infer<typeof ZReportCard>;

export const ZReportMenuItem = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  in_maintenance: z.boolean(),
});
export type TReportMenuItem = z.infer<typeof ZReportMenuItem>;

export const ZReportMenuSubgroup = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  reports: z.array(ZReportMenuItem),
});
export const ZReportMenuGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  subgroups: z.array(ZReportMenuSubgroup),
  /** Reports of the group that are in no subgroup. */
  reports: z.array(ZReportMenuItem),
});
export type TReportMenuGroup = z.infer<typeof ZReportMenuGroup>;

/**
 * `GET /api/auth/group_reports/get/config/menu/reports`: groups → subgroups → reports the
 * caller may open. Groups and subgroups without such reports are left out.
 */
export const ZReportMenu = z.object({
  groups: z.array(ZReportMenuGroup),
  /** Reports in no group. */
  ungrouped: z.array(ZReportMenuItem),
  /** The unit's show_menu_report flag. */
  show_menu_report: z.boolean(),
});
export type TReportMenu = z.infer<typeof ZReportMenu>;

/** `GET /api/auth/group_reports/get/reports/all/select`: options for report selects. */
export const ZReportSelectOptions = z.object({
  data: z.array(
    z.object({
      value: z.number().int(),
      label: z.string(),
      kind: z.enum(REPORT_KINDS),
      /** "Group / Subgroup", for grouping the options; null when in no group. */
      group: z.string().nullable(),
    }),
  ),
});
export type TReportSelectOptions = z.infer<typeof ZReportSelectOptions>;
