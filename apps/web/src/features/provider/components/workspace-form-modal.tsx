import { Loader, Select, TextInput } from '@mantine/core';
import {
  type TEmbeddedWorkspace,
  type TProviderAccount,
  type TSaveEmbeddedWorkspaceRequest,
  ZSaveEmbeddedWorkspaceRequest,
} from '@mirante/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { FormModal } from '../../../components/form-modal';
import { blankAsMissing, maxLengthOf, useContractForm } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { useRemoteWorkspaces, useSaveWorkspace } from '../api/provider';

const FIELDS = ['provider_account_id', 'workspace_id', 'name'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const toInput = (values: Values): TSaveEmbeddedWorkspaceRequest => ({
  provider_account_id: Number(values.provider_account_id),
  workspace_id: values.workspace_id.trim(),
  name: values.name.trim(),
});

/** The request as the contract judges it: no account chosen and blank texts are not given. */
const toChecked = (values: Values) => {
  const input = toInput(values);
  return blankAsMissing({
    ...input,
    provider_account_id: values.provider_account_id ? input.provider_account_id : undefined,
  });
};

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
  const [accountId, setAccountId] = useState<number | null>(null);
  const remote = useRemoteWorkspaces(opened ? accountId : null);
  const label = useCallback((field: string) => t(`provider.workspaces.fields.${field as Field}`), [t]);
  const { form, message, load } = useContractForm<Values>({
    schema: ZSaveEmbeddedWorkspaceRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput: toChecked,
    mode: 'uncontrolled',
    initialValues: { provider_account_id: '', workspace_id: '', name: '' },
    onValuesChange: (values) =>
      setAccountId(values.provider_account_id ? Number(values.provider_account_id) : null),
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    const first = accounts.length === 1 ? String(accounts[0]?.id) : '';
    const values: Values = {
      provider_account_id: workspace ? String(workspace.provider_account_id) : first,
      workspace_id: workspace?.workspace_id ?? '',
      name: workspace?.name ?? '',
    };
    load(values);
    setAccountId(values.provider_account_id ? Number(values.provider_account_id) : null);
  }, [opened, workspace]);

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await save.mutateAsync({ id: workspace?.id, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved, !workspace);
  });

  const remoteOptions = (remote.data?.data ?? []).map((w) => ({ value: w.id, label: w.name }));

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={
        workspace
          ? t('common.actions.editNamed', { name: workspace.name })
          : t('provider.workspaces.addTitle')
      }
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
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
        maxLength={maxLengthOf(ZSaveEmbeddedWorkspaceRequest.shape.name)}
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
    </FormModal>
  );
}
