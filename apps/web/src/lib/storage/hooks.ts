import { useSyncExternalStore } from 'react';
import {
  type CachedUser,
  getCachedUser,
  getStoredConfig,
  getStoredTheme,
  type StoredConfig,
  type StoredTheme,
  subscribeStorage,
} from './records';

/** The cached user (null when logged out); re-renders on login, logout and token changes. */
export function useCachedUser(): CachedUser | null {
  return useSyncExternalStore(subscribeStorage, getCachedUser, getCachedUser);
}

export function useStoredConfig(): StoredConfig {
  return useSyncExternalStore(subscribeStorage, getStoredConfig, getStoredConfig);
}

export function useStoredTheme(): StoredTheme {
  return useSyncExternalStore(subscribeStorage, getStoredTheme, getStoredTheme);
}
