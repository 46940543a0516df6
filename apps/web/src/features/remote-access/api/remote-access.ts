import {
  REMOTE_REQUESTS_REFRESH_MS,
  REMOTE_STATUS_POLL_MS,
  type TOkResponse,
  type TRemoteAccessRequestList,
  type TRemoteStatusResponse,
} from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation } from '../../../lib/api';

/** GET /api/auth/remote/requests: the unit's pending and recent requests (admins). */
export function getRemoteRequests(signal?: AbortSignal) {
  return api.get<TRemoteAccessRequestList>('/auth/remote/requests', { signal });
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

/** POST /api/auth/remote/requests/:id/authorize or /refuse. */
export function decideRemoteRequest(input: RemoteDecision) {
  const body = input.decision === 'refuse' ? { reason: input.reason?.trim() || undefined } : {};
  return api.post<TOkResponse>(`/auth/remote/requests/${input.id}/${input.decision}`, body);
}

export const useDecideRemoteRequest = invalidatingMutation([['remote-requests']], decideRemoteRequest, {
  after: 'settled',
});

/** GET /api/remote/status/:token: the answer the waiting partner polls for. */
export function getRemoteStatus(token: string, signal?: AbortSignal) {
  return api.get<TRemoteStatusResponse>(`/remote/status/${encodeURIComponent(token)}`, { signal });
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
