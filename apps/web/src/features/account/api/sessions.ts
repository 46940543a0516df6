import { sessionRoutes } from '@mirante/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The signed-in person's open sessions. */
export function getActiveSessions(signal?: AbortSignal) {
  return api.call(sessionRoutes.list, { signal });
}

export function activeSessionsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'sessions'],
    queryFn: ({ signal }) => getActiveSessions(signal),
    // The list is about right now: fetch it fresh each time the dialog opens.
    staleTime: 0,
  });
}

export function useActiveSessions(enabled = true) {
  return useQuery({ ...activeSessionsQueryOptions(), enabled });
}

/** Ends one of the person's sessions. */
export function endSession(id: number) {
  return api.call(sessionRoutes.end, { params: { id } });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (answer) => {
      if (!answer.current) void queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
    },
  });
}
