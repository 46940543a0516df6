import type { TCustomField, TCustomFieldList, TSaveCustomFieldRequest } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, createOrUpdate, invalidatingMutation } from '../../../lib/api';

/** GET /api/auth/custom-fields: the unit's and the partner's global fields (admin), or the global ones (master). */
export function getCustomFields(signal?: AbortSignal) {
  return api.get<TCustomFieldList>('/auth/custom-fields', { signal });
}

export function customFieldsQueryOptions() {
  return queryOptions({ queryKey: ['custom-fields'], queryFn: ({ signal }) => getCustomFields(signal) });
}

export function useCustomFields() {
  return useQuery(customFieldsQueryOptions());
}

/** POST /api/auth/custom-fields, or PUT /api/auth/custom-fields/:id when an id is given. */
export const saveCustomField = createOrUpdate<TCustomField, TSaveCustomFieldRequest>('/auth/custom-fields');

/** DELETE /api/auth/custom-fields/:id (soft delete on the server). */
export function deleteCustomField(id: number) {
  return api.delete<{ ok: true }>(`/auth/custom-fields/${id}`);
}

export const useSaveCustomField = invalidatingMutation([['custom-fields']], saveCustomField);

export const useDeleteCustomField = invalidatingMutation([['custom-fields']], deleteCustomField);
