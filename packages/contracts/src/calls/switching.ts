import { ZLoginResponse, ZOkResponse } from '../auth';
import { route } from '../route-map';
import {
  type TSendQuestionnaireRequest,
  ZChangeCompanyRequest,
  ZOauthCompanyRequest,
  ZPartnerSwitchRequest,
  ZRefuseRemoteAccessRequest,
  ZRemoteAccessRequestList,
  ZRemoteAccessRequestParams,
  ZRemoteStatusParams,
  ZRemoteStatusResponse,
} from '../switching';
import { z } from 'zod';

/** The first-login profile questionnaire's call. */
export const questionnaireRoutes = {
  send: route('POST /auth/users/send/questionario/perfil', {
    summary: "Answer the first-login profile questionnaire (ZSendQuestionnaireRequest, the caller's own)",
    // Checked by the service, not here, so the 'outro' text keeps its own field message.
    body: z.custom<TSendQuestionnaireRequest>(),
    response: ZOkResponse,
  }),
} as const;

/** A partner's remote access to a unit: the unit's admins decide, the partner waits. */
export const remoteAccessRoutes = {
  list: route('GET /auth/remote/requests', {
    summary: "The unit's pending and recent remote-access requests",
    response: ZRemoteAccessRequestList,
  }),
  authorize: route('POST /auth/remote/requests/:id/authorize', {
    summary: 'Let the partner in',
    params: ZRemoteAccessRequestParams,
    response: ZOkResponse,
  }),
  refuse: route('POST /auth/remote/requests/:id/refuse', {
    summary: 'Refuse the partner, with an optional reason it will see',
    params: ZRemoteAccessRequestParams,
    body: ZRefuseRemoteAccessRequest.nullish(),
    response: ZOkResponse,
  }),
  status: route('GET /remote/status/:token', {
    summary: "The answer to the partner's request; once authorized, the unit's session (once)",
    params: ZRemoteStatusParams,
    response: ZRemoteStatusResponse,
  }),
} as const;

/** Moving a session between units: a user's own units, a partner entering one, and back. */
export const switchingRoutes = {
  changeCompany: route('POST /auth/change/companies', {
    summary: 'Move the session to another business unit of the user',
    body: ZChangeCompanyRequest,
    response: ZLoginResponse,
  }),
  companyToken: route('POST /oauth/company', {
    summary: 'Sign in on the other domain with the token of a company change',
    body: ZOauthCompanyRequest,
    response: ZLoginResponse,
  }),
  enterUnit: route('POST /auth/change/partner/to/admin', {
    summary: 'A partner enters one of its units, waiting for consent when the unit requires it',
    body: ZPartnerSwitchRequest,
    response: ZLoginResponse,
  }),
  enterUnitWithoutConsent: route('POST /auth/change/partner/to/admin/no/verify', {
    summary: 'A partner enters one of its units that does not require consent',
    body: ZPartnerSwitchRequest,
    response: ZLoginResponse,
  }),
  backToPartner: route('POST /auth/change/back/partner', {
    summary: 'Leave a unit entered as partner and return to the partner session',
    response: ZLoginResponse,
  }),
} as const;
