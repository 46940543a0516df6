import { Alert } from '@mantine/core';
import type { TProviderAccount } from '@mirante/contracts';
import { IconInfoCircle, IconKey, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, ListPage, ListTable, useDeleteDialog, useFormTarget } from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteAccount, useProviderAccounts } from '../api/provider';
import { AccountFormModal } from '../components/account-form-modal';
import { useAccountColumns } from '../components/provider-cells';
import { ProviderScreen } from '../components/provider-screen';
import { TestConnectionModal } from '../components/test-connection-modal';
import { UnitsAccountsList } from '../components/units-provider-lists';

/**
 * `powerbi`: the unit's report-provider accounts (Entra ID applications reaching Power BI). The
 * unit's users see them read-only: no secret is ever sent, and no control to change one shows.
 */
export function ProviderAccountsPage() {
  return <ProviderScreen Admin={Screen} Units={UnitsAccountsList} />;
}

function Screen() {
  const { t } = useTranslation();
  usePageTitle(t('provider.accounts.pageTitle'));
  const { name, ids, workspaces, lastTest } = useAccountColumns<TProviderAccount>();
  const columns = [name, ids, workspaces, lastTest];
  const query = useProviderAccounts();
  const manage = query.data?.policies.manage ?? false;
  const remove = useDeleteAccount();
  const editing = useFormTarget<TProviderAccount>({
    saved: (row, created) =>
      t(created ? 'provider.accounts.created' : 'provider.accounts.updated', { name: row.name }),
  });
  const [testing, setTesting] = useState<TProviderAccount | null>(null);
  const deletion = useDeleteDialog<TProviderAccount>({
    mutation: remove,
    deleted: (account) => t('provider.accounts.deleted', { name: account.name }),
  });

  return (
    <ListPage
      title={t('provider.accounts.title')}
      description={t('provider.accounts.subtitle')}
      actions={manage && <AddButton onClick={editing.add}>{t('provider.accounts.add')}</AddButton>}
    >
      {query.data && !manage && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
          {t('provider.unitReadOnly')}
        </Alert>
      )}
      <ListTable
        query={query}
        errorTitle={t('provider.accounts.errorTitle')}
        empty={{ icon: <IconKey size={28} />, description: t('provider.accounts.empty') }}
        columns={columns}
        rowKey={(account) => account.id}
        minWidth={840}
        withActions={manage}
        rowActions={(account) => (
          <RowActionsMenu
            name={account.name}
            actions={[
              {
                label: t('provider.accounts.test'),
                icon: IconPlugConnected,
                onClick: () => setTesting(account),
              },
              editAction(t, () => editing.edit(account)),
              deleteAction(t, () => deletion.ask(account)),
            ]}
          />
        )}
        loadingLabel={t('provider.accounts.loading')}
        skeletonRows={3}
      />

      {manage && (
        <>
          <AccountFormModal {...editing.form} account={editing.value} />
          <TestConnectionModal account={testing} onClose={() => setTesting(null)} />
          {deletion.modal}
        </>
      )}
    </ListPage>
  );
}
