import { partnerRoutes } from '@mirante/contracts';
import { api, invalidatingMutation, saveThrough } from '../../../lib/api';

/** Adds a partner, or edits it when an id is given. */
export const savePartner = saveThrough(partnerRoutes.create, partnerRoutes.update);

/** Deactivates or reactivates a partner. */
export function setPartnerActive({ id, active }: { id: number; active: boolean }) {
  return api.call(active ? partnerRoutes.reactivate : partnerRoutes.deactivate, { params: { id } });
}

export const useSavePartner = invalidatingMutation([['partners']], savePartner);

export const useSetPartnerActive = invalidatingMutation([['partners']], setPartnerActive);
