import {
  DEFAULT_PAGE_SIZE,
  type TSaveUserGroupRequest,
  type TUserGroup,
  type TUserGroupPage,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface GroupsQuery {
  page: number;
  search: string;
  perPage?: number;
}

/** GET /api/auth/groups (admin): one page of the unit's user groups with member counts. */
export function getGroups({ page, search, perPage = DEFAULT_PAGE_SIZE }: GroupsQuery, signal?: AbortSignal) {
  return api.get<TUserGroupPage>('/auth/groups', {
    query: { page, per_page: perPage, search: search.trim() || undefined },
    signal,
  });
}

export function groupsQueryOptions(query: GroupsQuery) {
  return queryOptions({
    queryKey: ['groups', query.page, query.perPage ?? DEFAULT_PAGE_SIZE, query.search.trim()],
    queryFn: ({ signal }) => getGroups(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGroups(query: GroupsQuery, enabled = true) {
  return useQuery({ ...groupsQueryOptions(query), enabled });
}

/** POST /api/auth/groups, or PUT /api/auth/groups/:id when an id is given. */
export function saveGroup({ id, input }: { id?: number; input: TSaveUserGroupRequest }) {
  return id === undefined
    ? api.post<TUserGroup>('/auth/groups', input)
    : api.put<TUserGroup>(`/auth/groups/${id}`, input);
}

/** DELETE /api/auth/groups/:id; members move to "no group" only when asked. */
export function deleteGroup({ id, moveMembers }: { id: number; moveMembers: boolean }) {
  return api.delete<{ moved: number }>(`/auth/groups/${id}`, {
    query: moveMembers ? { move_members: 'true' } : undefined,
  });
}

function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['groups'] });
}

export function useSaveGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: saveGroup, onSuccess: invalidate });
}

export function useDeleteGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: deleteGroup, onSuccess: invalidate });
}
