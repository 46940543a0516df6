import type { TInvitation, TInvitationAnswer } from '@mirante/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';

const publicCall = { token: null, skipSessionHandling: true } as const;

/** POST /api/invitations/peek: the unit and account an invitation link is for. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => api.post<TInvitation>('/invitations/peek', { token }, { ...publicCall, signal }),
    // A dead link stays dead: asking again would only repeat the answer.
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
}

/** POST /api/invitations/accept or /decline with the link's token. */
export function useAnswerInvitation(token: string) {
  return useMutation({
    mutationFn: (accept: boolean) =>
      api.post<TInvitationAnswer>(`/invitations/${accept ? 'accept' : 'decline'}`, { token }, publicCall),
  });
}
