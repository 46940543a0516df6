import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  isBlankAfterTrim,
  isValidEmail,
  LANGUAGES,
  type TCustomField,
  type TUnitUser,
  type TUnitUserCreate,
  type TUnitUserPolicies,
  USER_POSITIONS,
} from '@mirante/contracts';
import { IconAlertCircle, IconMailForward, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicker } from '../../../components/avatar-picker';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useCatalog, useLanguage } from '../../../lib/i18n';
import type { UsersTexts } from '../texts/pt-BR';

type FormKey = keyof UsersTexts['form'];

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
  group_id: string | null;
  linked_company_id: string | null;
  support_agent: boolean;
  allow_admin_remote: boolean;
  allow_create_notifications: boolean;
  custom_fields: Record<string, string | string[]>;
}

function valuesOf(user: TUnitUser | null): UserFormValues {
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
    group_id: user?.group_id ? String(user.group_id) : null,
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
    group_id: values.group_id ? Number(values.group_id) : null,
    linked_company_id: values.linked_company_id ? Number(values.linked_company_id) : null,
    support_agent: values.support_agent,
    allow_admin_remote: values.allow_admin_remote,
    allow_create_notifications: values.allow_create_notifications,
    custom_fields: custom,
  };
}

interface UserFormModalProps {
  opened: boolean;
  /** The user being edited; null adds a new one. */
  user: TUnitUser | null;
  groups: { id: number; name: string }[];
  /** Units of the same client the user may be linked to. */
  linkableUnits: { id: number; name: string }[];
  /** Uploads (or with null removes) the edited user's picture; answers its new address. */
  onPicture?: (file: File | null) => Promise<string | null>;
  customFields: TCustomField[];
  /** What the unit allows on the page (welcome e-mail, its trial period), from the list. */
  unitPolicies?: TUnitUserPolicies | undefined;
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (values: UserFormValues) => void;
}

function isBlankValue(value: string | string[] | undefined): boolean {
  return Array.isArray(value) ? value.length === 0 : isBlankAfterTrim(value ?? '');
}

/**
 * Add or edit a user, every field of the account in four sections. The account's own fields
 * (e-mail, phone, password, picture) are read-only when the account also belongs to units the
 * viewer does not administer, and everything of the account while an invitation waits.
 */
