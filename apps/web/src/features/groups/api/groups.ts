import {
  DEFAULT_PAGE_SIZE,
  type TSaveUserGroupRequest,
  type TUserGroup,
  type TUserGroupPage,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, createOrUpdate, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

export interface GroupsQuery {
  page: number;
  search: string;
  perPage?: number;
}

/** GET /api/auth/groups (admin): one page of the unit's user groups with member counts. */
export function groupsQueryOptions({ page, search, perPage = DEFAULT_PAGE_SIZE }: GroupsQuery) {
  return pagedQueryOptions<TUserGroupPage>(['groups', page, perPage, search.trim()], '/auth/groups', {
    page,
    search,
    perPage,
  });
}

export function useGroups(query: GroupsQuery, enabled = true) {
  return useQuery({ ...groupsQueryOptions(query), enabled });
}

/** POST /api/auth/groups, or PUT /api/auth/groups/:id when an id is given. */
export const saveGroup = createOrUpdate<TUserGroup, TSaveUserGroupRequest>('/auth/groups');

/** DELETE /api/auth/groups/:id; members move to "no group" only when asked. */
export function deleteGroup({ id, moveMembers }: { id: number; moveMembers: boolean }) {
  return api.delete<{ moved: number }>(`/auth/groups/${id}`, {
    query: moveMembers ? { move_members: 'true' } : undefined,
  });
}

export const useSaveGroup = invalidatingMutation([['groups']], saveGroup);

export const useDeleteGroup = invalidatingMutation([['groups']], deleteGroup);
