import {
  accountRoutes,
  mfaRoutes,
  type TAccountProfile,
  type TAccountProfileUpdate,
  type TDisableTwoFactorRequest,
  type TPasswordChangeRequest,
} from '@mirante/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, invalidatingMutation } from '../../../lib/api';

const ACCOUNT_KEY = ['account', 'profile'] as const;
const MFA_KEY = ['account', 'mfa'] as const;

/** The signed-in person's own profile. */
export function accountQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_KEY,
    queryFn: ({ signal }) => api.call(accountRoutes.get, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAccount(enabled = true) {
  return useQuery({ ...accountQueryOptions(), enabled });
}

/** Edits the name, phone and language. */
export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAccountProfileUpdate) => api.call(accountRoutes.update, { body }),
    onSuccess: (profile) => client.setQueryData(ACCOUNT_KEY, profile),
  });
}

/** Uploads the picture itself as the body, or removes it (null). */
export function useAccountAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file
        ? api.upload(accountRoutes.uploadAvatar, { body: file })
        : api.call(accountRoutes.removeAvatar, {}),
    onSuccess: (answer) =>
      client.setQueryData<TAccountProfile>(ACCOUNT_KEY, (profile) =>
        profile ? { ...profile, avatar_url: answer.avatar_url } : profile,
      ),
  });
}

/** Changes one's own password: the other sessions of the person end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TPasswordChangeRequest) => api.call(accountRoutes.changePassword, { body }),
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
