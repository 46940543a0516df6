import type { TPartner, TPartnerInput } from '@mirante/contracts';
import { api, createOrUpdate, invalidatingMutation } from '../../../lib/api';

/** POST /api/auth/partners, or PUT /api/auth/partners/:id when an id is given. */
export const savePartner = createOrUpdate<TPartner, TPartnerInput>('/auth/partners');

/** POST /api/auth/partners/:id/deactivate or /reactivate. */
export function setPartnerActive({ id, active }: { id: number; active: boolean }) {
  return api.post<TPartner>(`/auth/partners/${id}/${active ? 'reactivate' : 'deactivate'}`, {});
}

export const useSavePartner = invalidatingMutation([['partners']], savePartner);

export const useSetPartnerActive = invalidatingMutation([['partners']], setPartnerActive);
