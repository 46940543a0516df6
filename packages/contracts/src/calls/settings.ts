import { ZOkResponse } from '../auth';
import { ZGetConfigResponse } from '../config';
import { route } from '../route-map';
import {
  ZCompanyConfigUpdate,
  ZCompanyConfigUpdateResponse,
  ZCompanySettings,
  ZRemoteConfig,
  ZTimezoneList,
  ZWhitelistQuery,
  ZWhitelistResponse,
} from '../settings';
import { ZUnitScopeQuery } from '../users';

/** The unit's configuration: the session's copy, the settings screen and its helpers. */
export const configRoutes = {
  get: route('GET /auth/config/getConfig', {
    summary: "The caller's company configuration and session context",
    response: ZGetConfigResponse,
  }),
  settings: route('POST /auth/config', {
    summary:
      'The same as getConfig, plus whether a mail-server password is stored (a master names a unit with company_id)',
    query: ZUnitScopeQuery,
    response: ZCompanySettings,
  }),
  update: route('POST /auth/config/update', {
    summary:
      "Save the unit's settings (admin, or master with company_id): only the named fields change; an admin's update leaves the partner's fields as stored",
    query: ZUnitScopeQuery,
    body: ZCompanyConfigUpdate,
    response: ZCompanyConfigUpdateResponse,
  }),
  remote: route('GET /auth/config/remote_config', {
    summary: 'The settings a browser merges into its cached config, if it has one',
    response: ZRemoteConfig,
  }),
  timezones: route('GET /timezone/all', {
    summary: 'Every IANA timezone',
    response: ZTimezoneList,
  }),
  whitelist: route('GET /auth/config/get/whitelist/by/domain', {
    summary: 'The IP rules of the unit a registered domain belongs to',
    query: ZWhitelistQuery,
    response: ZWhitelistResponse,
  }),
  testMail: route('POST /auth/config/mail/test', {
    summary: "Send a test e-mail through the unit's mail server to the caller",
    response: ZOkResponse,
  }),
} as const;
