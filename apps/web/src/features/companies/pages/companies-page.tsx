import {
  Box,
  Button,
  CloseButton,
  EmptyState,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_PAGE_SIZE,
  type TCompanyDetail,
  type TCompanyStatusFilter,
  type TCreateCompanyAdminResponse,
} from '@mirante/contracts';
import { IconBuildingSkyscraper, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { getPageState, setPageState } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  fieldsOf,
  useCompanies,
  useDeleteCompany,
  useRestoreCompany,
  useUpdateCompany,
} from '../api/companies-api';
import { CompaniesTable, CompaniesTableSkeleton } from '../components/companies-table';
import { CompanyCreatedModal } from '../components/company-created-modal';
import { CompanyFormModal } from '../components/company-form-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ListFooter } from '../../../components/list-footer';

const SEARCH_DEBOUNCE_MS = 300;

/** master: the partner's business units — search, status filter, add/edit, (de)activate, delete/restore. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('companies.pageTitle'));

  // The page number survives reloads in bi:page (page_tenant), as the spec keeps it.
  const [page, setPage] = useState(() => Number(getPageState().page_tenant) || 1);
  const [status, setStatus] = useState<TCompanyStatusFilter>('active');
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<TCompanyDetail | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<TCreateCompanyAdminResponse | null>(null);
  const [deleting, setDeleting] = useState<TCompanyDetail | null>(null);

  const query = useCompanies({ page, search, status });
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const restore = useRestoreCompany();
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.per_page || DEFAULT_PAGE_SIZE))) : 1;

  function goToPage(next: number) {
    setPage(next);
    setPageState({ page_tenant: String(next) });
  }

  // A new search or filter starts from the first page (not the first render: the stored page
  // must survive a reload); an emptied last page steps back.
  const filters = useRef({ search, status });
  useEffect(() => {
    if (filters.current.search === search && filters.current.status === status) return;
    filters.current = { search, status };
    if (page !== 1) goToPage(1);
  }, [search, status]);
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) goToPage(totalPages);
  });

  function failed(error: unknown) {
    notifications.show({
      color: 'red',
      message: isApiError(error) ? error.message : catalog('unexpected_error'),
    });
  }

  async function toggleActive(company: TCompanyDetail) {
    try {
      await update.mutateAsync({ id: company.id, body: { ...fieldsOf(company), active: !company.active } });
      notifications.show({
        color: 'teal',
        message: t(
          company.active ? 'companies.notifications.deactivated' : 'companies.notifications.activated',
          {
            name: company.name,
          },
        ),
      });
    } catch (error) {
      failed(error);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({
        color: 'teal',
        message: t('companies.notifications.deleted', { name: deleting.name }),
      });
      setDeleting(null);
    } catch (error) {
      failed(error);
    }
  }

  async function restoreCompany(company: TCompanyDetail) {
    try {
      await restore.mutateAsync(company.id);
      notifications.show({
        color: 'teal',
        message: t('companies.notifications.restored', { name: company.name }),
      });
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('companies.title')}
          </Title>
          <Text c="dimmed">{t('companies.subtitle')}</Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('companies.add')}
        </Button>
      </Group>

      <Group justify="space-between" wrap="wrap" gap="md">
        <SegmentedControl
          aria-label={t('companies.statusLabel')}
          value={status}
          onChange={(value) => setStatus(value as TCompanyStatusFilter)}
          data={(['active', 'inactive', 'deleted'] as const).map((value) => ({
            value,
            label: t(`companies.status.${value}`),
          }))}
        />
        <TextInput
          w={{ base: '100%', xs: 320 }}
          aria-label={t('companies.search')}
          placeholder={t('companies.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            query.isFetching && data ? (
              <Loader size={16} aria-label={t('common.states.loading')} />
            ) : typed ? (
              <CloseButton
                size="sm"
                aria-label={t('common.actions.clearSearch')}
                onClick={() => setTyped('')}
              />
            ) : null
          }
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
        />
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <CompaniesTableSkeleton />
        ) : query.isError && !data ? (
          <QueryErrorAlert
            title={t('companies.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={search ? <IconSearch size={28} /> : <IconBuildingSkyscraper size={28} />}
              withIndicatorBackground
              title={t(`companies.empty.${status}`)}
              description={search ? t('companies.emptySearch') : undefined}
            />
          </Box>
        ) : data ? (
          <CompaniesTable
            companies={data.data}
            actions={{
              onEdit: (company) => {
                setEditing(company);
                setFormOpen(true);
              },
              onToggleActive: (company) => void toggleActive(company),
              onDelete: setDeleting,
              onRestore: (company) => void restoreCompany(company),
            }}
          />
        ) : null}
      </Paper>

      {data && (
        <ListFooter
          page={data.page}
          perPage={data.per_page}
          total={data.total}
          shown={data.data.length}
          onChange={goToPage}
        />
      )}

      <CompanyFormModal
        opened={formOpen}
        company={editing}
        onClose={() => setFormOpen(false)}
        onCreated={(answer) => {
          setFormOpen(false);
          setCreated(answer);
        }}
        onSaved={(company) => {
          setFormOpen(false);
          notifications.show({
            color: 'teal',
            message: t('companies.notifications.saved', { name: company.name }),
          });
        }}
      />
      <CompanyCreatedModal created={created} onClose={() => setCreated(null)} />
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
