import {
  companyRoutes,
  customFieldRoutes,
  DEFAULT_PAGE_SIZE,
  groupRoutes,
  type TUnitUserCreate,
  type TUnitUserDuplicate,
  type TUnitUserUpdate,
  type TUserListStatus,
  unitUserRoutes,
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

/** One page of the unit's users with the filters of the screen. */
export function getUsers(q: UsersQuery, signal?: AbortSignal) {
  return api.call(unitUserRoutes.list, {
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
    queryFn: ({ signal }) => api.call(groupRoutes.list, { query: { per_page: 100 }, signal }),
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

/** The calls of the screen's actions on one user that send no body. */
const USER_ACTIONS = {
  activate: unitUserRoutes.activate,
  deactivate: unitUserRoutes.deactivate,
  restore: unitUserRoutes.restore,
  invitation: unitUserRoutes.resendInvitation,
} as const;

/** Every write of the screen; the list is refetched after each. */
export function useUserAction(companyId: number | undefined) {
  const query = { company_id: companyId };
  return useInvalidatingMutation([['users']], (action: Action) => {
    switch (action.kind) {
      case 'create':
        return api.call(unitUserRoutes.create, { query, body: action.body });
      case 'update':
        return api.call(unitUserRoutes.update, { params: { id: action.id }, query, body: action.body });
      case 'duplicate':
        return api.call(unitUserRoutes.duplicate, { params: { id: action.id }, query, body: action.body });
      case 'remove':
        return api.call(unitUserRoutes.remove, { params: { id: action.id }, query });
      default:
        return api.call(USER_ACTIONS[action.kind], { params: { id: action.id }, query });
    }
  });
}

/** The units a user of this unit may be linked to. */
export function useLinkableUnits(companyId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'linkable-units', companyId ?? 'own'],
    queryFn: ({ signal }) =>
      api
        .call(unitUserRoutes.linkableUnits, { signal, query: { company_id: companyId } })
        .then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Uploads a user's picture (the body is the picture itself, not JSON: its declaration has none);
 * null removes it.
 */
export function useUserAvatar(companyId: number | undefined) {
  const query = { company_id: companyId };
  return useInvalidatingMutation([['users']], ({ id, file }: { id: number; file: File | null }) =>
    file
      ? api.upload(unitUserRoutes.uploadAvatar, { params: { id }, query, body: file })
      : api.call(unitUserRoutes.removeAvatar, { params: { id }, query }),
  );
}

/** A session as the user, or the wait for their consent. */
export function accessAsUser(id: number) {
  return api.call(unitUserRoutes.access, { params: { id } });
}
