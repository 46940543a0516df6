import { Group, Select } from '@mantine/core';
import { MAX_PAGE_SIZE, type TClient } from '@mirante/contracts';
import { IconBriefcase } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  ListPage,
  ListSearch,
  ListTable,
  useDeleteDialog,
  useFormTarget,
} from '../../../components/list';
import { useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePartners } from '../../../lib/partners';
import { useClientSellers, useClients, useDeleteClient } from '../api/clients';
import { ClientFormModal } from '../components/client-form-modal';
import { useClientColumns } from '../components/clients-table';

/** a2m: the clients of every partner, filtered by partner and searched; add, edit and delete. */
export function ClientsPage() {
  const { t } = useTranslation();
  usePageTitle(t('clients.pageTitle'));

  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [seller, setSeller] = useState('');
  // The page number survives a reload in bi:page (page_tenant), as the other list screens do.
  const list = useListState({ key: 'page_tenant', filters: [partnerId, seller] });
  const editing = useFormTarget<TClient>({
    saved: (row) => t('clients.saved', { name: row.name }),
  });
  const remove = useDeleteClient();
  const deletion = useDeleteDialog<TClient>({
    mutation: remove,
    deleted: (client) => t('clients.deleted', { name: client.name }),
    closeOnError: true,
  });
  const columns = useClientColumns({ onEdit: editing.edit, onDelete: deletion.ask });

  const partnersQuery = usePartners({ page: 1, search: '', perPage: MAX_PAGE_SIZE });
  const partnerOptions = useMemo(
    () => (partnersQuery.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    [partnersQuery.data],
  );
  const sellers = useClientSellers();
  const query = useClients({ page: list.page, search: list.search, partnerId, seller });

  return (
    <ListPage
      title={t('clients.title')}
      description={t('clients.subtitle')}
      actions={<AddButton onClick={editing.add}>{t('clients.add')}</AddButton>}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Select
          w={{ base: '100%', xs: 280 }}
          aria-label={t('clients.partnerFilter')}
          placeholder={t('clients.allPartners')}
          data={partnerOptions}
          value={partnerId === null ? null : String(partnerId)}
          onChange={(value) => setPartnerId(value ? Number(value) : null)}
          clearable
          searchable
        />
        <Select
          w={{ base: '100%', xs: 220 }}
          aria-label={t('clients.sellerFilter')}
          placeholder={t('clients.allSellers')}
          data={sellers.data?.data ?? []}
          value={seller || null}
          onChange={(value) => setSeller(value ?? '')}
          nothingFoundMessage={t('clients.noSellers')}
          clearable
          searchable
        />
        <ListSearch
          state={list}
          label={t('clients.search')}
          placeholder={t('clients.searchPlaceholder')}
          clearable={false}
        />
      </Group>

      <ListTable
        query={query}
        list={list}
        empty={{ icon: <IconBriefcase size={28} /> }}
        columns={columns}
        rowKey={(client) => client.id}
        minWidth={960}
        loadingLabel={t('clients.loading')}
        skeletonRows={4}
      />

      <ClientFormModal
        {...editing.form}
        client={editing.value}
        partners={partnerOptions}
        defaultPartnerId={partnerId}
      />
      {deletion.modal}
    </ListPage>
  );
}
