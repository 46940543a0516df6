import {
  PARTNER_ONLY_SETTINGS,
  type TCompanyConfigUpdate,
  type TCompanySettings,
  ZCompanyConfigUpdate,
} from '@mirante/contracts';

/** What the settings form edits: the settings without the session context getConfig adds. */
export type Values = Omit<
  TCompanySettings,
  'companies' | 'intended' | 'show_questionario_perfil' | 'partner_access_remote' | 'allow_add_reports'
>;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Fields the form sends: only those changed since the settings were loaded, so a save never
 * overwrites what someone else changed meanwhile; the partner's fields only from the partner.
 */
export function inputOf(
  values: Values,
  loaded: Values,
  mailPassword: string | null,
  partner: boolean,
): TCompanyConfigUpdate {
  // Only the form's own fields: the loaded object also carries session context (companies, ...).
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(ZCompanyConfigUpdate.shape)) {
    if (!(key in values)) continue;
    const value = values[key as keyof Values];
    if (!sameValue(value, loaded[key as keyof Values])) input[key] = value;
  }
  if (!partner) for (const key of PARTNER_ONLY_SETTINGS) delete input[key];
  if (values.mfa_master === null) delete input.mfa_master;
  if (mailPassword !== null) input.mail_password = mailPassword;
  return input as TCompanyConfigUpdate;
}

/**
 * What the form holds: the settings, the allowed addresses as typed (one a line) and a new mail
 * password (null keeps the stored one).
 */
export type FormValues = Omit<Values, 'listIp'> & { listIp: string; mail_password: string | null };

export function formValuesOf(settings: Values): FormValues {
  return { ...settings, listIp: (settings.listIp ?? []).join('\n'), mail_password: null };
}

/** The request of the form: the fields changed since `loaded` (see `inputOf`). */
export function formInputOf(values: FormValues, loaded: Values, partner: boolean): TCompanyConfigUpdate {
  const { listIp, mail_password, ...rest } = values;
  const entries = listIp
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return inputOf({ ...rest, listIp: entries.length > 0 ? entries : null }, loaded, mail_password, partner);
}
