import { Alert, Button, Group, Loader, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  isBlankAfterTrim,
  PROVIDER_NAME_MAX,
  type TEmbeddedWorkspace,
  type TProviderAccount,
} from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useRemoteWorkspaces, useSaveWorkspace } from '../api/provider';
import { showFieldErrors } from './field-errors';

const FIELDS = ['provider_account_id', 'workspace_id', 'name'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface WorkspaceFormModalProps {
  opened: boolean;
  workspace: TEmbeddedWorkspace | null;
  accounts: TProviderAccount[];
  onClose: () => void;
  onSaved: (workspace: TEmbeddedWorkspace, created: boolean) => void;
}

/** Add or edit an embedded workspace; the account's workspaces at the provider fill the fields. */
export function WorkspaceFormModal({
  opened,
  workspace,
  accounts,
  onClose,
  onSaved,
}: WorkspaceFormModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const save = useSaveWorkspace();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const remote = useRemoteWorkspaces(opened ? accountId : null);
  const label = (field: string) => t(`provider.workspaces.fields.${field as Field}`);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { provider_account_id: '', workspace_id: '', name: '' },
    onValuesChange: (values) =>
      setAccountId(values.provider_account_id ? Number(values.provider_account_id) : null),
    validate: (values) => {
      const errors: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        if (isBlankAfterTrim(values[field]))
          errors[field] = catalog('field_required', { name: label(field) });
      }
      if (!errors.workspace_id && !GUID.test(values.workspace_id.trim()))
        errors.workspace_id = catalog('field_invalid', { name: label('workspace_id') });
      return errors;
    },
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setGeneralError(null);
    const first = accounts.length === 1 ? String(accounts[0]?.id) : '';
    const values: Values = {
      provider_account_id: workspace ? String(workspace.provider_account_id) : first,
      workspace_id: workspace?.workspace_id ?? '',
      name: workspace?.name ?? '',
    };
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setAccountId(values.provider_account_id ? Number(values.provider_account_id) : null);
  }, [opened, workspace]);

  const submit = form.onSubmit(async (values) => {
    setGeneralError(null);
    try {
      const saved = await save.mutateAsync({
        id: workspace?.id,
        input: {
          provider_account_id: Number(values.provider_account_id),
          workspace_id: values.workspace_id.trim(),
          name: values.name.trim(),
        },
      });
      onSaved(saved, !workspace);
    } catch (error) {
      if (!showFieldErrors(form, error, FIELDS, label))
        setGeneralError(isApiError(error) ? error.message : catalog('unexpected_error'));
    }
  });

  const remoteOptions = (remote.data?.data ?? []).map((w) => ({ value: w.id, label: w.name }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        workspace
          ? t('common.actions.editNamed', { name: workspace.name })
          : t('provider.workspaces.addTitle')
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
          <Select
            label={label('provider_account_id')}
            required
            data={accounts.map((a) => ({ value: String(a.id), label: a.name }))}
            allowDeselect={false}
            key={form.key('provider_account_id')}
            {...form.getInputProps('provider_account_id')}
          />
          {accountId !== null && (
            <Select
              label={t('provider.workspaces.pickFromAccount')}
              placeholder={
                remote.isFetching
                  ? t('provider.workspaces.pickLoading')
                  : t('provider.workspaces.pickPlaceholder')
              }
              data={remoteOptions}
              searchable
              clearable
              disabled={remote.isFetching || remoteOptions.length === 0}
              rightSection={remote.isFetching ? <Loader size={14} /> : undefined}
              error={
                remote.isError
                  ? isApiError(remote.error)
                    ? remote.error.message
                    : catalog('unexpected_error')
                  : undefined
              }
              onChange={(value) => {
                const picked = remote.data?.data.find((w) => w.id === value);
                if (!picked) return;
                form.setFieldValue('workspace_id', picked.id);
                form.setFieldValue('name', picked.name);
              }}
            />
          )}
          <TextInput
            label={label('workspace_id')}
            required
            spellCheck={false}
            autoComplete="off"
            key={form.key('workspace_id')}
            {...form.getInputProps('workspace_id')}
          />
          <TextInput
            label={label('name')}
            required
            maxLength={PROVIDER_NAME_MAX}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
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
