import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  isBlankAfterTrim,
  PROVIDER_ID_MAX,
  PROVIDER_NAME_MAX,
  PROVIDER_SECRET_MAX,
  type TProviderAccount,
} from '@mirante/contracts';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useSaveAccount } from '../api/provider';
import { showFieldErrors } from './field-errors';

const FIELDS = [
  'name',
  'application_id',
  'tenant_id',
  'object_id',
  'subscription_id',
  'secret',
  'resource_group',
  'workspace_id',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GUID_FIELDS: Field[] = ['application_id', 'tenant_id', 'object_id', 'subscription_id', 'workspace_id'];

interface AccountFormModalProps {
  opened: boolean;
  /** The account to edit; null registers a new one. */
  account: TProviderAccount | null;
  onClose: () => void;
  onSaved: (account: TProviderAccount, created: boolean) => void;
}

/** Register or edit a report-provider account; the secret is write-only (blank on edit keeps it). */
export function AccountFormModal({ opened, account, onClose, onSaved }: AccountFormModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const save = useSaveAccount();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const label = (field: string) => t(`provider.accounts.fields.${field as Field}`);
  const editing = account !== null;
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values,
    validate: (values) => {
      const errors: Partial<Record<Field, string>> = {};
      for (const field of ['name', 'application_id', 'tenant_id'] as const) {
        if (isBlankAfterTrim(values[field]))
          errors[field] = catalog('field_required', { name: label(field) });
      }
      if (!editing && isBlankAfterTrim(values.secret))
        errors.secret = catalog('field_required', { name: label('secret') });
      for (const field of GUID_FIELDS) {
        const value = values[field].trim();
        if (value && !errors[field] && !GUID.test(value))
          errors[field] = catalog('field_invalid', { name: label(field) });
      }
      return errors;
    },
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setGeneralError(null);
    const values: Values = {
      name: account?.name ?? '',
      application_id: account?.application_id ?? '',
      tenant_id: account?.tenant_id ?? '',
      object_id: account?.object_id ?? '',
      subscription_id: account?.subscription_id ?? '',
      secret: '',
      resource_group: account?.resource_group ?? '',
      workspace_id: account?.workspace_id ?? '',
    };
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [opened, account]);

  const submit = form.onSubmit(async (values) => {
    setGeneralError(null);
    const input = {
      name: values.name.trim(),
      application_id: values.application_id.trim(),
      tenant_id: values.tenant_id.trim(),
      object_id: values.object_id.trim() || null,
      subscription_id: values.subscription_id.trim() || null,
      resource_group: values.resource_group.trim() || null,
      workspace_id: values.workspace_id.trim() || null,
    };
    try {
      const saved = account
        ? await save.mutateAsync({
            id: account.id,
            input: { ...input, secret: values.secret.trim() || null },
          })
        : await save.mutateAsync({ input: { ...input, secret: values.secret.trim() } });
      onSaved(saved, !account);
    } catch (error) {
      if (!showFieldErrors(form, error, FIELDS, label))
        setGeneralError(isApiError(error) ? error.message : catalog('unexpected_error'));
    }
  });

  const text = (field: Field, extra: { required?: boolean; autoFocus?: boolean } = {}) => (
    <TextInput
      label={label(field)}
      required={extra.required}
      data-autofocus={extra.autoFocus || undefined}
      maxLength={field === 'name' ? PROVIDER_NAME_MAX : PROVIDER_ID_MAX}
      spellCheck={false}
      autoComplete="off"
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        account ? t('common.actions.editNamed', { name: account.name }) : t('provider.accounts.addTitle')
      }
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {generalError && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {generalError}
            </Alert>
          )}
          {text('name', { required: true, autoFocus: true })}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('application_id', { required: true })}
            {text('tenant_id', { required: true })}
            {text('object_id')}
            {text('subscription_id')}
            {text('resource_group')}
            {text('workspace_id')}
          </SimpleGrid>
          <Stack gap={4}>
            <PasswordInput
              label={label('secret')}
              required={!editing}
              placeholder={editing ? t('provider.accounts.secretKeep') : undefined}
              maxLength={PROVIDER_SECRET_MAX}
              autoComplete="new-password"
              leftSection={<IconLock size={16} aria-hidden="true" />}
              key={form.key('secret')}
              {...form.getInputProps('secret')}
            />
            <Text size="xs" c="dimmed">
              {t('provider.accounts.secretStored')}
            </Text>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
