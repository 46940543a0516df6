import {
  Alert,
  Box,
  Button,
  EmptyState,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { MAX_PAGE_SIZE, type TClient } from '@mirante/contracts';
import { IconAlertCircle, IconBriefcase, IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { getPageState, setPageState } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePartners } from '../../../lib/partners';
import { useClients, useDeleteClient } from '../api/clients';
import { ClientFormModal } from '../components/client-form-modal';
import { ClientsTable } from '../components/clients-table';

const SEARCH_DEBOUNCE_MS = 300;

function storedPage(): number {
  const page = Number(getPageState().page_tenant);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** a2m: the clients of every partner, filtered by partner and searched; add, edit and delete. */
export function ClientsPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('clients.pageTitle'));

  // The page number survives a reload in bi:page (page_tenant), as the other list screens do.
  const [page, setPage] = useState(storedPage);
  const changePage = (next: number) => {
    setPage(next);
    setPageState({ page_tenant: String(next) });
  };
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [partnerId, setPartnerId] = useState<number | null>(null);
  // undefined: closed; null: adding; a client: editing it.
  const [editing, setEditing] = useState<TClient | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TClient | null>(null);
  const remove = useDeleteClient();

  // A new filter starts again from the first page (not the first render: that keeps the stored page).
  const filterKey = JSON.stringify([search.trim(), partnerId]);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  useEffect(() => {
    if (filterKey === lastFilterKey) return;
    setLastFilterKey(filterKey);
    changePage(1);
  }, [filterKey, lastFilterKey]);

  const partnersQuery = usePartners({ page: 1, search: '', perPage: MAX_PAGE_SIZE });
  const partnerOptions = useMemo(
    () => (partnersQuery.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    [partnersQuery.data],
  );
  const query = useClients({ page, search, partnerId });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // A stored page past the end (rows deleted meanwhile) steps back to the last one.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) changePage(totalPages);
  }, [data, page, totalPages, query.isPlaceholderData]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'teal', message: t('clients.deleted', { name: deleting.name }) });
      setDeleting(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
      setDeleting(null);
    }
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('clients.title')}
          </Title>
          <Text c="dimmed">{t('clients.subtitle')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
          {t('clients.add')}
        </Button>
      </Group>

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
        <TextInput
          w={{ base: '100%', xs: 320 }}
          aria-label={t('clients.search')}
          placeholder={t('clients.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
        />
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Stack p="md" gap="sm" aria-busy="true" aria-label={t('clients.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={28} />
            ))}
          </Stack>
        ) : query.isError && !data ? (
          <Box p="xl">
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  {isApiError(query.error) ? query.error.message : catalog('unexpected_error')}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => void query.refetch()}
                >
                  {t('common.actions.retry')}
                </Button>
              </Stack>
            </Alert>
          </Box>
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={<IconBriefcase size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
            />
          </Box>
        ) : data ? (
          <ClientsTable clients={data.data} onEdit={setEditing} onDelete={setDeleting} />
        ) : null}
      </Paper>

      {data && totalPages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={totalPages}
            value={page}
            onChange={changePage}
            aria-label={t('common.pagination.label')}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
          />
        </Group>
      )}

      <ClientFormModal
        opened={editing !== undefined}
        client={editing ?? null}
        partners={partnerOptions}
        defaultPartnerId={partnerId}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          notifications.show({ color: 'teal', message: t('clients.saved', { name: saved.name }) });
          setEditing(undefined);
        }}
      />
      <DeleteConfirmModal
        opened={deleting !== null}
        itemName={deleting?.name ?? ''}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
