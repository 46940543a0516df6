import {
  NumberInput,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type TCompanyFields, ZCreateCompanyAdminRequest } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../lib/forms';
import type { SharedTexts } from '../../lib/i18n/shared/pt-BR';
import { DateInput } from '../date-input';

type UnitLabel = Exclude<keyof SharedTexts['unitForm'], 'created' | 'noLimit'>;

/** The text key (unitForm.*) of each field's label. */
const LABEL_KEYS: Record<string, UnitLabel> = {
  name: 'name',
  subdomain: 'subdomain',
  document: 'document',
  client_id: 'client',
  user_limit: 'userLimit',
  bonus_users: 'bonusUsers',
  trial_ends_at: 'trialEndsAt',
  standard_auth: 'standardAuth',
  azure_default: 'azureDefault',
  restrict_provider_accounts: 'restrictProviderAccounts',
  allow_add_reports: 'allowAddReports',
  active: 'active',
  admin_name: 'adminName',
  admin_email: 'adminEmail',
  admin_password: 'adminPassword',
};

/** The text key of a unit or admin field's label (`company.admin_name` too), for its errors. */
export function unitLabelKey(field: string): `unitForm.${UnitLabel}` {
  const name = field.slice(field.lastIndexOf('.') + 1);
  return `unitForm.${LABEL_KEYS[name] ?? 'name'}`;
}

const shape = ZCreateCompanyAdminRequest.shape;

/** The unit's fields as the forms hold them: numbers may be empty while typing. */
export interface UnitValues {
  name: string;
  subdomain: string;
  document: string;
  user_limit: number | string;
  bonus_users: number | string;
  trial_ends_at: string;
  standard_auth: 'password' | 'saml';
  azure_default: boolean;
  restrict_provider_accounts: boolean;
  allow_add_reports: boolean;
  active: boolean;
}

export interface AdminValues {
  admin_name: string;
  admin_email: string;
  admin_password: string;
}

export const EMPTY_UNIT: UnitValues = {
  name: '',
  subdomain: '',
  document: '',
  user_limit: '',
  bonus_users: 0,
  trial_ends_at: '',
  standard_auth: 'password',
  azure_default: false,
  restrict_provider_accounts: false,
  allow_add_reports: true,
  active: true,
};

export const EMPTY_ADMIN: AdminValues = { admin_name: '', admin_email: '', admin_password: '' };

export function unitValuesOf(fields: TCompanyFields): UnitValues {
  return {
    ...EMPTY_UNIT,
    ...fields,
    document: fields.document ?? '',
    user_limit: fields.user_limit ?? '',
    bonus_users: fields.bonus_users ?? 0,
    trial_ends_at: fields.trial_ends_at ?? '',
  } as UnitValues;
}

/** What the server expects: empty texts and numbers become null (no document, no limit, no trial). */
export function unitBody(values: UnitValues): TCompanyFields {
  return {
    ...values,
    name: values.name.trim(),
    subdomain: values.subdomain.trim().toLowerCase(),
    document: values.document.trim() || null,
    user_limit: values.user_limit === '' ? null : Number(values.user_limit),
    bonus_users: values.bonus_users === '' ? 0 : Number(values.bonus_users),
    trial_ends_at: values.trial_ends_at || null,
  };
}

/** The first admin as the server expects it: an empty password is generated. */
export function adminBody(values: AdminValues) {
  return {
    admin_name: values.admin_name.trim(),
    admin_email: values.admin_email.trim(),
    admin_password: values.admin_password || null,
  };
}

// The forms nest these fields differently (at the root, or under `company.`).
type AnyForm = UseFormReturnType<Record<string, unknown>>;

interface UnitFieldsProps {
  form: unknown;
  /** '' for a flat form, 'company.' for the registration flow. */
  prefix?: string;
}

/** Name, subdomain and CNPJ/CPF. */
export function UnitIdentityFields({ form, prefix = '' }: UnitFieldsProps) {
  const { t } = useTranslation();
  const f = form as AnyForm;
  const p = (name: string) => `${prefix}${name}`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('unitForm.name')}
        required
        maxLength={maxLengthOf(shape.name)}
        key={f.key(p('name'))}
        {...f.getInputProps(p('name'))}
      />
      <TextInput
        label={t('unitForm.subdomain')}
        description={t('unitForm.subdomainHint')}
        required
        autoCapitalize="none"
        spellCheck={false}
        key={f.key(p('subdomain'))}
        {...f.getInputProps(p('subdomain'))}
      />
      <TextInput
        label={t('unitForm.document')}
        description={t('unitForm.documentHint')}
        inputMode="numeric"
        key={f.key(p('document'))}
        {...f.getInputProps(p('document'))}
      />
    </SimpleGrid>
  );
}

