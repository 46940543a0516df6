import { z } from 'zod';
import { zId, zInt, zText } from './common';
import { ZWeekdayCode } from './codes';
import { zTimeOfDay, zTimeZone } from './dates';

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
export const ZAccessWindow = z.object({ day: ZWeekdayCode, start: zTimeOfDay(), end: zTimeOfDay() });
export type TAccessWindow = z.infer<typeof ZAccessWindow>;

/**
 * The company configuration form as the browser sees it (spec §3). Secrets such as the
 * mail-server password are never part of it. Each field says what it does; "partner" marks the
 * fields only the unit's partner changes (PARTNER_ONLY_SETTINGS): an admin reads them but their
 * update leaves them as stored.
 */
export const ZCompanyConfig = z.object({
  /** Where members land after sign-in when they chose no page of their own: a path of the app. */
  home_page: zText().max(255).default(DEFAULT_HOME_PAGE),
  /**
   * The unit's home report: a live report of this unit (checked on save), or null. While set, it
   * is the unit's home: members land on it after sign-in instead of `home_page` (a member's own
   * home page still comes first; see unitHomePath). Deleting the report clears it.
   */
  relatorio_id: zId().nullable().default(null),
  /**
   * Partner. 'N' switches the unit off: nobody signs in to it (`company_disabled`), switching or
   * entering it is refused, and its open sessions end at once.
   */
  enable: ZFlag.default('S'),
  /** A welcome e-mail to users the admin registers. */
  send_email_register_user: ZFlag.default('N'),
  /** The unit's clock: access hours and dates are read in it. */
  timezone: zTimeZone().default(DEFAULT_TIMEZONE),
  /**
   * 'S': members sign in with e-mail and password. 'N': only single sign-on; a password sign-in
   * is refused (`password_sign_in_disabled`) and so is recovering a password.
   */
  enable_password: ZFlag.default('S'),
  /** The unit's partner may enter it as admin or user (remote access). */
  allow_access_remote: ZFlag.default('N'),
  /** Admins may import users from another business unit. */
  user_import: ZFlag.default('N'),
  /**
   * Reports of the unit may be embedded outside the portal (the embedded area: embed links on the
   * report screens); the browser keeps it in bi:config to show or hide that area. Links by token
   * also need token_embedded.
   */
  enable_embedded: ZFlag.default('N'),
  /** Addresses and CIDR ranges allowed when `ip` is 'S'. */
  listIp: z.array(zText().max(64)).nullable().default(null),
  /** The viewer keeps each member's last filters of a report and restores them. */
  save_filter: ZFlag.default('N'),
  /** The navbar lists the report groups and their reports. */
  show_menu_report: ZFlag.default('S'),
  /** Members reach the unit only from the addresses of `listIp`. */
  ip: ZFlag.default('N'),
  /** Everyone of the unit must sign in with a second factor. */
  mfa_master: ZFlag.default('N'),
  /**
   * Partner. 'N' hides multi-factor from the unit's admins (spec §6): they neither see nor set
   * `mfa_master` and cannot reset a member's second factor.
   */
  mfa_permission_admin: ZFlag.default('S'),
  /**
   * Public embed links: reports of the unit open for anyone holding an embed token
   * (/embedded/{token}), without signing in. Needs enable_embedded: with either off, links cannot
   * be made, changed or renewed, and the existing ones do not open.
   */
  token_embedded: ZFlag.default('N'),
  min_character: zInt().min(4).max(128).default(DEFAULT_MIN_PASSWORD_CHARACTERS),
  capital_letter: ZFlag.default('N'),
  /**
   * The viewer shows when the report's data was last refreshed. 'N': never, whatever the two
   * settings below and the report say. 'S': as those settings say (showsReportLastRefresh).
   */
  last_update: ZFlag.default('N'),
  special_characters: ZFlag.default('N'),
  /** Days a password lasts before it must be changed; 0 = forever. */
  expiry_time_password: zInt().min(0).max(3650).default(0),
  /** The viewer shows the report's title above it. */
  show_name_report: ZFlag.default('S'),
  /**
   * The help desk (tickets) is open to the unit's admins and users: its pages and menu entries
   * exist only while this is 'S'.
   */
  enable_helpdesk: ZFlag.default('N'),
  /** E-mail on help-desk ticket events (opened, followed up, solved); needs enable_helpdesk. */
  send_email_helpdesk: ZFlag.default('N'),
  /** The viewer draws the member's name and e-mail over the report. */
  enable_watermark: ZFlag.default('N'),
  /** A notification sent to members also goes out by e-mail. */
  send_email_notification: ZFlag.default('N'),
  /** Hours a session lasts. */
  login_timeout: zInt()
    .min(MIN_LOGIN_TIMEOUT_HOURS)
    .max(MAX_LOGIN_TIMEOUT_HOURS)
    .default(DEFAULT_LOGIN_TIMEOUT_HOURS),
  /** With last_update 'S': reports whose own "show last update" option is on show it. */
  mostrar_ultima_atualizacao_relatorio: z.boolean().default(false),
  /** With last_update 'S': every report of the unit shows it, whatever its own option. */
  mostrar_ultima_atualizacao_relatorio_global: z.boolean().default(false),
  /**
   * Editing reports in the viewer. 'N': nobody edits; 'S': a report that allows editing is
   * editable by the unit's admins and by members whose grant allows it.
   */
  permissionEditReport: ZFlag.default('N'),
  /** Route names the unit removes from its members' menus and routes. */
  hidden_menu: z.array(zText().max(64)).default([]),
  /** Hours members may use the unit, per weekday, in the unit's timezone; null = any time. */
  access_hours: z
    .array(ZAccessWindow)
    .max(7 * 4)
    .nullable()
    .default(null),
  /** A partner (or an admin acting as a user) waits for an authorization ('S') or goes in at once. */
  require_consent_remote: ZFlag.default('S'),
  /**
   * Partner. The unit's admins may configure SAML single sign-on: its page and menu entry
   * (azure/saml) exist for them only while this is 'S'.
   */
  allow_admin_saml: ZFlag.default('N'),
  /**
   * Partner. The unit's admins may configure two-factor authentication: change `mfa_master` and
   * reset a member's second factor. 'N' leaves it visible to them, read-only.
   */
  allow_admin_two_factor: ZFlag.default('S'),
  /**
   * Partner. The unit's admins may act as one of its users (each user must also have agreed to
   * it); require_consent_remote says whether the user authorizes each time.
   */
  allow_admin_remote: ZFlag.default('N'),
  /**
   * Members other than admins may create notifications (those the admin marked with "allow
   * create notifications"); admins always may.
   */
  allow_create_notifications: ZFlag.default('N'),
  /** A member's first sign-in asks for their position (the profile questionnaire). */
  questionario_perfil: ZFlag.default('N'),
  /** The unit's own mail server (spec §3 mail settings); its password is stored sealed apart. */
  mail_name: zText().max(160).nullable().default(null),
  mail_email: zText().max(254).nullable().default(null),
  mail_host: zText().max(255).nullable().default(null),
  mail_port: zInt().min(1).max(65535).nullable().default(null),
  mail_protocol: z.enum(['smtp', 'smtps', 'starttls']).nullable().default(null),
});
export type TCompanyConfig = z.infer<typeof ZCompanyConfig>;

