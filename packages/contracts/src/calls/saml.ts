import { ZLoginResponse, ZOkResponse } from '../auth';
import { fileAnswer, route } from '../route-map';
import {
  SAML_LIST_SUMMARY,
  SAML_SAVE_SUMMARY,
  ZSamlCallbackRequest,
  ZSamlChangeStatusRequest,
  ZSamlConfig,
  ZSamlConfigInput,
  ZSamlConfigPage,
  ZSamlDeleteQuery,
  ZSamlExchangeRequest,
  ZSamlListQuery,
  ZSamlLoginRequest,
  ZSamlLoginResponse,
  ZSamlParams,
  ZSamlSaveRequest,
  ZSamlStatusRequest,
  ZSamlUnitGroups,
  ZSamlUnitParams,
  ZSamlUsedCompanies,
} from '../saml';
import { z } from 'zod';

/**
 * The SAML configuration screen's calls and the sign-in through a unit's identity provider. The
 * specification's paths (`all`, `add`, `update`, `change/status`, `delete`) are served beside REST
 * aliases of the same operations; each is declared once.
 */
export const samlRoutes = {
  list: route('GET /auth/saml/all', {
    summary: SAML_LIST_SUMMARY,
    query: ZSamlListQuery,
    response: ZSamlConfigPage,
  }),
  listRest: route('GET /auth/saml', {
    summary: SAML_LIST_SUMMARY,
    query: ZSamlListQuery,
    response: ZSamlConfigPage,
  }),
  usedUnits: route('GET /auth/saml/companies/used', {
    summary: 'Units in reach that already have a SAML application',
    response: ZSamlUsedCompanies,
  }),
  unitGroups: route('GET /auth/saml/companies/:companyId/groups', {
    summary: "A unit's user groups, for the group claim mappings",
    params: ZSamlUnitParams,
    response: ZSamlUnitGroups,
  }),
  get: route('GET /auth/saml/:id', {
    summary: 'One SAML application',
    params: ZSamlParams,
    response: ZSamlConfig,
  }),
  add: route('POST /auth/saml/add', {
    summary: SAML_SAVE_SUMMARY,
    body: ZSamlSaveRequest,
    response: ZSamlConfig,
  }),
  save: route('PUT /auth/saml/update', {
    summary: SAML_SAVE_SUMMARY,
    body: ZSamlSaveRequest,
    response: ZSamlConfig,
  }),
  create: route('POST /auth/saml', {
    summary: "Adds a unit's SAML application (with its own signing certificate)",
    body: ZSamlConfigInput,
    response: ZSamlConfig,
  }),
  update: route('PUT /auth/saml/:id', {
    summary: 'Changes a SAML application',
    params: ZSamlParams,
    body: ZSamlConfigInput,
    response: ZSamlConfig,
  }),
  changeStatus: route('POST /auth/saml/change/status', {
    summary: 'Enables or disables a SAML application',
    body: ZSamlChangeStatusRequest,
    response: ZSamlConfig,
  }),
  setStatus: route('POST /auth/saml/:id/status', {
    summary: 'Enables or disables a SAML application',
    params: ZSamlParams,
    body: ZSamlStatusRequest,
    response: ZSamlConfig,
  }),
  delete: route('DELETE /auth/saml/delete', {
    summary: 'Deletes a SAML application',
    query: ZSamlDeleteQuery,
    response: ZOkResponse,
  }),
  remove: route('DELETE /auth/saml/:id', {
    summary: 'Deletes a SAML application',
    params: ZSamlParams,
    response: ZOkResponse,
  }),
  test: route('POST /auth/saml/:id/test', {
    summary: "Starts a test sign-in with the unit's provider (no session is opened)",
    params: ZSamlParams,
    response: ZSamlLoginResponse,
  }),
  metadata: route('GET /saml/metadata/:companyId', {
    summary: "The unit's service provider metadata (XML)",
    params: ZSamlUnitParams,
    response: fileAnswer,
    file: 'application/samlmetadata+xml',
  }),
  login: route('POST /saml/login', {
    summary: 'Starts a SAML sign-in; answers the identity provider address to go to',
    body: ZSamlLoginRequest,
    response: ZSamlLoginResponse,
  }),
  callback: route('POST /saml/callback', {
    summary:
      "Assertion consumer for any unit (the one whose request the response answers, else the host's): signs the person in and sends the browser to /redirect",
    body: ZSamlCallbackRequest,
    // The answer is a redirect (303), sent by the handler itself.
    response: z.void(),
  }),
  unitCallback: route('POST /saml/callback/:companyId', {
    summary: "The unit's assertion consumer: signs the person in and sends the browser to /redirect",
    params: ZSamlUnitParams,
    body: ZSamlCallbackRequest,
    // The answer is a redirect (303), sent by the handler itself.
    response: z.void(),
  }),
  exchange: route('POST /saml/exchange', {
    summary: 'Exchanges the single-use code of a finished SAML sign-in for the session',
    body: ZSamlExchangeRequest,
    response: ZLoginResponse,
  }),
} as const;
