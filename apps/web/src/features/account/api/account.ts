import {
  mfaRoutes,
  type TAccountProfile,
  type TAccountProfileUpdate,
  type TAvatarResponse,
  type TDisableTwoFactorRequest,
  type TOkResponse,
  type TPasswordChangeRequest,
} from '@mirante/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, invalidatingMutation } from '../../../lib/api';

const ACCOUNT_KEY = ['account', 'profile'] as const;
const MFA_KEY = ['account', 'mfa'] as const;

/** GET /api/auth/account: the signed-in person's own profile. */
export function accountQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_KEY,
    queryFn: ({ signal }) => api.get<TAccountProfile>('/auth/account', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAccount(enabled = true) {
  return useQuery({ ...accountQueryOptions(), enabled });
}

/** PUT /api/auth/account: name, phone and language. */
export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAccountProfileUpdate) => api.put<TAccountProfile>('/auth/account', body),
    onSuccess: (profile) => client.setQueryData(ACCOUNT_KEY, profile),
  });
}

/** POST /api/auth/account/avatar with the picture itself as the body; DELETE removes it. */
export function useAccountAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file
        ? api.post<TAvatarResponse>('/auth/account/avatar', file)
        : api.delete<TAvatarResponse>('/auth/account/avatar'),
    onSuccess: (answer) =>
      client.setQueryData<TAccountProfile>(ACCOUNT_KEY, (profile) =>
        profile ? { ...profile, avatar_url: answer.avatar_url } : profile,
      ),
  });
}

/** POST /api/auth/password/change: the other sessions of the person end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TPasswordChangeRequest) => api.post<TOkResponse>('/auth/password/change', body),
  });
}

/** Whether the second factor is on, required, and the recovery codes left. */
export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: MFA_KEY,
    queryFn: ({ signal }) => api.call(mfaRoutes.status, { signal }),
    enabled,
  });
}

/** A new set of recovery codes; the old codes stop working. */
export const useRegenerateRecoveryCodes = invalidatingMutation([MFA_KEY], () =>
  api.call(mfaRoutes.recoveryCodes, {}),
);

/** Turns the second factor off with the current password or a code. */
export const useDisableTwoFactor = invalidatingMutation([MFA_KEY], (body: TDisableTwoFactorRequest) =>
  api.call(mfaRoutes.disable, { body }),
);
