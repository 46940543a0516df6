import { customFieldRoutes } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, saveThrough } from '../../../lib/api';

/** The unit's and the partner's global fields (admin), or the global ones (master). */
export function getCustomFields(signal?: AbortSignal) {
  return api.call(customFieldRoutes.list, { signal });
}

export function customFieldsQueryOptions() {
  return queryOptions({ queryKey: ['custom-fields'], queryFn: ({ signal }) => getCustomFields(signal) });
}

export function useCustomFields() {
  return useQuery(customFieldsQueryOptions());
}

/** Adds a field, or edits it when an id is given. */
export const saveCustomField = saveThrough(customFieldRoutes.create, customFieldRoutes.update);

/** Deletes a field (soft delete on the server). */
export function deleteCustomField(id: number) {
  return api.call(customFieldRoutes.remove, { params: { id } });
}

export const useSaveCustomField = invalidatingMutation([['custom-fields']], saveCustomField);

export const useDeleteCustomField = invalidatingMutation([['custom-fields']], deleteCustomField);
