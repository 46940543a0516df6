import { configRoutes, type TGetConfigResponse } from '@mirante/contracts';
import { api } from './api';
import { setStoredConfig } from './storage';

/** The company configuration plus session context. */
export function getConfig(): Promise<TGetConfigResponse> {
  return api.call(configRoutes.get, {});
}

let pending: Promise<TGetConfigResponse> | null = null;

/**
 * Loads the configuration and keeps it in `bi:config` (hidden_menu, intended, companies…). Callers
 * while a load is under way (the sign-in and the guard of the page it opens) share its request.
 */
export function loadConfig(): Promise<TGetConfigResponse> {
  pending ??= getConfig()
    .then((config) => {
      setStoredConfig(config);
      return config;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
