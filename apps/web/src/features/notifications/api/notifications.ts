import {
  DEFAULT_PAGE_SIZE,
  groupRoutes,
  MAX_PAGE_SIZE,
  notificationRoutes,
  notificationTemplateRoutes,
  reportRoutes,
  type TSaveTemplateRequest,
  type TSendNotificationRequest,
  unitUserRoutes,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions, type SaveArgs } from '../../../lib/api';

/** Every query of the area starts with this key, so a change refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

export interface InboxQuery {
  page: number;
  search: string;
  status: 'unread' | 'all';
  perPage?: number;
}

/** One page of my notifications, with my abilities. */
export function inboxQueryOptions({ page, search, status, perPage = DEFAULT_PAGE_SIZE }: InboxQuery) {
  return pagedRouteOptions(
    [...NOTIFICATIONS_KEY, 'inbox', status, page, perPage, search.trim()],
    notificationRoutes.inbox,
    { page, search, perPage, status },
  );
}

export function useInbox(query: InboxQuery) {
  return useQuery(inboxQueryOptions(query));
}

/** The bell's count; polled only while the stream is down. */
export function unreadQueryOptions(pollMs: number | false) {
  return queryOptions({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => api.call(notificationRoutes.unread, { signal, background: true }),
    refetchInterval: pollMs,
  });
}

export const readNotification = (id: number) => api.call(notificationRoutes.read, { params: { id } });
export const useReadNotification = invalidatingMutation([NOTIFICATIONS_KEY], readNotification);
export const useReadAll = invalidatingMutation([NOTIFICATIONS_KEY], () =>
  api.call(notificationRoutes.readAll, {}),
);
export const useDeleteNotification = invalidatingMutation([NOTIFICATIONS_KEY], (id: number) =>
  api.call(notificationRoutes.remove, { params: { id } }),
);

/** The notices to show now (each only once). */
export const takeLoginNotices = () => api.call(notificationRoutes.loginNotices, {});

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
    pagedRouteOptions(
      [...NOTIFICATIONS_KEY, 'sent', companyId, page, search.trim()],
      notificationRoutes.sent,
      { page, search, company_id: companyId },
    ),
  );
}

export const useSendNotification = invalidatingMutation(
  [NOTIFICATIONS_KEY],
  ({ input, companyId }: { input: TSendNotificationRequest; companyId: UnitChoice }) =>
    api.call(notificationRoutes.send, { query: { company_id: companyId }, body: input }),
);

/** The query of one page of an audience view (see pagedRouteOptions). */
function audiencePage({ page, search, companyId }: CenterQuery) {
  return { page, per_page: DEFAULT_PAGE_SIZE, search: search.trim() || undefined, company_id: companyId };
}

export function useReportAudience(reportId: number | null, query: CenterQuery) {
  return useQuery({
    queryKey: [
      ...NOTIFICATIONS_KEY,
      'report-users',
      query.companyId,
      reportId,
      query.page,
      query.search.trim(),
    ],
    // Runs only with a report (enabled below).
    queryFn: ({ signal }) =>
      api.call(notificationRoutes.reportUsers, {
        params: { id: reportId as number },
        query: audiencePage(query),
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: reportId !== null,
  });
}

export function useMemberReports(userId: number | null, query: CenterQuery) {
  return useQuery({
    queryKey: [
      ...NOTIFICATIONS_KEY,
      'user-reports',
      query.companyId,
      userId,
      query.page,
      query.search.trim(),
    ],
    // Runs only with a member (enabled below).
    queryFn: ({ signal }) =>
      api.call(notificationRoutes.userReports, {
        params: { id: userId as number },
        query: audiencePage(query),
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: userId !== null,
  });
}

/* Templates --------------------------------------------------------------------------------- */

export function useTemplates(
  { page, search, companyId, perPage = DEFAULT_PAGE_SIZE }: CenterQuery,
  enabled = true,
) {
  return useQuery({
    ...pagedRouteOptions(
      [...NOTIFICATIONS_KEY, 'templates', companyId, page, perPage, search.trim()],
      notificationTemplateRoutes.list,
      { page, search, perPage, company_id: companyId },
    ),
    enabled,
  });
}

export const useSaveTemplate = invalidatingMutation(
  [NOTIFICATIONS_KEY],
  ({ id, input, companyId }: SaveArgs<TSaveTemplateRequest> & { companyId: UnitChoice }) =>
    id === undefined
      ? api.call(notificationTemplateRoutes.create, { query: { company_id: companyId }, body: input })
      : api.call(notificationTemplateRoutes.update, {
          params: { id },
          query: { company_id: companyId },
          body: input,
        }),
);

export const useDeleteTemplate = invalidatingMutation(
  [NOTIFICATIONS_KEY],
  ({ id, companyId }: { id: number; companyId: UnitChoice }) =>
    api.call(notificationTemplateRoutes.remove, { params: { id }, query: { company_id: companyId } }),
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
    ...pagedRouteOptions([...NOTIFICATIONS_KEY, 'pick-groups', companyId], groupRoutes.list, {
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
    ...pagedRouteOptions(
      [...NOTIFICATIONS_KEY, 'pick-reports', companyId, search.trim()],
      companyId === undefined ? reportRoutes.list : reportRoutes.acrossUnits,
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
  api.call(reportRoutes.setMaintenance, { params: { id: reportId }, body: { maintenance: true } }),
);
