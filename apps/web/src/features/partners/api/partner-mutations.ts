import type { TPartner, TPartnerInput } from '@mirante/contracts';
import { api, invalidatingMutation } from '../../../lib/api';

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

export const useSavePartner = invalidatingMutation([['partners']], savePartner);

export const useSetPartnerActive = invalidatingMutation([['partners']], setPartnerActive);
