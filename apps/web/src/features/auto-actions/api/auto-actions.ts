import {
  DEFAULT_PAGE_SIZE,
  reportRoutes,
  type TAutoCapacityRule,
  type TAutoRun,
  type TAutoShift,
  type TAutoTask,
  type TAutoTrigger,
  type TSaveAutoShiftRequest,
  type TSaveAutoTaskRequest,
  type TSaveAutoTriggerRequest,
} from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, createOrUpdate, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

const BASE = '/auth/auto-actions';
const KEY = 'auto-actions';

/** GET shifts, tasks, triggers or capacity rules of the unit (admin). */
function listOptions<T>(part: string) {
  return queryOptions({
    queryKey: [KEY, part],
    queryFn: ({ signal }) => api.get<{ data: T[] }>(`${BASE}/${part}`, { signal }),
  });
}

export const useShifts = () => useQuery(listOptions<TAutoShift>('shifts'));
export const useCapacityRules = () => useQuery(listOptions<TAutoCapacityRule>('capacity-rules'));

export interface ListQuery {
  page: number;
  search: string;
  perPage?: number;
}

type Page<T> = { data: T[]; page: number; per_page: number; total: number };

/** One page of the unit's triggers (searched by name), with the unit's timezone. */
export function useTriggers({ page, search, perPage = DEFAULT_PAGE_SIZE }: ListQuery) {
  return useQuery(
    pagedQueryOptions<Page<TAutoTrigger> & { timezone: string }>(
      [KEY, 'triggers', page, perPage, search.trim()],
      `${BASE}/triggers`,
      { page, search, perPage },
    ),
  );
}

/** One page of the unit's tasks (searched by name); the trigger form asks for the largest page. */
export function useTasks({ page, search, perPage = DEFAULT_PAGE_SIZE }: ListQuery) {
  return useQuery(
    pagedQueryOptions<Page<TAutoTask>>([KEY, 'tasks', page, perPage, search.trim()], `${BASE}/tasks`, {
      page,
      search,
      perPage,
    }),
  );
}

/** One page of a trigger's runs, newest first. */
export function useTriggerRuns(triggerId: number | null, page: number) {
  return useQuery({
    ...pagedQueryOptions<{ data: TAutoRun[]; page: number; per_page: number; total: number }>(
      [KEY, 'runs', triggerId, page],
      `${BASE}/triggers/${triggerId}/runs`,
      { page },
    ),
    enabled: triggerId !== null,
  });
}

/** The trigger's next due times. */
export function useTriggerPreview(triggerId: number | null) {
  return useQuery({
    queryKey: [KEY, 'preview', triggerId],
    queryFn: ({ signal }) =>
      api.get<{ timezone: string; runs: string[] }>(`${BASE}/triggers/${triggerId}/preview`, { signal }),
    enabled: triggerId !== null,
  });
}

/** A list of the unit's reports for the task form (title and kind), first page by title. */
export function useUnitReports(enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'reports'],
    queryFn: ({ signal }) => api.call(reportRoutes.list, { query: { page: 1, per_page: 100 }, signal }),
    enabled,
  });
}

/** The unit's notification templates for the task form (name), first page by name. */
export function useUnitTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'templates'],
    queryFn: ({ signal }) =>
      api.get<{ data: { id: number; name: string }[] }>('/auth/notification_templates', {
        query: { page: 1, per_page: 100 },
        signal,
      }),
    enabled,
  });
}

const all = [[KEY]];

export const useSaveShift = invalidatingMutation(
  all,
  createOrUpdate<TAutoShift, TSaveAutoShiftRequest>(`${BASE}/shifts`),
);
export const useDeleteShift = invalidatingMutation(all, (id: number) =>
  api.delete<{ deleted: true }>(`${BASE}/shifts/${id}`),
);
export const useSaveTask = invalidatingMutation(
  all,
  createOrUpdate<TAutoTask, TSaveAutoTaskRequest>(`${BASE}/tasks`),
);
export const useDeleteTask = invalidatingMutation(all, (id: number) =>
  api.delete<{ deleted: true }>(`${BASE}/tasks/${id}`),
);
export const useSaveTrigger = invalidatingMutation(
  all,
  createOrUpdate<TAutoTrigger, TSaveAutoTriggerRequest>(`${BASE}/triggers`),
);
export const useDeleteTrigger = invalidatingMutation(all, (id: number) =>
  api.delete<{ deleted: true }>(`${BASE}/triggers/${id}`),
);
/** "Run now": the run comes back once the task has been carried out (or failed). */
export const useRunTrigger = invalidatingMutation(
  all,
  (id: number) => api.post<TAutoRun>(`${BASE}/triggers/${id}/run`),
  {
    after: 'settled',
  },
);
export const usePatchCapacityRule = invalidatingMutation(
  all,
  ({
    id,
    patch,
  }: {
    id: number;
    patch: Partial<Pick<TAutoCapacityRule, 'force_stop' | 'auto_manage' | 'minutes_inactive'>>;
  }) => api.patch<TAutoCapacityRule>(`${BASE}/capacity-rules/${id}`, patch),
);
