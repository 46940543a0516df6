import { PROFILE_ROUTES } from '@mirante/contracts';
import { i18n } from '../../../lib/i18n';
import type { Values } from './settings-input';

/* How the settings form is laid out: which switches go where, and the tab of each field. */

export const GENERAL_FLAGS = [
  'show_menu_report',
  'show_name_report',
  'save_filter',
  'permissionEditReport',
  'enable_watermark',
  'enable_embedded',
  'token_embedded',
  'enable_helpdesk',
  'send_email_helpdesk',
  'send_email_notification',
  'send_email_register_user',
  'questionario_perfil',
] as const;
export const LAST_UPDATE_BOOLEANS = [
  'mostrar_ultima_atualizacao_relatorio',
  'mostrar_ultima_atualizacao_relatorio_global',
] as const;
export const PASSWORD_FLAGS = ['enable_password', 'capital_letter', 'special_characters'] as const;
/** The unit's own decisions about remote access and its members. */
export const UNIT_POWER_FLAGS = [
  'user_import',
  'allow_access_remote',
  'require_consent_remote',
  'allow_create_notifications',
] as const;
/** Switches that need another one on to mean anything. */
export const NEEDS: Partial<Record<string, keyof Values>> = {
  send_email_helpdesk: 'enable_helpdesk',
  token_embedded: 'enable_embedded',
};
/** Switches with a hint under their label (settings.hints). */
export const HINTED = new Set<string>([
  'enable',
  'enable_password',
  'enable_embedded',
  'token_embedded',
  'permissionEditReport',
  'questionario_perfil',
  'allow_create_notifications',
  'mfa_permission_admin',
  'allow_admin_two_factor',
  'allow_admin_remote',
]);

/** Pages a unit may hide from its menu: the admin's and users' named pages without parameters. */
export const HIDEABLE = [...new Set([...PROFILE_ROUTES.admin, ...PROFILE_ROUTES.user])].filter(
  (name) => name !== '' && !name.includes(':'),
);

export type Tab = 'general' | 'security' | 'powers' | 'mail' | 'menu';

/** The tab holding a field, so a server field error can be brought into view. */
export function tabOf(field: string): Tab {
  if (/^(listIp|access_hours|min_character|expiry_time_password|ip$|mfa_|enable_password)/.test(field))
    return 'security';
  if (/^(allow_|user_import|require_consent|enable$)/.test(field)) return 'powers';
  if (field.startsWith('mail_')) return 'mail';
  if (field.startsWith('hidden_menu')) return 'menu';
  return 'general';
}

export function menuLabel(name: string): string {
  const key = `menu.${name.replace(/[/_](\w)/g, (_m, c: string) => c.toUpperCase())}`;
  return i18n.exists(key) ? i18n.t(key as 'menu.setting') : name;
}
