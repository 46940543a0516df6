import {
  autoActionRoutes,
  DEFAULT_PAGE_SIZE,
  notificationTemplateRoutes,
  reportRoutes,
  type TAutoCapacityRule,
} from '@mirante/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions, saveThrough } from '../../../lib/api';

const KEY = 'auto-actions';

/** The unit's shifts (admin). */
export const useShifts = () =>
  useQuery({
    queryKey: [KEY, 'shifts'],
    queryFn: ({ signal }) => api.call(autoActionRoutes.shifts, { signal }),
  });

/** The rules of the unit's capacities (admin). */
export const useCapacityRules = () =>
  useQuery({
    queryKey: [KEY, 'capacity-rules'],
    queryFn: ({ signal }) => api.call(autoActionRoutes.capacityRules, { signal }),
  });

export interface ListQuery {
  page: number;
  search: string;
  perPage?: number;
}

/** One page of the unit's triggers (searched by name), with the unit's timezone. */
export function useTriggers({ page, search, perPage = DEFAULT_PAGE_SIZE }: ListQuery) {
  return useQuery(
    pagedRouteOptions([KEY, 'triggers', page, perPage, search.trim()], autoActionRoutes.triggers, {
      page,
      search,
      perPage,
    }),
  );
}

/** One page of the unit's tasks (searched by name); the trigger form asks for the largest page. */
export function useTasks({ page, search, perPage = DEFAULT_PAGE_SIZE }: ListQuery) {
  return useQuery(
    pagedRouteOptions([KEY, 'tasks', page, perPage, search.trim()], autoActionRoutes.tasks, {
      page,
      search,
      perPage,
    }),
  );
}

/** One page of a trigger's runs, newest first. */
export function useTriggerRuns(triggerId: number | null, page: number) {
  return useQuery({
    queryKey: [KEY, 'runs', triggerId, page],
    // Runs only with a trigger (enabled below).
    queryFn: ({ signal }) =>
      api.call(autoActionRoutes.runs, {
        params: { id: triggerId as number },
        query: { page, per_page: DEFAULT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: triggerId !== null,
  });
}

/** The trigger's next due times. */
export function useTriggerPreview(triggerId: number | null) {
  return useQuery({
    queryKey: [KEY, 'preview', triggerId],
    // Runs only with a trigger (enabled below).
    queryFn: ({ signal }) =>
      api.call(autoActionRoutes.preview, { params: { id: triggerId as number }, signal }),
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
      api.call(notificationTemplateRoutes.list, { query: { page: 1, per_page: 100 }, signal }),
    enabled,
  });
}

const all = [[KEY]];

export const useSaveShift = invalidatingMutation(
  all,
  saveThrough(autoActionRoutes.createShift, autoActionRoutes.updateShift),
);
export const useDeleteShift = invalidatingMutation(all, (id: number) =>
  api.call(autoActionRoutes.removeShift, { params: { id } }),
);
export const useSaveTask = invalidatingMutation(
  all,
  saveThrough(autoActionRoutes.createTask, autoActionRoutes.updateTask),
);
export const useDeleteTask = invalidatingMutation(all, (id: number) =>
  api.call(autoActionRoutes.removeTask, { params: { id } }),
);
export const useSaveTrigger = invalidatingMutation(
  all,
  saveThrough(autoActionRoutes.createTrigger, autoActionRoutes.updateTrigger),
);
export const useDeleteTrigger = invalidatingMutation(all, (id: number) =>
  api.call(autoActionRoutes.removeTrigger, { params: { id } }),
);
/** "Run now": the run comes back once the task has been carried out (or failed). */
export const useRunTrigger = invalidatingMutation(
  all,
  (id: number) => api.call(autoActionRoutes.run, { params: { id } }),
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
  }) => api.call(autoActionRoutes.patchCapacityRule, { params: { id }, body: patch }),
);
