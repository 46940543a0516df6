import { z } from 'zod';
import { pageOf, ZPageQuery, zIdParam, zText } from './common';

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;

export const ZUserGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  members_count: z.number().int(),
  created_at: z.string(),
});
export type TUserGroup = z.infer<typeof ZUserGroup>;
export const ZUserGroupPage = pageOf(ZUserGroup);
export type TUserGroupPage = z.infer<typeof ZUserGroupPage>;

/** The groups list; a partner names the unit it reads (to address a notification to groups). */
export const ZUserGroupQuery = ZPageQuery.extend({ company_id: zIdParam().optional() });
export type TUserGroupQuery = z.infer<typeof ZUserGroupQuery>;

export const ZSaveUserGroupRequest = z.object({
  name: zText().trim().min(1).max(GROUP_NAME_MAX),
  description: zText()
    .trim()
    .max(GROUP_DESCRIPTION_MAX)
    .nullish()
    .transform((v) => v || null),
});
export type TSaveUserGroupRequest = z.input<typeof ZSaveUserGroupRequest>;

export const ZUserGroupParams = z.object({ id: zIdParam() });

/**
 * Deleting a group that still has members is refused unless the caller asks to move them to
 * "no group"; the screen says how many members move before the user confirms.
 */
export const ZDeleteUserGroupQuery = z.object({
  move_members: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