export function UserFormModal(props: UserFormModalProps) {
  const {
    opened,
    user,
    groups,
    linkableUnits,
    onPicture,
    customFields,
    unitPolicies,
    saving,
    error,
    onClose,
    onSubmit,
  } = props;
  const { t } = useTranslation();
  const invited = user?.list_status === 'invited';
  // The person's own fields: theirs alone unless the viewer holds every unit of the account.
  const accountLocked = user !== null && !user.policies.edit_account;
  const welcome = !user && Boolean(unitPolicies?.welcome_mail);
  // Read-only fields look it: filled, no focus ring to invite typing.
  const locked = accountLocked ? { variant: 'filled' as const, 'aria-readonly': true } : {};
  // The rules read the custom fields of the latest render (they arrive after the form is built).
  const fieldsRef = useRef(customFields);
  fieldsRef.current = customFields;
  const [picture, setPicture] = useState<{ url: string | null; busy: boolean; error: string | null }>({
    url: null,
    busy: false,
    error: null,
  });
  useEffect(() => {
    if (opened) setPicture({ url: user?.avatar_url ?? null, busy: false, error: null });
  }, [opened, user]);
  async function changePicture(file: File | null) {
    if (!onPicture) return;
    setPicture((p) => ({ ...p, busy: true, error: null }));
    try {
      const url = await onPicture(file);
      setPicture({ url, busy: false, error: null });
    } catch (failure) {
      setPicture((p) => ({
        ...p,
        busy: false,
        error: isApiError(failure) ? failure.message : catalog('unexpected_error'),
      }));
    }
  }
  const catalog = useCatalog();
  const label = (key: FormKey) => t(`users.form.${key}`);
  const form = useForm<UserFormValues>({
    initialValues: valuesOf(null),
    validate: (values) => {
      const errors: Record<string, string | null> = {
        name: isBlankAfterTrim(values.name) ? catalog('field_required', { name: label('name') }) : null,
        email: isBlankAfterTrim(values.email)
          ? catalog('field_required', { name: label('email') })
          : isValidEmail(values.email.trim())
            ? null
            : catalog('field_invalid', { name: label('email') }),
        password:
          !user && !welcome && values.password === ''
            ? catalog('field_required', { name: label('password') })
            : null,
      };
      // Required custom fields are checked here too, named as the unit calls them.
      for (const field of fieldsRef.current) {
        const value = values.custom_fields[String(field.id)];
        const key = `custom_fields.${field.id}`;
        if (field.required && isBlankValue(value)) {
          errors[key] = catalog('field_required', { name: field.name });
        } else if (
          field.type === 'number' &&
          typeof value === 'string' &&
          value.trim() !== '' &&
          !Number.isFinite(Number(value.trim()))
        ) {
          errors[key] = catalog('field_invalid', { name: field.name });
        }
      }
      return errors;
    },
  });

  // A new account starts in the language the admin is using.
  const language = useLanguage();
  useEffect(() => {
    if (!opened) return;
    const initial = user ? valuesOf(user) : { ...valuesOf(null), language };
    form.setValues(initial);
    form.resetDirty(initial);
    form.clearErrors();
  }, [opened, user]);

  // The server's field errors land on their fields; the rest shows above the form.
  const fieldNames = new Set([
    ...Object.keys(valuesOf(null)),
    ...customFields.map((f) => `custom_fields.${f.id}`),
  ]);
  useEffect(() => {
    if (!isApiError(error)) return;
    for (const [field, messages] of Object.entries(error.errors)) {
      if (fieldNames.has(field) && messages[0]) form.setFieldError(field, messages.join(' '));
    }
  }, [error]);
  const onFields = isApiError(error) && Object.keys(error.errors).some((f) => fieldNames.has(f));
  const message =
    error && !onFields ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;

  const text = (key: (keyof UserFormValues & FormKey) | 'user_type' | 'auth_level', extra: object = {}) => ({
    label: label(key === 'user_type' ? 'userType' : key === 'auth_level' ? 'authLevel' : key),
    key: form.key(key),
    ...form.getInputProps(key),
    ...extra,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? label('editTitle') : label('addTitle')}
      size="xl"
      centered
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="lg">
          {message && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {message}
            </Alert>
          )}
          {invited ? (
            <Alert
              variant="light"
              color="blue"
              icon={<IconMailForward size={20} />}
              title={t('users.form.invitedTitle', { email: user.email })}
            >
              {t('users.form.invitedText')}
            </Alert>
          ) : (
            accountLocked && (
              <Alert
                variant="light"
                color="yellow"
                icon={<IconUsersGroup size={20} />}
                title={t('users.form.sharedTitle')}
              >
                {t('users.form.sharedText')}
              </Alert>
            )
          )}
          {user && onPicture && !accountLocked && (
            <AvatarPicker
              name={user.name}
              url={picture.url}
              busy={picture.busy}
              error={picture.error}
              onChange={(file) => void changePicture(file)}
            />
          )}
          <Section title={label('identity')}>
            <TextInput {...text('name', { required: true, 'data-autofocus': true, maxLength: 160 })} />
            <TextInput
              {...text('email', {
                required: true,
                type: 'email',
                maxLength: 254,
                readOnly: accountLocked,
                ...locked,
              })}
            />
            <TextInput
              {...text('phone', { type: 'tel', maxLength: 32, readOnly: accountLocked, ...locked })}
            />
            <Select
              label={label('language')}
              data={LANGUAGES.map((l) => ({ value: l, label: t(`language.names.${l}`) }))}
              allowDeselect={false}
              disabled={invited}
              key={form.key('language')}
              {...form.getInputProps('language')}
            />
          </Section>
          <Section title={label('work')}>
            <TextInput {...text('department', { maxLength: 120, disabled: invited })} />
            <Select
              label={label('position')}
              data={USER_POSITIONS.map((p) => ({ value: p, label: t(`users.positions.${p}`) }))}
              clearable
              disabled={invited}
              key={form.key('position')}
              {...form.getInputProps('position')}
            />
            <TextInput {...text('user_type', { maxLength: 60, disabled: invited })} />
            <TextInput {...text('auth_level', { maxLength: 60, disabled: invited })} />
          </Section>
          <Section title={label('access')}>
            <Select
              label={label('profile')}
              data={(['user', 'admin'] as const).map((p) => ({ value: p, label: t(`profiles.${p}`) }))}
              allowDeselect={false}
              key={form.key('profile')}
              {...form.getInputProps('profile')}
            />
            <Select
              label={label('group')}
              data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
              placeholder={t('users.noGroup')}
              clearable
              searchable
              key={form.key('group_id')}
              {...form.getInputProps('group_id')}
            />
            <Select
              label={t('users.linkedUnit')}
              data={linkableUnits.map((u) => ({ value: String(u.id), label: u.name }))}
              placeholder={t('users.noLinkedUnit')}
              clearable
              searchable
              disabled={invited}
              key={form.key('linked_company_id')}
              {...form.getInputProps('linked_company_id')}
            />
            <Select
              label={label('accountStatus')}
              data={[
                { value: 'A', label: t('users.status.active') },
                { value: 'I', label: t('users.status.inactive') },
                { value: 'B', label: t('users.status.blocked') },
                { value: 'T', label: t('users.status.test') },
              ]}
              description={
                form.getValues().status === 'T'
                  ? unitPolicies?.trial_ends_at
                    ? t('users.form.testHintTrial', { date: formatDate(unitPolicies.trial_ends_at) })
                    : t('users.form.testHintNoTrial')
                  : undefined
              }
              allowDeselect={false}
              key={form.key('status')}
              {...form.getInputProps('status')}
            />
            <PasswordInput
              label={label('password')}
              description={
                accountLocked
                  ? undefined
                  : user
                    ? label('passwordEditHint')
                    : welcome
                      ? t('users.form.passwordWelcomeHint')
                      : undefined
              }
              required={!user && !welcome}
              disabled={accountLocked}
              autoComplete="new-password"
              maxLength={128}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
          </Section>
          <Stack gap="xs">
            <Divider label={label('permissions')} labelPosition="left" />
            <Switch
              label={label('supportAgent')}
              key={form.key('support_agent')}
              disabled={invited}
              {...form.getInputProps('support_agent', { type: 'checkbox' })}
            />
            <Switch
              label={label('allowAdminRemote')}
              key={form.key('allow_admin_remote')}
              disabled={invited}
              {...form.getInputProps('allow_admin_remote', { type: 'checkbox' })}
            />
            <Switch
              label={label('allowCreateNotifications')}
              key={form.key('allow_create_notifications')}
              disabled={invited}
              {...form.getInputProps('allow_create_notifications', { type: 'checkbox' })}
            />
          </Stack>
          {customFields.length > 0 && (
            <Section title={t('users.form.customFields')}>
              {customFields.map((field) => (
                <CustomFieldInput
                  key={field.id}
                  field={field}
                  inputProps={form.getInputProps(`custom_fields.${field.id}`)}
                />
              ))}
            </Section>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {user ? t('common.actions.saveChanges') : label('create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Divider label={title} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

function CustomFieldInput({
  field,
  inputProps,
}: {
  field: TCustomField;
  inputProps: ReturnType<ReturnType<typeof useForm<UserFormValues>>['getInputProps']>;
}) {
  const common = { label: field.name, required: field.required };
  const value = inputProps.value as string | string[] | undefined;
  if (field.type === 'multiple') {
    return (
      <MultiSelect
        {...common}
        data={field.options}
        value={Array.isArray(value) ? value : []}
        onChange={inputProps.onChange}
        error={inputProps.error}
      />
    );
  }
  if (field.type === 'list' || field.type === 'single') {
    return (
      <Select
        {...common}
        data={field.options}
        clearable
        value={typeof value === 'string' && value ? value : null}
        onChange={(v) => inputProps.onChange(v ?? '')}
        error={inputProps.error}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => inputProps.onChange(event.currentTarget.value)}
      error={inputProps.error}
    />
  );
}
