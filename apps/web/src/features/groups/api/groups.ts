import { DEFAULT_PAGE_SIZE, groupRoutes } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions, saveThrough } from '../../../lib/api';

export interface GroupsQuery {
  page: number;
  search: string;
  perPage?: number;
}

/** One page of the unit's user groups with member counts (admin). */
export function groupsQueryOptions({ page, search, perPage = DEFAULT_PAGE_SIZE }: GroupsQuery) {
  return pagedRouteOptions(['groups', page, perPage, search.trim()], groupRoutes.list, {
    page,
    search,
    perPage,
  });
}

export function useGroups(query: GroupsQuery, enabled = true) {
  return useQuery({ ...groupsQueryOptions(query), enabled });
}

/** Adds a group, or edits it when an id is given. */
export const saveGroup = saveThrough(groupRoutes.create, groupRoutes.update);

/** Deletes a group; its members leave it only when asked. */
export function deleteGroup({ id, moveMembers }: { id: number; moveMembers: boolean }) {
  return api.call(groupRoutes.remove, {
    params: { id },
    query: moveMembers ? { move_members: 'true' } : {},
  });
}

export const useSaveGroup = invalidatingMutation([['groups']], saveGroup);

export const useDeleteGroup = invalidatingMutation([['groups']], deleteGroup);
