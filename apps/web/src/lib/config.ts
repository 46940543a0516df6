import type { TGetConfigResponse } from '@mirante/contracts';
import { api } from './api';
import { setStoredConfig } from './storage';

/** GET /api/auth/config/getConfig: the company configuration plus session context. */
export function getConfig(): Promise<TGetConfigResponse> {
  return api.get<TGetConfigResponse>('/auth/config/getConfig');
}

/** Loads the configuration and keeps it in `bi:config` (hidden_menu, intended, companies…). */
export async function loadConfig(): Promise<TGetConfigResponse> {
  const config = await getConfig();
  setStoredConfig(config);
  return config;
}