/** Users, trial, authentication and the switches of spec §3. */
export function UnitAccessFields({
  form,
  prefix = '',
  withActive = true,
}: UnitFieldsProps & { withActive?: boolean }) {
  const { t } = useTranslation();
  const f = form as AnyForm;
  const p = (name: string) => `${prefix}${name}`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={t('unitForm.userLimit')}
          description={t('unitForm.userLimitHint')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          key={f.key(p('user_limit'))}
          {...f.getInputProps(p('user_limit'))}
        />
        <NumberInput
          label={t('unitForm.bonusUsers')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          key={f.key(p('bonus_users'))}
          {...f.getInputProps(p('bonus_users'))}
        />
        <DateInput
          label={t('unitForm.trialEndsAt')}
          description={t('unitForm.trialHint')}
          key={f.key(p('trial_ends_at'))}
          {...f.getInputProps(p('trial_ends_at'))}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={500} id={`${prefix}standard-auth-label`}>
          {t('unitForm.standardAuth')}
        </Text>
        <SegmentedControl
          aria-labelledby={`${prefix}standard-auth-label`}
          w={{ base: '100%', sm: 320 }}
          data={[
            { value: 'password', label: t('unitForm.authPassword') },
            { value: 'saml', label: t('unitForm.authSaml') },
          ]}
          key={f.key(p('standard_auth'))}
          {...f.getInputProps(p('standard_auth'))}
        />
        <Text size="xs" c="dimmed">
          {t('unitForm.standardAuthHint')}
        </Text>
        {f.errors[p('standard_auth')] && (
          <Text size="sm" c="red" role="alert">
            {String(f.errors[p('standard_auth')])}
          </Text>
        )}
      </Stack>
      <Stack gap="sm">
        <Switch
          label={t('unitForm.azureDefault')}
          description={t('unitForm.azureDefaultHint')}
          key={f.key(p('azure_default'))}
          {...f.getInputProps(p('azure_default'), { type: 'checkbox' })}
        />
        <Switch
          label={t('unitForm.restrictProviderAccounts')}
          description={t('unitForm.restrictHint')}
          key={f.key(p('restrict_provider_accounts'))}
          {...f.getInputProps(p('restrict_provider_accounts'), { type: 'checkbox' })}
        />
        <Switch
          label={t('unitForm.allowAddReports')}
          key={f.key(p('allow_add_reports'))}
          {...f.getInputProps(p('allow_add_reports'), { type: 'checkbox' })}
        />
        {withActive && (
          <Switch
            label={t('unitForm.active')}
            key={f.key(p('active'))}
            {...f.getInputProps(p('active'), { type: 'checkbox' })}
          />
        )}
      </Stack>
    </Stack>
  );
}

/** The first admin of a new unit; an empty password is generated by the server. */
export function AdminFields({ form, prefix = '' }: UnitFieldsProps) {
  const { t } = useTranslation();
  const f = form as AnyForm;
  const p = (name: string) => `${prefix}${name}`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('unitForm.adminName')}
        required
        maxLength={maxLengthOf(shape.admin_name)}
        key={f.key(p('admin_name'))}
        {...f.getInputProps(p('admin_name'))}
      />
      <TextInput
        label={t('unitForm.adminEmail')}
        type="email"
        required
        autoComplete="off"
        maxLength={maxLengthOf(shape.admin_email)}
        key={f.key(p('admin_email'))}
        {...f.getInputProps(p('admin_email'))}
      />
      <PasswordInput
        label={t('unitForm.adminPassword')}
        description={t('unitForm.adminPasswordHint')}
        autoComplete="new-password"
        maxLength={maxLengthOf(shape.admin_password)}
        visibilityToggleButtonProps={{ 'aria-label': t('unitForm.togglePassword') }}
        key={f.key(p('admin_password'))}
        {...f.getInputProps(p('admin_password'))}
      />
    </SimpleGrid>
  );
}
