import { Text } from '@mantine/core';
import type { TSamlConfig } from '@mirante/contracts';
import {
  IconFlask,
  IconIdBadge2,
  IconPlayerPause,
  IconPlayerPlay,
  IconSearch,
  IconShieldLock,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type Column,
  dateColumn,
  ListPage,
  ListSearch,
  ListTable,
  textColumn,
  useDeleteDialog,
  useFormTarget,
  useNotices,
} from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { formatDate } from '../../../lib/format';
import { useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { startSamlTest, useDeleteSamlConfig, useSamlConfigs, useSetSamlStatus } from '../api/saml';
import { SamlFormModal } from '../components/saml-form-modal';
import { SpDetailsModal } from '../components/sp-details-modal';
import { StatusBadge } from '../../../components/status-badge';

/** The first of a provider's certificates to expire: the date that matters. */
function firstExpiry(config: TSamlConfig): string {
  const dates = config.certificate_info
    .map((c) => c.not_after)
    .filter(Boolean)
    .sort();
  return dates[0] ?? '';
}

function useColumns(): Column<TSamlConfig>[] {
  const { t } = useTranslation();
  return [
    textColumn('unit', t('saml.columns.unit'), (config) => config.company_name),
    {
      key: 'provider',
      header: t('saml.columns.provider'),
      render: (config) => (
        <Text size="xs" ff="monospace" truncate maw={360}>
          {config.idp_entity_id}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('saml.columns.status'),
      render: (config) => (
        <StatusBadge color={config.status === 'enable' ? 'green' : 'gray'} variant="light" radius="xl">
          {t(`saml.status.${config.status}`)}
        </StatusBadge>
      ),
    },
    dateColumn('certificate', t('saml.columns.certificate'), firstExpiry),
    // An application that has never completed a sign-in is no way in yet.
    textColumn(
      'lastSuccess',
      t('saml.columns.lastSuccess'),
      (config) => (config.last_success_at ? formatDate(config.last_success_at) : t('saml.columns.never')),
      { text: (config) => (config.last_success_at ? { c: 'dimmed' } : { c: 'orange' }) },
    ),
  ];
}

/** `azure/saml`: the SAML applications of the admin's unit, or of a partner's units. */
export function SamlPage() {
  const { t } = useTranslation();
  usePageTitle(t('saml.pageTitle'));
  const columns = useColumns();
  const notices = useNotices();
  const list = useListState();
  const query = useSamlConfigs({ page: list.page, search: list.search });
  const setStatus = useSetSamlStatus();
  const remove = useDeleteSamlConfig();
  const [showing, setShowing] = useState<TSamlConfig | null>(null);
  const editing = useFormTarget<TSamlConfig>({
    saved: (config, created) => t(created ? 'saml.created' : 'saml.updated', { name: config.company_name }),
  });
  const deletion = useDeleteDialog<TSamlConfig>({
    mutation: remove,
    deleted: (config) => t('saml.deleted', { name: config.company_name }),
    nameOf: (config) => config.company_name,
  });

  function toggle(config: TSamlConfig) {
    const status = config.status === 'enable' ? 'disable' : 'enable';
    void notices.run(
      () => setStatus.mutateAsync({ id: config.id, status }),
      t(status === 'enable' ? 'saml.enabled' : 'saml.disabled', { name: config.company_name }),
    );
  }

  async function test(config: TSamlConfig) {
    try {
      const { url } = await startSamlTest(config.id);
      window.location.assign(url);
    } catch (error) {
      notices.failed(error);
    }
  }

  return (
    <ListPage
      title={t('saml.pageTitle')}
      description={t('saml.subtitle')}
      actions={<AddButton onClick={editing.add}>{t('saml.add')}</AddButton>}
    >
      <ListSearch
        state={list}
        label={t('saml.search')}
        placeholder={t('saml.searchPlaceholder')}
        busy={query.isFetching && Boolean(query.data)}
      />
      <ListTable
        query={query}
        list={list}
        errorTitle={t('saml.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconShieldLock size={28} />,
          description: t('saml.empty'),
        }}
        columns={columns}
        rowKey={(config) => config.id}
        rowTestId={(config) => `saml-row-${config.company_id}`}
        rowActions={(config) => (
          <RowActionsMenu
            name={config.company_name}
            actions={[
              {
                label: t('saml.actions.serviceProvider'),
                icon: IconIdBadge2,
                onClick: () => setShowing(config),
              },
              {
                label: t('saml.actions.test'),
                icon: IconFlask,
                onClick: () => void test(config),
              },
              {
                label: t(config.status === 'enable' ? 'saml.actions.disable' : 'saml.actions.enable'),
                icon: config.status === 'enable' ? IconPlayerPause : IconPlayerPlay,
                onClick: () => toggle(config),
              },
              editAction(t, () => editing.edit(config)),
              deleteAction(t, () => deletion.ask(config)),
            ]}
          />
        )}
        loadingLabel={t('saml.loading')}
        skeletonRows={3}
      />
      <SamlFormModal
        {...editing.form}
        config={editing.value}
        onSaved={(saved, created) => {
          editing.form.onSaved(saved, created);
          if (created) setShowing(saved);
        }}
      />
      <SpDetailsModal config={showing} onClose={() => setShowing(null)} />
      {deletion.modal}
    </ListPage>
  );
}
