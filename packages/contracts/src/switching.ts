import { z } from 'zod';
import { zId, zIdParam, zText } from './common';
import { ZLoginResponse } from './auth';
import { ZQuestionnaireAnswer } from './codes';
import { requiredOrInvalid } from './validators';

/** How long the token of a company change to another domain lives (`/change/company/{token}`). */
export const COMPANY_CHANGE_TOKEN_TTL_MS = 60_000;
/** How long a partner's remote-access request waits for a unit admin's answer. */
export const REMOTE_ACCESS_REQUEST_TTL_MS = 15 * 60_000;
/** The waiting page asks for the answer this often. */
export const REMOTE_STATUS_POLL_MS = 2_000;
/** The admin's list of requests refreshes itself this often. */
export const REMOTE_REQUESTS_REFRESH_MS = 5_000;
export const MAX_REMOTE_REFUSAL_REASON_LENGTH = 500;

/** Profiles a partner may take inside one of its business units. */
export const UNIT_PROFILES = ['admin', 'user'] as const;
export type UnitProfile = (typeof UNIT_PROFILES)[number];
export const ZUnitProfile = z.enum(UNIT_PROFILES);

const ZId = zId();

/** `POST /api/auth/change/companies`: move the session to another unit the user belongs to. */
export const ZChangeCompanyRequest = z.object({ company_id: ZId });
export type TChangeCompanyRequest = z.infer<typeof ZChangeCompanyRequest>;

/** `POST /api/oauth/company`: sign in on the other domain with the token of a company change. */
export const ZOauthCompanyRequest = z.object({ token: zText().trim().min(1).max(256) });
export type TOauthCompanyRequest = z.infer<typeof ZOauthCompanyRequest>;

/** `POST /api/auth/change/partner/to/admin[/no/verify]`: a partner enters one of its units. */
export const ZPartnerSwitchRequest = z.object({ company_id: ZId, perfil_usuario: ZUnitProfile });
export type TPartnerSwitchRequest = z.infer<typeof ZPartnerSwitchRequest>;

export const REMOTE_ACCESS_STATUSES = ['pending', 'authorized', 'refused', 'expired'] as const;
export type RemoteAccessStatus = (typeof REMOTE_ACCESS_STATUSES)[number];
export const ZRemoteAccessStatus = z.enum(REMOTE_ACCESS_STATUSES);

/** One request as the unit's admins see it at `remote/authorization`. */
export const ZRemoteAccessRequest = z.object({
  id: z.number().int(),
  status: ZRemoteAccessStatus,
  perfil_usuario: ZUnitProfile,
  requester: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /**
   * Who asks: a user of the unit's partner (`partner`, named below), or one of the unit's own
   * administrators asking to act as a user (`admin`).
   */
  requested_by: z.enum(['partner', 'admin']),
  /** The unit's partner. */
  partner: z.object({ id: z.number().int(), name: z.string() }),
  reason: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type TRemoteAccessRequest = z.infer<typeof ZRemoteAccessRequest>;

/** `GET /api/auth/remote/requests`: pending requests first, then the recent answered ones. */
export const ZRemoteAccessRequestList = z.object({ data: z.array(ZRemoteAccessRequest) });
export type TRemoteAccessRequestList = z.infer<typeof ZRemoteAccessRequestList>;

export const ZRemoteAccessRequestParams = z.object({ id: zIdParam() });

/** `POST /api/auth/remote/requests/:id/refuse`: the reason is shown to the waiting partner. */
export const ZRefuseRemoteAccessRequest = z.object({
  reason: zText()
    .trim()
    .max(MAX_REMOTE_REFUSAL_REASON_LENGTH)
    .optional()
    .transform((value) => value || undefined),
});
export type TRefuseRemoteAccessRequest = z.input<typeof ZRefuseRemoteAccessRequest>;

export const ZRemoteStatusParams = z.object({ token: zText().min(1).max(256) });

const remoteTarget = {
  company: z.object({ id: z.number().int(), name: z.string() }),
  perfil_usuario: ZUnitProfile,
};

/**
 * `GET /api/remote/status/:token`, polled by the waiting partner. Once authorized the answer
 * carries the session of the unit, handed out only once.
 */
export const ZRemoteStatusResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), expires_at: z.string(), ...remoteTarget }),
  z.object({ status: z.literal('refused'), reason: z.string().nullable(), ...remoteTarget }),
  z.object({ status: z.literal('expired'), ...remoteTarget }),
  z.object({ status: z.literal('authorized'), login: ZLoginResponse, ...remoteTarget }),
]);
export type TRemoteStatusResponse = z.infer<typeof ZRemoteStatusResponse>;

/** `POST /api/auth/users/send/questionario/perfil`: the caller's own questionnaire answer. */
export const ZSendQuestionnaireRequest = z
  .object({ user_id: zId({ error: requiredOrInvalid }) })
  .and(ZQuestionnaireAnswer);
export type TSendQuestionnaireRequest = z.input<typeof ZSendQuestionnaireRequest>;
