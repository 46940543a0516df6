import { z } from 'zod';

/**
 * Stable error and notice codes. Each maps to an HTTP status (for errors) and to a catalogued
 * message in every interface language (see `messages/`).
 */
export const ERROR_STATUS = {
  unexpected_error: 500,
  validation_failed: 400,
  incorrect_credentials: 401,
  unauthorized: 401,
  session_expired: 401,
  token_expired: 401,
  invalid_xsrf_token: 403,
  forbidden: 403,
  no_functionality_access: 403,
  hour_not_allowed: 403,
  ip_not_allowed: 403,
  domain_not_allowed: 403,
  user_blocked: 403,
  user_deactivated: 403,
  user_inactive: 403,
  user_without_company: 403,
  test_period_ended: 403,
  request_company_access: 403,
  not_found_companies: 403,
  company_disabled: 403,
  password_sign_in_disabled: 403,
  report_add_not_allowed: 403,
  maitenance: 503,
  not_found: 404,
  route_not_found: 404,
  group_not_found: 404,
  ticket_not_found: 404,
  no_report_in_slideshow: 404,
  user_limit_reached: 409,
  email_exists: 409,
  phone_exists: 409,
  self_action_not_allowed: 409,
  subdomain_exists: 409,
  invalid_file: 400,
  password_recovery_error: 502,
  password_change_not_allowed: 403,
  too_many_requests: 429,
  login_locked: 429,
  payload_too_large: 413,
  authentication_error: 401,
  login_error: 401,
  remote_request_decided: 409,
  remote_request_expired: 409,
  service_unavailable: 503,
  domain_not_found: 404,
  invalid_token: 400,
  invalid_two_factor_code: 401,
  two_factor_attempts_exceeded: 429,
  two_factor_required: 403,
  two_factor_not_enabled: 409,
  partner_has_active_users: 409,
  client_has_units: 409,
  group_name_exists: 409,
  group_has_members: 409,
  custom_field_type_locked: 409,
  custom_field_read_only: 403,
  ip_lockout: 400,
  mail_test_failed: 502,
  domain_exists: 409,
  provider_entity_not_found: 404,
  provider_not_authorized: 502,
  provider_token_expired: 502,
  capacity_not_active: 409,
  provider_authorization_failed: 502,
  provider_connection_failed: 502,
  provider_unavailable: 503,
  provider_account_in_use: 409,
  workspace_in_use: 409,
  capacity_busy: 409,
  capacity_force_stopped: 409,
  report_in_maintenance: 409,
  report_group_name_exists: 409,
  report_group_has_reports: 409,
  html_script_not_allowed: 400,
  html_style_element_not_allowed: 400,
  html_external_css_not_allowed: 400,
  html_root_style_not_allowed: 400,
  html_inline_script_not_allowed: 400,
  catalog_request_exists: 409,
  catalog_request_decided: 409,
  playlist_name_exists: 409,
  workspace_exists: 409,
  account_fields_read_only: 403,
  invitation_pending: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Codes of messages that are not errors: confirmations, notices and field messages. */
export const NOTICE_CODES = [
  'done',
  'users_imported',
  'users_not_registered',
  'password_recovery_sent',
  'password_changed',
  'password_min_character',
  'password_capital_letter',
  'password_special_characters',
  'password_mismatch',
  'password_same_as_current',
  'password_current_wrong',
  'ip_warning',
  'mail_test_sent',
  'mail_host_not_allowed',
  'mail_port_not_allowed',
  'refreshing_session',
  'field_required',
  'field_invalid',
  'network_error',
  'request_timeout',
  'request_aborted',
  'request_failed',
  'permission_denied_page',
  'account_field_read_only',
  'invitation_accepted',
  'invitation_declined',
] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];

export type MessageCode = ErrorCode | NoticeCode;
/** A full catalogue: every code has a message in the language. */
export type MessageCatalog = Record<MessageCode, string>;

/**
 * Body of every error answer. `errors` holds each field's messages, localized and naming the
 * field; `error_codes` the same failures as catalogue codes, for a form to word them itself.
 */
export const ZErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error_codes: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
