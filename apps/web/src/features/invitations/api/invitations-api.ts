import { invitationRoutes } from '@mirante/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';

const publicCall = { token: null, skipSessionHandling: true } as const;

/** The unit and account an invitation link is for. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => api.call(invitationRoutes.peek, { body: { token }, ...publicCall, signal }),
    // A dead link stays dead: asking again would only repeat the answer.
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
}

/** Accepts or declines the invitation of the link's token. */
export function useAnswerInvitation(token: string) {
  return useMutation({
    mutationFn: (accept: boolean) =>
      api.call(accept ? invitationRoutes.accept : invitationRoutes.decline, {
        body: { token },
        ...publicCall,
      }),
  });
}
