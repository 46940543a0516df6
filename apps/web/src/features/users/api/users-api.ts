import {
  companyRoutes,
  customFieldRoutes,
  DEFAULT_PAGE_SIZE,
  type TAvatarResponse,
  type TLinkableUnit,
  type TLoginResponse,
  type TUnitUser,
  type TUnitUserCreate,
  type TUnitUserDuplicate,
  type TUnitUserPage,
  type TUnitUserUpdate,
  type TUserGroupPage,
  type TUserListStatus,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, useInvalidatingMutation } from '../../../lib/api';

export interface UsersQuery {
  /** The unit a master works on; admins leave it out (their own unit). */
  companyId?: number | undefined;
  page: number;
  search: string;
  status?: TUserListStatus | undefined;
  groupId?: number | undefined;
  removed?: boolean;
  fieldId?: number | undefined;
  fieldValue?: string | undefined;
}

/** GET /api/auth/users: one page of the unit's users with the filters of the screen. */
export function getUsers(q: UsersQuery, signal?: AbortSignal) {
  return api.get<TUnitUserPage>('/auth/users', {
    query: {
      company_id: q.companyId,
      page: q.page,
      per_page: DEFAULT_PAGE_SIZE,
      search: q.search.trim() || undefined,
      status: q.status,
      group_id: q.groupId,
      removed: q.removed ? 'true' : undefined,
      field_id: q.fieldId && q.fieldValue?.trim() ? q.fieldId : undefined,
      field_value: q.fieldId && q.fieldValue?.trim() ? q.fieldValue.trim() : undefined,
    },
    signal,
  });
}

export function useUsers(q: UsersQuery, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['users', q],
      queryFn: ({ signal }) => getUsers(q, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** The unit's groups for the filter and the form (admin only: groups are the unit's). */
export function useUserGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'groups'],
    queryFn: ({ signal }) => api.get<TUserGroupPage>('/auth/groups', { query: { per_page: 100 }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The unit's custom fields (its own and the partner's global ones). */
export function useUserCustomFields(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'custom-fields'],
    queryFn: ({ signal }) => api.call(customFieldRoutes.list, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** A master picks one of its partner's units. */
export function usePartnerUnits(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'units'],
    queryFn: ({ signal }) => api.call(companyRoutes.list, { query: { per_page: 100 }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

type Action =
  | { kind: 'create'; body: TUnitUserCreate }
  | { kind: 'update'; id: number; body: TUnitUserUpdate }
  | { kind: 'duplicate'; id: number; body: TUnitUserDuplicate }
  | { kind: 'activate' | 'deactivate' | 'restore' | 'invitation'; id: number }
  | { kind: 'remove'; id: number };

/** Every write of the screen; the list is refetched after each. */
export function useUserAction(companyId: number | undefined) {
  const query = { company_id: companyId };
  return useInvalidatingMutation([['users']], (action: Action): Promise<TUnitUser | { code: 'done' }> => {
    switch (action.kind) {
      case 'create':
        return api.post('/auth/users', action.body, { query });
      case 'update':
        return api.put(`/auth/users/${action.id}`, action.body, { query });
      case 'duplicate':
        return api.post(`/auth/users/${action.id}/duplicate`, action.body, { query });
      case 'remove':
        return api.delete(`/auth/users/${action.id}`, { query });
      default:
        return api.post(`/auth/users/${action.id}/${action.kind}`, undefined, { query });
    }
  });
}

/** GET /api/auth/users/linkable-units: the units a user of this unit may be linked to. */
export function useLinkableUnits(companyId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'linkable-units', companyId ?? 'own'],
    queryFn: ({ signal }) =>
      api
        .get<{ data: TLinkableUnit[] }>('/auth/users/linkable-units', {
          signal,
          query: { company_id: companyId },
        })
        .then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

/** POST /api/auth/users/{id}/avatar with the picture as the body; null removes it (DELETE). */
export function useUserAvatar(companyId: number | undefined) {
  const query = { company_id: companyId };
  return useInvalidatingMutation([['users']], ({ id, file }: { id: number; file: File | null }) =>
    file
      ? api.post<TAvatarResponse>(`/auth/users/${id}/avatar`, file, { query })
      : api.delete<TAvatarResponse>(`/auth/users/${id}/avatar`, { query }),
  );
}

/** POST /api/auth/users/{id}/access: a session as the user, or the wait for their consent. */
export function accessAsUser(id: number): Promise<TLoginResponse> {
  return api.post<TLoginResponse>(`/auth/users/${id}/access`, {});
}
