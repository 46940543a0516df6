import { Alert, Text } from '@mantine/core';
import type { TEmbeddedWorkspace } from '@mirante/contracts';
import { IconFileImport, IconInfoCircle, IconLayoutGrid } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type Column,
  ListPage,
  ListTable,
  textColumn,
  useDeleteDialog,
  useFormTarget,
} from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { useStoredConfig } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteWorkspace, useEmbeddedWorkspaces, useProviderAccounts } from '../api/provider';
import { countCell, nameCell } from '../components/provider-cells';
import { ImportReportsModal } from '../components/import-reports-modal';
import { ProviderScreen } from '../components/provider-screen';
import { UnitsWorkspacesList } from '../components/units-provider-lists';
import { WorkspaceFormModal } from '../components/workspace-form-modal';

function useColumns(): Column<TEmbeddedWorkspace>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      header: t('provider.workspaces.columns.name'),
      render: nameCell,
    },
    {
      key: 'workspaceId',
      header: t('provider.workspaces.columns.workspaceId'),
      render: (workspace) => (
        <Text size="xs" ff="monospace">
          {workspace.workspace_id}
        </Text>
      ),
    },
    textColumn(
      'account',
      t('provider.workspaces.columns.account'),
      (workspace) => workspace.provider_account_name,
    ),
    {
      key: 'reports',
      header: t('provider.workspaces.columns.reports'),
      align: 'right',
      render: (workspace) => countCell(workspace.reports_count),
    },
  ];
}

/**
 * `powerbi/workspace`: embedded workspaces; the admin browses a workspace's reports live and
 * imports them. The unit's users see the list read-only.
 */
export function EmbeddedWorkspacesPage() {
  return <ProviderScreen Admin={Screen} Units={UnitsWorkspacesList} />;
}

function Screen() {
  const { t } = useTranslation();
  usePageTitle(t('provider.workspaces.pageTitle'));
  const columns = useColumns();
  const query = useEmbeddedWorkspaces();
  const manage = query.data?.policies.manage ?? false;
  const accounts = useProviderAccounts();
  const remove = useDeleteWorkspace();
  const editing = useFormTarget<TEmbeddedWorkspace>({
    saved: (row, created) =>
      t(created ? 'provider.workspaces.created' : 'provider.workspaces.updated', { name: row.name }),
  });
  const [importing, setImporting] = useState<TEmbeddedWorkspace | null>(null);
  const deletion = useDeleteDialog<TEmbeddedWorkspace>({
    mutation: remove,
    deleted: (workspace) => t('provider.workspaces.deleted', { name: workspace.name }),
  });
  // Importing adds reports: not for a unit its partner does not let add them.
  const mayAdd = useStoredConfig().allow_add_reports !== false;
  const accountList = accounts.data?.data ?? [];
  const noAccount = accounts.isSuccess && accountList.length === 0;

  return (
    <ListPage
      title={t('provider.workspaces.title')}
      description={t('provider.workspaces.subtitle')}
      actions={
        manage && (
          <AddButton onClick={editing.add} disabled={noAccount}>
            {t('provider.workspaces.add')}
          </AddButton>
        )
      }
    >
      {query.data && !manage && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
          {t('provider.unitReadOnly')}
        </Alert>
      )}
      {manage && noAccount && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
          {t('provider.workspaces.needAccount')}
        </Alert>
      )}

      <ListTable
        query={query}
        errorTitle={t('provider.workspaces.errorTitle')}
        empty={{ icon: <IconLayoutGrid size={28} />, description: t('provider.workspaces.empty') }}
        columns={columns}
        rowKey={(workspace) => workspace.id}
        withActions={manage}
        rowActions={(workspace) => (
          <RowActionsMenu
            name={workspace.name}
            actions={[
              {
                label: t('provider.workspaces.reports'),
                icon: IconFileImport,
                onClick: () => setImporting(workspace),
                hidden: !mayAdd,
              },
              editAction(t, () => editing.edit(workspace)),
              deleteAction(t, () => deletion.ask(workspace)),
            ]}
          />
        )}
        loadingLabel={t('provider.workspaces.loading')}
        skeletonRows={3}
      />

      {manage && (
        <>
          <WorkspaceFormModal
            {...editing.form}
            workspace={editing.value}
            accounts={accountList}
            onSaved={(saved, created) => {
              editing.form.onSaved(saved, created);
              if (created && mayAdd) setImporting(saved);
            }}
          />
          <ImportReportsModal workspace={importing} onClose={() => setImporting(null)} />
          {deletion.modal}
        </>
      )}
    </ListPage>
  );
}
