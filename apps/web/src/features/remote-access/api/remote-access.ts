import { REMOTE_REQUESTS_REFRESH_MS, REMOTE_STATUS_POLL_MS, remoteAccessRoutes } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation } from '../../../lib/api';

/** The unit's pending and recent requests (admins). */
export function getRemoteRequests(signal?: AbortSignal) {
  return api.call(remoteAccessRoutes.list, { signal });
}

export const remoteRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['remote-requests'],
    queryFn: ({ signal }) => getRemoteRequests(signal),
    // New requests show up by themselves while the page is open.
    refetchInterval: REMOTE_REQUESTS_REFRESH_MS,
  });

export function useRemoteRequests(enabled = true) {
  return useQuery({ ...remoteRequestsQueryOptions(), enabled });
}

export type RemoteDecision =
  | { id: number; decision: 'authorize' }
  | { id: number; decision: 'refuse'; reason?: string };

/** Authorizes or refuses a request. */
export function decideRemoteRequest(input: RemoteDecision) {
  const params = { id: input.id };
  if (input.decision === 'refuse') {
    return api.call(remoteAccessRoutes.refuse, {
      params,
      body: { reason: input.reason?.trim() || undefined },
    });
  }
  return api.call(remoteAccessRoutes.authorize, { params });
}

export const useDecideRemoteRequest = invalidatingMutation([['remote-requests']], decideRemoteRequest, {
  after: 'settled',
});

/** The answer the waiting partner polls for. */
export function getRemoteStatus(token: string, signal?: AbortSignal) {
  return api.call(remoteAccessRoutes.status, { params: { token }, signal });
}

/** Polls every 2 s while the request is pending; stops at the first answer. */
export function useRemoteStatus(token: string) {
  return useQuery({
    queryKey: ['remote-status', token],
    queryFn: ({ signal }) => getRemoteStatus(token, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? REMOTE_STATUS_POLL_MS : false),
    // Polling is the retry; the authorized answer must never be fetched twice by accident.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 0,
  });
}
