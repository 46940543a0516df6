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
  PARTNER_STATUS_FILTERS,
  type TPartner,
  type TPartnerStatusFilter,
} from '@mirante/contracts';
import { IconBuildingStore, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCatalog } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePartners } from '../../../lib/partners';
import { PartnerFormModal } from '../components/partner-form-modal';
import { PartnerStatusModal } from '../components/partner-status-modal';
import { PartnersTable, PartnersTableSkeleton } from '../components/partners-table';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ListFooter } from '../../../components/list-footer';

const SEARCH_DEBOUNCE_MS = 300;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readStatus(value: string | null): TPartnerStatusFilter {
  return (PARTNER_STATUS_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as TPartnerStatusFilter)
    : 'all';
}

/**
 * a2m: every partner, searchable by name or document, filtered by status and paginated (page,
 * search and status live in the URL); add, edit, deactivate and reactivate from here.
 */
export function PartnersPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('partners.pageTitle'));

  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const search = params.get('search') ?? '';
  const status = readStatus(params.get('status'));
  // undefined: form closed; null: adding; a partner: editing it.
  const [editing, setEditing] = useState<TPartner | null | undefined>(undefined);
  const [toggling, setToggling] = useState<TPartner | null>(null);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  // A new search starts again from the first page.
  useEffect(() => {
    if (debounced.trim() === search.trim()) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced.trim()) next.set('search', debounced.trim());
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, search, setParams]);

  const query = usePartners({ page, search, status });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.per_page || DEFAULT_PAGE_SIZE))) : 1;

  // An out-of-range page in the URL (the list shrank) shows the last page instead.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(totalPages));
          return next;
        },
        { replace: true },
      );
    }
  }, [data, page, totalPages, query.isPlaceholderData, setParams]);

  function setStatus(next: string) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'all') updated.delete('status');
      else updated.set('status', next);
      updated.delete('page');
      return updated;
    });
  }

  function goToPage(next: number) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('partners.title')}
          </Title>
          <Text c="dimmed">{t('partners.subtitle')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
          {t('partners.add')}
        </Button>
      </Group>

      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <SegmentedControl
          aria-label={t('partners.statusFilter')}
          value={status}
          onChange={setStatus}
          data={PARTNER_STATUS_FILTERS.map((value) => ({ value, label: t(`partners.filter.${value}`) }))}
        />
        <TextInput
          w={{ base: '100%', xs: 320 }}
          aria-label={t('partners.search')}
          placeholder={t('partners.searchPlaceholder')}
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
          size="sm"
          type="search"
        />
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <PartnersTableSkeleton />
        ) : query.isError && !data ? (
          <QueryErrorAlert
            title={t('partners.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={search ? <IconSearch size={28} /> : <IconBuildingStore size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={search || status !== 'all' ? t('partners.emptySearch') : undefined}
            />
          </Box>
        ) : data ? (
          <PartnersTable partners={data.data} onEdit={setEditing} onToggleActive={setToggling} />
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

      <PartnerFormModal
        opened={editing !== undefined}
        partner={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          notifications.show({
            color: 'teal',
            message: t(editing ? 'partners.updated' : 'partners.created', { name: saved.name }),
          });
          setEditing(undefined);
        }}
      />
      <PartnerStatusModal
        partner={toggling}
        onClose={() => setToggling(null)}
        onDone={(changed) => {
          notifications.show({
            color: 'teal',
            message: t(changed.active ? 'partners.reactivated' : 'partners.deactivated', {
              name: changed.name,
            }),
          });
          setToggling(null);
        }}
      />
    </Stack>
  );
}
