import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type TAudienceReportPage,
  type TAudienceUserPage,
  type TInboxItem,
  type TInboxPage,
  type TLoginNotices,
  type TNotificationTemplate,
  type TNotificationTemplatePage,
  type TSaveTemplateRequest,
  type TSendNotificationRequest,
  type TSentNotification,
  type TSentNotificationPage,
  type TUnreadCount,
  type TUserGroupPage,
  unitUserRoutes,
} from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  api,
  createOrUpdate,
  invalidatingMutation,
  pagedQueryOptions,
  pagedRouteOptions,
  type SaveArgs,
} from '../../../lib/api';

/** Every query of the area starts with this key, so a change refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

export interface InboxQuery {
  page: number;
  search: string;
  status: 'unread' | 'all';
  perPage?: number;
}

/** GET /api/auth/notifications/inbox: one page of my notifications, with my abilities. */
export function inboxQueryOptions({ page, search, status, perPage = DEFAULT_PAGE_SIZE }: InboxQuery) {
  return pagedQueryOptions<TInboxPage>(
    [...NOTIFICATIONS_KEY, 'inbox', status, page, perPage, search.trim()],
    '/auth/notifications/inbox',
    { page, search, perPage, status },
  );
}

export function useInbox(query: InboxQuery) {
  return useQuery(inboxQueryOptions(query));
}

/** GET /api/auth/notifications/inbox/unread: the bell's count; polled only while the stream is down. */
export function unreadQueryOptions(pollMs: number | false) {
  return queryOptions({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) =>
      api.get<TUnreadCount>('/auth/notifications/inbox/unread', { signal, background: true }),
    refetchInterval: pollMs,
  });
}

export const readNotification = (id: number) => api.post<TInboxItem>(`/auth/notifications/inbox/${id}/read`);
export const useReadNotification = invalidatingMutation([NOTIFICATIONS_KEY], readNotification);
export const useReadAll = invalidatingMutation([NOTIFICATIONS_KEY], () =>
  api.post<{ read: number }>('/auth/notifications/inbox/read_all'),
);
export const useDeleteNotification = invalidatingMutation([NOTIFICATIONS_KEY], (id: number) =>
  api.delete<{ deleted: true }>(`/auth/notifications/inbox/${id}`),
);

/** POST /api/auth/notifications/login_notices: the notices to show now (each only once). */
export const takeLoginNotices = () => api.post<TLoginNotices>('/auth/notifications/login_notices');

/* The notification center ---------------------------------------------------------------- */

/**
 * The unit the notification center works on: the session's own (undefined), or the one a
 * partner picked, sent as `company_id`.
 */
export type UnitChoice = number | undefined;

interface CenterQuery {
  page: number;
  search: string;
  companyId: UnitChoice;
  perPage?: number;
}

export function useSent({ page, search, companyId }: CenterQuery) {
  return useQuery(
    pagedQueryOptions<TSentNotificationPage>(
      [...NOTIFICATIONS_KEY, 'sent', companyId, page, search.trim()],
      '/auth/notifications',
      { page, search, company_id: companyId },
    ),
  );
}

export const useSendNotification = invalidatingMutation(
  [NOTIFICATIONS_KEY],
  ({ input, companyId }: { input: TSendNotificationRequest; companyId: UnitChoice }) =>
    api.post<TSentNotification>('/auth/notifications', input, { query: { company_id: companyId } }),
);

export function useReportAudience(reportId: number | null, { page, search, companyId }: CenterQuery) {
  return useQuery({
    ...pagedQueryOptions<TAudienceUserPage>(
      [...NOTIFICATIONS_KEY, 'report-users', companyId, reportId, page, search.trim()],
      `/auth/notifications/reports/${reportId}/users`,
      { page, search, company_id: companyId },
    ),
    enabled: reportId !== null,
  });
}

export function useMemberReports(userId: number | null, { page, search, companyId }: CenterQuery) {
  return useQuery({
    ...pagedQueryOptions<TAudienceReportPage>(
      [...NOTIFICATIONS_KEY, 'user-reports', companyId, userId, page, search.trim()],
      `/auth/notifications/users/${userId}/reports`,
      { page, search, company_id: companyId },
    ),
    enabled: userId !== null,
  });
}

/* Templates --------------------------------------------------------------------------------- */

export function useTemplates(
  { page, search, companyId, perPage = DEFAULT_PAGE_SIZE }: CenterQuery,
  enabled = true,
) {
  return useQuery({
    ...pagedQueryOptions<TNotificationTemplatePage>(
      [...NOTIFICATIONS_KEY, 'templates', companyId, page, perPage, search.trim()],
      '/auth/notification_templates',
      { page, search, perPage, company_id: companyId },
    ),
    enabled,
  });
}

export const useSaveTemplate = invalidatingMutation(
  [NOTIFICATIONS_KEY],
  ({ id, input, companyId }: SaveArgs<TSaveTemplateRequest> & { companyId: UnitChoice }) =>
    createOrUpdate<TNotificationTemplate, TSaveTemplateRequest>('/auth/notification_templates', {
      query: { company_id: companyId },
    })({ id, input }),
);

export const useDeleteTemplate = invalidatingMutation(
  [NOTIFICATIONS_KEY],
  ({ id, companyId }: { id: number; companyId: UnitChoice }) =>
    api.delete<{ deleted: true }>(`/auth/notification_templates/${id}`, { query: { company_id: companyId } }),
);

/* What the composer picks from ---------------------------------------------------------------- */

const PICK_SIZE = 50;

/** The unit's people to address (the unit's admins, and its partner, read the users list). */
export function usePickUsers(search: string, companyId: UnitChoice, enabled: boolean) {
  return useQuery({
    ...pagedRouteOptions(
      [...NOTIFICATIONS_KEY, 'pick-users', companyId, search.trim()],
      unitUserRoutes.list,
      { page: 1, search, perPage: PICK_SIZE, company_id: companyId },
    ),
    enabled,
  });
}

/** The unit's groups: the admin's own unit, or the unit a partner picked. */
export function usePickGroups(companyId: UnitChoice, enabled: boolean) {
  return useQuery({
    ...pagedQueryOptions<TUserGroupPage>([...NOTIFICATIONS_KEY, 'pick-groups', companyId], '/auth/groups', {
      page: 1,
      perPage: MAX_PAGE_SIZE,
      company_id: companyId,
    }),
    enabled,
  });
}

/**
 * The reports of the unit, for the texts' `report_title` and the audience views: the caller's
 * own list, or a partner's read-only list of the unit it picked.
 */
export function usePickReports(search: string, companyId: UnitChoice, enabled = true) {
  return useQuery({
    ...pagedQueryOptions<{ data: { id: number; title: string }[]; total: number }>(
      [...NOTIFICATIONS_KEY, 'pick-reports', companyId, search.trim()],
      companyId === undefined ? '/auth/reports' : '/auth/reports/a2m',
      { page: 1, search, perPage: PICK_SIZE, company_id: companyId },
    ),
    enabled,
  });
}

/**
 * Puts a report in maintenance now (the reports call); the server tells everyone who may open it,
 * in the same transaction.
 */
export const useStartMaintenance = invalidatingMutation([NOTIFICATIONS_KEY], (reportId: number) =>
  api.put<{ id: number }>(`/auth/reports/${reportId}/maintenance`, { maintenance: true }),
);
