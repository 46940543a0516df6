import { CAPACITY_POLL_MS, capacityRoutes, type TCapacityActionRequest } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, saveThrough } from '../../../lib/api';

const KEY = ['capacities'] as const;

/** The capacities the caller sees, with what it may do. */
export function getCapacities(signal?: AbortSignal) {
  return api.call(capacityRoutes.list, { signal });
}

/** Reads the state from Azure now (admin). */
export function refreshCapacity(id: number) {
  return api.call(capacityRoutes.refresh, { params: { id } });
}

/**
 * The list, polled while a capacity changes state. An admin's load asks Azure about the ones
 * changing or never read; other profiles see what the server last learnt.
 */
export function capacitiesQueryOptions() {
  return queryOptions({
    queryKey: KEY,
    queryFn: async ({ signal }) => {
      const list = await getCapacities(signal);
      const changing = list.policies.manage
        ? list.data.filter((c) => c.phase === 'transitioning' || c.phase === 'unknown')
        : [];
      if (changing.length === 0) return list;
      // A failed read leaves the last known state; the next poll tries again.
      await Promise.all(changing.map((c) => refreshCapacity(c.id).catch(() => null)));
      return getCapacities(signal);
    },
    refetchInterval: (query) =>
      query.state.data?.data.some((c) => c.phase === 'transitioning') ? CAPACITY_POLL_MS : false,
  });
}

export function useCapacities(enabled = true) {
  return useQuery({ ...capacitiesQueryOptions(), enabled });
}

/** The unit's provider accounts and workspaces. */
export function useCapacityOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: ({ signal }) => api.call(capacityRoutes.options, { signal }),
    enabled,
  });
}

/** POST, or PUT with an id. */
export const useSaveCapacity = invalidatingMutation(
  [KEY],
  saveThrough(capacityRoutes.create, capacityRoutes.update),
);

export const useDeleteCapacity = invalidatingMutation([KEY], (id: number) =>
  api.call(capacityRoutes.remove, { params: { id } }),
);

/** Pause, resume or scale in Azure. */
export const useCapacityAction = invalidatingMutation(
  [KEY],
  ({ id, action }: { id: number; action: TCapacityActionRequest }) =>
    api.call(capacityRoutes.act, { params: { id }, body: action }),
  { after: 'settled' },
);

export const useRefreshCapacity = invalidatingMutation([KEY], refreshCapacity, { after: 'settled' });

export const useCapacityWorkspaces = invalidatingMutation(
  [KEY],
  ({ id, workspaceIds }: { id: number; workspaceIds: number[] }) =>
    api.call(capacityRoutes.setWorkspaces, { params: { id }, body: { workspace_ids: workspaceIds } }),
);
