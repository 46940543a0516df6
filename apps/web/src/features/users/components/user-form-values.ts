import type { FormErrors } from '@mantine/form';
import {
  isBlankAfterTrim,
  isIsoDate,
  parseCustomNumber,
  type TCustomField,
  type TUnitUser,
  type TUnitUserCreate,
} from '@mirante/contracts';
import { blankAsMissing, type WordFieldError } from '../../../lib/forms';

export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  department: string;
  position: string | null;
  user_type: string;
  auth_level: string;
  language: string;
  password: string;
  profile: 'admin' | 'user';
  status: 'A' | 'I' | 'B' | 'T';
  group_ids: string[];
  linked_company_id: string | null;
  support_agent: boolean;
  allow_admin_remote: boolean;
  allow_create_notifications: boolean;
  custom_fields: Record<string, string | string[]>;
}

export function valuesOf(user: TUnitUser | null): UserFormValues {
  const custom: Record<string, string | string[]> = {};
  for (const [id, value] of Object.entries(user?.custom_fields ?? {})) {
    custom[id] = Array.isArray(value) ? value.map(String) : value == null ? '' : String(value);
  }
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    department: user?.department ?? '',
    position: user?.position ?? null,
    user_type: user?.user_type ?? '',
    auth_level: user?.auth_level ?? '',
    language: user?.language ?? 'pt-BR',
    password: '',
    profile: user?.profile ?? 'user',
    status: user?.status ?? 'A',
    group_ids: (user?.groups ?? []).map((g) => String(g.id)),
    linked_company_id: user?.linked_company_id ? String(user.linked_company_id) : null,
    support_agent: user?.support_agent ?? false,
    allow_admin_remote: user?.allow_admin_remote ?? false,
    allow_create_notifications: user?.allow_create_notifications ?? false,
    custom_fields: custom,
  };
}

/** The request body the server expects, from what the form holds. */
export function toRequest(values: UserFormValues, fields: TCustomField[]): TUnitUserCreate {
  const custom: Record<string, unknown> = {};
  for (const field of fields) custom[String(field.id)] = values.custom_fields[String(field.id)] ?? '';
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    department: values.department.trim() || null,
    position: (values.position as TUnitUserCreate['position']) ?? null,
    user_type: values.user_type.trim() || null,
    auth_level: values.auth_level.trim() || null,
    language: values.language as TUnitUserCreate['language'],
    password: values.password,
    profile: values.profile,
    status: values.status,
    group_ids: values.group_ids.map(Number),
    linked_company_id: values.linked_company_id ? Number(values.linked_company_id) : null,
    support_agent: values.support_agent,
    allow_admin_remote: values.allow_admin_remote,
    allow_create_notifications: values.allow_create_notifications,
    custom_fields: custom,
  };
}

/** The request as the contract checks it: a blank e-mail (or name) is a missing one. */
export function toCheckedRequest(values: UserFormValues, fields: TCustomField[]) {
  return blankAsMissing(toRequest(values, fields));
}

function isBlankValue(value: string | string[] | undefined): boolean {
  return Array.isArray(value) ? value.length === 0 : isBlankAfterTrim(value ?? '');
}

/**
 * The unit's own fields, whose rules are data (required, number, date) rather than a schema: checked
 * as the server checks them, named as the unit calls them.
 */
export function customFieldErrors(
  values: UserFormValues,
  fields: readonly TCustomField[],
  word: WordFieldError,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const value = values.custom_fields[String(field.id)];
    const key = `custom_fields.${field.id}`;
    if (field.required && isBlankValue(value)) errors[key] = word(key, 'field_required');
    else if (
      field.type === 'number' &&
      typeof value === 'string' &&
      value.trim() !== '' &&
      parseCustomNumber(value) === undefined
    ) {
      errors[key] = word(key, 'field_invalid');
    } else if (field.type === 'date' && typeof value === 'string' && value !== '' && !isIsoDate(value)) {
      errors[key] = word(key, 'field_invalid');
    }
  }
  return errors;
}