/** The viewer's path of a report (`:id/reports/view`; an external link goes on to its own screen). */
export function reportViewPath(reportId: number): string {
  return `/${reportId}/reports/view`;
}

/**
 * Where the unit sends its members after sign-in when they chose no page of their own: its home
 * report while one is set (relatorio_id), else its home page.
 */
export function unitHomePath(config: Pick<TCompanyConfig, 'home_page' | 'relatorio_id'>): string {
  if (config.relatorio_id !== null) return reportViewPath(config.relatorio_id);
  return config.home_page || DEFAULT_HOME_PAGE;
}

/** A configuration with every default applied. */
export const DEFAULT_COMPANY_CONFIG: TCompanyConfig = ZCompanyConfig.parse({});

/** Settings only the unit's partner changes; an admin's update leaves them as stored. */
export const PARTNER_ONLY_SETTINGS = [
  'enable',
  'mfa_permission_admin',
  'allow_admin_saml',
  'allow_admin_two_factor',
  'allow_admin_remote',
] as const satisfies readonly (keyof TCompanyConfig)[];
export type PartnerOnlySetting = (typeof PARTNER_ONLY_SETTINGS)[number];

type WithoutDefaults<S extends z.ZodRawShape> = {
  [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? z.ZodOptional<T> : z.ZodOptional<S[K]>;
};

/**
 * The fields of the configuration, each optional and without its default: a patch names what it
 * changes and nothing else (a default here would reset every field the patch leaves out).
 */
export const ZCompanyConfigPatch = z.object(
  Object.fromEntries(
    Object.entries(ZCompanyConfig.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
    ]),
  ) as WithoutDefaults<typeof ZCompanyConfig.shape>,
);
export type TCompanyConfigPatch = z.infer<typeof ZCompanyConfigPatch>;

/**
 * Whether the viewer shows when a report's data was last refreshed: the unit shows it at all
 * (last_update), and for every report (…_global) or for those whose own option asks for it.
 */
export function showsReportLastRefresh(
  config: Partial<
    Pick<
      TCompanyConfig,
      'last_update' | 'mostrar_ultima_atualizacao_relatorio' | 'mostrar_ultima_atualizacao_relatorio_global'
    >
  >,
  reportShowsLastUpdate: boolean,
): boolean {
  if (config.last_update !== 'S') return false;
  if (config.mostrar_ultima_atualizacao_relatorio_global === true) return true;
  return config.mostrar_ultima_atualizacao_relatorio === true && reportShowsLastUpdate;
}

export const ZCompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string().nullable(),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

/**
 * A partner acting inside a unit: the session was opened by the partner's user (directly, or
 * through a session it opened) rather than by a member of the unit.
 */
export const ZPartnerAccessRemote = z.object({
  /** The session is a partner's inside one of its units (as admin or as user). */
  is_partner_with_admin_company: z.boolean(),
  /** …acting as the unit's admin. */
  is_partner_admin: z.boolean(),
  /** …acting as one of the unit's users. */
  is_partner_user: z.boolean(),
  /** The partner acting; for a partner's or the operator's own session, its own id; else null. */
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
  /** Open the profile questionnaire after this sign-in (questionario_perfil, or asked of this user). */
  show_questionario_perfil: z.boolean(),
  partner_access_remote: ZPartnerAccessRemote,
  /** The business unit may add reports (its "allow unit to add reports"); false without a unit. */
  allow_add_reports: z.boolean(),
});
export type TGetConfigResponse = z.infer<typeof ZGetConfigResponse>;
