import { z } from 'zod';
import { ZWeekdayCode } from './codes';
import { zTime } from './validators';

/** 'S' (yes) / 'N' (no) flags used throughout the company configuration. */
export const ZFlag = z.enum(['S', 'N']);
export type TFlag = z.infer<typeof ZFlag>;

export const DEFAULT_HOME_PAGE = '/';
/** Session lifetime in hours when the company does not set one. */
export const DEFAULT_LOGIN_TIMEOUT_HOURS = 8;
export const MIN_LOGIN_TIMEOUT_HOURS = 1;
export const MAX_LOGIN_TIMEOUT_HOURS = 720;
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';
export const DEFAULT_MIN_PASSWORD_CHARACTERS = 8;

/** One window of allowed access: a weekday and a start and end time (HH:mm, end exclusive). */
export const ZAccessWindow = z.object({ day: ZWeekdayCode, start: zTime, end: zTime });
export type TAccessWindow = z.infer<typeof ZAccessWindow>;

/**
 * The company configuration form as the browser sees it (spec §3). Secrets such as the
 * mail-server password are never part of it.
 */
export const ZCompanyConfig = z.object({
  home_page: z.string().max(255).default(DEFAULT_HOME_PAGE),
  relatorio_id: z.number().int().positive().nullable().default(null),
  enable: ZFlag.default('S'),
  send_email_register_user: ZFlag.default('N'),
  timezone: z.string().max(64).default(DEFAULT_TIMEZONE),
  enable_password: ZFlag.default('S'),
  allow_access_remote: ZFlag.default('N'),
  user_import: ZFlag.default('N'),
  enable_embedded: ZFlag.default('N'),
  listIp: z.array(z.string().max(64)).nullable().default(null),
  save_filter: ZFlag.default('N'),
  show_menu_report: ZFlag.default('S'),
  ip: ZFlag.default('N'),
  mfa_master: ZFlag.default('N'),
  mfa_permission_admin: ZFlag.default('S'),
  token_embedded: z.string().max(255).nullable().default(null),
  min_character: z.number().int().min(4).max(128).default(DEFAULT_MIN_PASSWORD_CHARACTERS),
  capital_letter: ZFlag.default('N'),
  last_update: ZFlag.default('N'),
  special_characters: ZFlag.default('N'),
  expiry_time_password: z.number().int().min(0).max(3650).default(0),
  show_name_report: ZFlag.default('S'),
  enable_helpdesk: ZFlag.default('N'),
  send_email_helpdesk: ZFlag.default('N'),
  enable_watermark: ZFlag.default('N'),
  send_email_notification: ZFlag.default('N'),
  login_timeout: z
    .number()
    .int()
    .min(MIN_LOGIN_TIMEOUT_HOURS)
    .max(MAX_LOGIN_TIMEOUT_HOURS)
    .default(DEFAULT_LOGIN_TIMEOUT_HOURS),
  mostrar_ultima_atualizacao_relatorio: z.boolean().default(false),
  mostrar_ultima_atualizacao_relatorio_global: z.boolean().default(false),
  permissionEditReport: ZFlag.default('N'),
  hidden_menu: z.array(z.string().max(64)).default([]),
  /** Hours members may use the unit, per weekday, in the unit's timezone; null = any time. */
  access_hours: z
    .array(ZAccessWindow)
    .max(7 * 4)
    .nullable()
    .default(null),
  /** A partner entering the unit waits for an admin's authorization ('S') or goes in at once. */
  require_consent_remote: ZFlag.default('S'),
  /** Powers the unit grants its admins (spec §3 settings that grant powers). */
  allow_admin_saml: ZFlag.default('N'),
  allow_admin_two_factor: ZFlag.default('S'),
  allow_admin_remote: ZFlag.default('N'),
  allow_create_notifications: ZFlag.default('N'),
  mail_name: z.string().max(160).nullable().default(null),
  mail_email: z.string().max(254).nullable().default(null),
  mail_host: z.string().max(255).nullable().default(null),
  mail_port: z.number().int().min(1).max(65535).nullable().default(null),
  mail_protocol: z.enum(['smtp', 'smtps', 'starttls']).nullable().default(null),
});
export type TCompanyConfig = z.infer<typeof ZCompanyConfig>;

/** A configuration with every default applied. */
export const DEFAULT_COMPANY_CONFIG: TCompanyConfig = ZCompanyConfig.parse({});

export const ZCompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string().nullable(),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

export const ZPartnerAccessRemote = z.object({
  is_partner_with_admin_company: z.boolean(),
  is_partner_admin: z.boolean(),
  is_partner_user: z.boolean(),
  partner_id: z.number().int().nullable(),
});

/** `GET /api/auth/config/getConfig`: the caller's company configuration plus session context. */
export const ZGetConfigResponse = ZCompanyConfig.extend({
  /**
   * Whether the unit requires a second factor of everyone; null for an admin of a unit whose
   * `mfa_permission_admin` is 'N', from whom multi-factor settings are hidden (spec §6).
   */
  mfa_master: ZFlag.nullable(),
  companies: z.array(ZCompanySummary),
  intended: z.string(),
  show_questionario_perfil: z.boolean(),
  partner_access_remote: ZPartnerAccessRemote,
});
export type TGetConfigResponse = z.infer<typeof ZGetConfigResponse>;
