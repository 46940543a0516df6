import { Alert, Divider, MultiSelect, PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  LANGUAGES,
  type TCustomField,
  type TUnitUser,
  type TUnitUserPolicies,
  USER_POSITIONS,
  ZUnitUserCreate,
  ZUnitUserUpdate,
} from '@mirante/contracts';
import { IconMailForward, IconUsersGroup } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { AvatarPicker } from '../../../components/avatar-picker';
import { isApiError } from '../../../lib/api';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { formatDate } from '../../../lib/format';
import { useCatalog, useLanguage } from '../../../lib/i18n';
import type { UsersTexts } from '../texts/pt-BR';
import { CustomFieldInput, Section } from './user-form-parts';
import { customFieldErrors, toCheckedRequest, type UserFormValues, valuesOf } from './user-form-values';

export { toRequest, type UserFormValues } from './user-form-values';

type FormKey = keyof UsersTexts['form'];

/** Fields whose label is worded under another key. */
const LABEL_KEYS: Record<string, FormKey> = {
  user_type: 'userType',
  auth_level: 'authLevel',
  status: 'accountStatus',
  group_ids: 'group',
};

function customFieldName(fields: readonly TCustomField[], key: string): string | null {
  return fields.find((field) => `custom_fields.${field.id}` === key)?.name ?? null;
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
  // A new account needs a password unless the unit mails the person a link to choose one; the
  // contract leaves it optional for that case, so the form asks for it itself.
  const passwordRequired = useRef(false);
  passwordRequired.current = !user && !welcome;
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
  const label = useCallback(
    (field: string) => {
      if (field === 'linked_company_id') return t('users.linkedUnit');
      const custom = field.startsWith('custom_fields.') ? customFieldName(fieldsRef.current, field) : null;
      return custom ?? t(`users.form.${LABEL_KEYS[field] ?? (field as FormKey)}`);
    },
    [t],
  );
  // The server's field errors land on their fields; the rest shows above the form.
  const { form, message, load } = useContractForm<UserFormValues>({
    schema: user ? ZUnitUserUpdate : ZUnitUserCreate,
    label,
    fields: [
      ...Object.keys(valuesOf(null)).filter((f) => f !== 'custom_fields'),
      ...customFields.map((f) => `custom_fields.${f.id}`),
    ],
    error,
    toInput: (values) => toCheckedRequest(values, fieldsRef.current),
    initialValues: valuesOf(null),
    refine: (errors, values, word) => ({
      ...errors,
      ...(passwordRequired.current && !values.password && !errors.password
        ? { password: word('password', 'field_required') }
        : {}),
      ...customFieldErrors(values, fieldsRef.current, word),
    }),
  });

  // A new account starts in the language the admin is using.
  const language = useLanguage();
  // Before the server's failures are put on the fields (an effect of useContractForm).
  useLayoutEffect(() => {
    if (!opened) return;
    const initial = user ? valuesOf(user) : { ...valuesOf(null), language };
    load(initial);
  }, [opened, user]);

  const text = (key: (keyof UserFormValues & FormKey) | 'user_type' | 'auth_level', extra: object = {}) => ({
    label: label(key),
    ...form.getInputProps(key),
    ...extra,
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={user ? label('editTitle') : label('addTitle')}
      size="xl"
      onSubmit={form.onSubmit(onSubmit)}
      isDirty={() => form.isDirty()}
      message={message}
      pending={saving}
      gap="lg"
      submitLabel={user ? t('common.actions.saveChanges') : label('create')}
      actionsProps={{ gap: 'sm' }}
    >
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
        <TextInput
          key={form.key('name')}
          {...text('name', {
            required: true,
            'data-autofocus': true,
            maxLength: maxLengthOf(ZUnitUserCreate.shape.name),
          })}
        />
        <TextInput
          key={form.key('email')}
          {...text('email', {
            required: true,
            type: 'email',
            maxLength: maxLengthOf(ZUnitUserCreate.shape.email),
            readOnly: accountLocked,
            ...locked,
          })}
        />
        <TextInput
          key={form.key('phone')}
          {...text('phone', {
            type: 'tel',
            maxLength: maxLengthOf(ZUnitUserCreate.shape.phone),
            readOnly: accountLocked,
            ...locked,
          })}
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
        <TextInput
          key={form.key('department')}
          {...text('department', {
            maxLength: maxLengthOf(ZUnitUserCreate.shape.department),
            disabled: invited,
          })}
        />
        <Select
          label={label('position')}
          data={USER_POSITIONS.map((p) => ({ value: p, label: t(`users.positions.${p}`) }))}
          clearable
          disabled={invited}
          key={form.key('position')}
          {...form.getInputProps('position')}
        />
        <TextInput
          key={form.key('user_type')}
          {...text('user_type', {
            maxLength: maxLengthOf(ZUnitUserCreate.shape.user_type),
            disabled: invited,
          })}
        />
        <TextInput
          key={form.key('auth_level')}
          {...text('auth_level', {
            maxLength: maxLengthOf(ZUnitUserCreate.shape.auth_level),
            disabled: invited,
          })}
        />
      </Section>
      <Section title={label('access')}>
        <Select
          label={label('profile')}
          data={(['user', 'admin'] as const).map((p) => ({ value: p, label: t(`profiles.${p}`) }))}
          allowDeselect={false}
          key={form.key('profile')}
          {...form.getInputProps('profile')}
        />
        <MultiSelect
          label={label('group')}
          data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
          placeholder={t('users.noGroup')}
          clearable
          searchable
          hidePickedOptions
          key={form.key('group_ids')}
          {...form.getInputProps('group_ids')}
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
          maxLength={maxLengthOf(ZUnitUserCreate.shape.password)}
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
    </FormModal>
  );
}
