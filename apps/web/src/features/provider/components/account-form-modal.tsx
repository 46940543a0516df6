import { PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  PROVIDER_ID_MAX,
  type TProviderAccount,
  type TUpdateProviderAccountRequest,
  ZCreateProviderAccountRequest,
  ZUpdateProviderAccountRequest,
} from '@mirante/contracts';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { blankAsMissing, maxLengthOf, useContractForm } from '../../../lib/forms';
import { useSaveAccount } from '../api/provider';

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

const shape = ZCreateProviderAccountRequest.shape;

/** The request of the form; the secret left blank is none (kept, on edit). */
function toInput(values: Values): TUpdateProviderAccountRequest {
  return {
    name: values.name.trim(),
    application_id: values.application_id.trim(),
    tenant_id: values.tenant_id.trim(),
    object_id: values.object_id.trim() || null,
    subscription_id: values.subscription_id.trim() || null,
    resource_group: values.resource_group.trim() || null,
    workspace_id: values.workspace_id.trim() || null,
    secret: values.secret.trim() || null,
  };
}

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
  const save = useSaveAccount();
  const label = useCallback((field: string) => t(`provider.accounts.fields.${field as Field}`), [t]);
  const editing = account !== null;
  const { form, message, load } = useContractForm<Values>({
    schema: editing ? ZUpdateProviderAccountRequest : ZCreateProviderAccountRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput: (values) => blankAsMissing(toInput(values)),
    mode: 'uncontrolled',
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values,
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
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
    load(values);
  }, [opened, account]);

  const submit = form.onSubmit(async (values) => {
    const input = toInput(values);
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await (account
      ? save.mutateAsync({ id: account.id, input })
      : save.mutateAsync({ input: { ...input, secret: input.secret ?? '' } })
    ).catch(() => null);
    if (saved) onSaved(saved, !account);
  });

  const text = (field: Exclude<Field, 'secret'>, extra: { required?: boolean; autoFocus?: boolean } = {}) => (
    <TextInput
      label={label(field)}
      required={extra.required}
      data-autofocus={extra.autoFocus || undefined}
      maxLength={maxLengthOf(shape[field]) ?? PROVIDER_ID_MAX}
      spellCheck={false}
      autoComplete="off"
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        account ? t('common.actions.editNamed', { name: account.name }) : t('provider.accounts.addTitle')
      }
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
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
          maxLength={maxLengthOf(shape.secret)}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden="true" />}
          key={form.key('secret')}
          {...form.getInputProps('secret')}
        />
        <Text size="xs" c="dimmed">
          {t('provider.accounts.secretStored')}
        </Text>
      </Stack>
    </FormModal>
  );
}
