import { z } from 'zod';
import { zId, zIdParam, zInt, zText } from '../common';
import { REPORT_GROUP_NAME_MAX, REPORT_GROUP_ICON_MAX, REPORT_SUBGROUPS_MAX } from './constants';

/* Report groups (one level of subgroups). */

export const ZReportSubgroup = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  position: z.number().int(),
  reports_count: z.number().int(),
});
export type TReportSubgroup = z.infer<typeof ZReportSubgroup>;

export const ZReportGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  position: z.number().int(),
  /** Reports of the group, its subgroups' included. */
  reports_count: z.number().int(),
  subgroups: z.array(ZReportSubgroup),
});
export type TReportGroup = z.infer<typeof ZReportGroup>;

/** What the caller may do with report groups (the screen hides what it may not). */
export const ZReportGroupPolicies = z.object({ manage: z.boolean() });

/** `GET /api/auth/group_reports`: every group of the unit, ordered by position then name. */
export const ZReportGroupList = z.object({
  data: z.array(ZReportGroup),
  policies: ZReportGroupPolicies,
});
export type TReportGroupList = z.infer<typeof ZReportGroupList>;

const zGroupName = zText().trim().min(1, { error: 'field_required' }).max(REPORT_GROUP_NAME_MAX);
const zIcon = zText()
  .trim()
  .max(REPORT_GROUP_ICON_MAX)
  .nullish()
  .transform((v) => v || null);
const zPosition = zInt().min(0).max(10_000).default(0);

/** A subgroup in the group dialog: with `id` it is kept (and edited), without it is new. */
export const ZSaveReportSubgroup = z.object({
  id: zId().optional(),
  name: zGroupName,
  icon: zIcon,
  position: zPosition,
});

/**
 * Add or edit a group with its subgroups in one payload (the "group of reports with
 * subgroups" dialog). On edit, subgroups missing from the list are removed; their reports
 * stay in the group without a subgroup. Names are unique per unit (groups) and per group
 * (subgroups), ignoring case.
 */
export const ZSaveReportGroupRequest = z.object({
  name: zGroupName,
  icon: zIcon,
  position: zPosition,
  subgroups: z.array(ZSaveReportSubgroup).max(REPORT_SUBGROUPS_MAX).default([]),
});
export type TSaveReportGroupRequest = z.input<typeof ZSaveReportGroupRequest>;

export const ZReportGroupParams = z.object({ id: zIdParam() });

/**
 * Deleting a group that still has reports is refused (report_group_has_reports, naming the
 * count) unless `move_reports`, which leaves them without a group.
 */
export const ZDeleteReportGroupQuery = z.object({
  move_reports: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const ZDeleteReportGroupResponse = z.object({ moved: z.number().int() });
