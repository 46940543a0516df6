import { configRoutes, REMOTE_CONFIG_POLL_MS } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { mergeRemoteConfig, type StoredConfig } from '../../../lib/storage';

/** The unit's settings as they are now (no session context). */
export async function getRemoteConfig(signal?: AbortSignal): Promise<StoredConfig> {
  // The answer is a subset of the stored config's fields, merged into it as it comes.
  return (await api.call(configRoutes.remote, { signal, background: true })) as StoredConfig;
}

/**
 * Keeps an open session's `bi:config` in step with the unit's settings: asks for them every
 * REMOTE_CONFIG_POLL_MS and on returning to the tab, and merges the answer into the record when
 * one exists (spec §3), so a hidden menu entry or a switch applies without signing in again.
 */
export function useRemoteConfigSync(enabled: boolean): void {
  const remote = useQuery({
    queryKey: ['remote_config'],
    queryFn: ({ signal }) => getRemoteConfig(signal),
    enabled,
    refetchInterval: REMOTE_CONFIG_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    retry: false,
    // The first answer would only repeat what sign-in just loaded.
    staleTime: REMOTE_CONFIG_POLL_MS,
  });
  useEffect(() => {
    if (remote.data) mergeRemoteConfig(remote.data);
  }, [remote.data]);
}
