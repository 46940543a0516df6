import type { TPartner, TPartnerInput } from '@mirante/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/partners, or PUT /api/auth/partners/:id when an id is given. */
export function savePartner({ id, input }: { id?: number; input: TPartnerInput }) {
  return id === undefined
    ? api.post<TPartner>('/auth/partners', input)
    : api.put<TPartner>(`/auth/partners/${id}`, input);
}

/** POST /api/auth/partners/:id/deactivate or /reactivate. */
export function setPartnerActive({ id, active }: { id: number; active: boolean }) {
  return api.post<TPartner>(`/auth/partners/${id}/${active ? 'reactivate' : 'deactivate'}`, {});
}

function useInvalidatePartners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['partners'] });
}

export function useSavePartner() {
  const invalidate = useInvalidatePartners();
  return useMutation({ mutationFn: savePartner, onSuccess: invalidate });
}

export function useSetPartnerActive() {
  const invalidate = useInvalidatePartners();
  return useMutation({ mutationFn: setPartnerActive, onSuccess: invalidate });
}
