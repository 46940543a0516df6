import {
  Box,
  Chip,
  CloseButton,
  EmptyState,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE } from '@mirante/contracts';
import { IconChartBar, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCatalog } from '../../../lib/i18n';
import { getPageState, setPageState } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportGroups, useReports } from '../api/reports-api';
import { ListFooter } from '../../../components/list-footer';
import { storedPageNumber } from '../components/stored-page';
import { ReportCardGrid, ReportCardSkeletons } from '../components/report-card';

const SEARCH_DEBOUNCE_MS = 300;
const PER_PAGE = DEFAULT_PAGE_SIZE;

/** `all/reports`: every report the user may open, with search, a group filter and favorites. */
export function AllReportsPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('reports.all.pageTitle'));
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(() => storedPageNumber(getPageState().page_report));
  const changePage = (next: number) => {
    setPage(next);
    setPageState({ page_report: String(next) });
  };
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const groupParam = Number(params.get('group'));
  const groupId = Number.isInteger(groupParam) && groupParam > 0 ? groupParam : undefined;
  const favorites = params.get('favorites') === '1';
  const groups = useReportGroups();

  // A new filter starts again from the first page (not on the first render: bi:page wins).
  const filterKey = JSON.stringify([search, groupId, favorites]);
  const lastFilter = useRef(filterKey);
  useEffect(() => {
    if (lastFilter.current === filterKey) return;
    lastFilter.current = filterKey;
    changePage(1);
  }, [filterKey]);

  const query = useReports({ page, search, perPage: PER_PAGE, groupId, favorites });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.per_page || PER_PAGE))) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) changePage(totalPages);
  }, [data, page, totalPages, query.isPlaceholderData]);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('reports.all.title')}
        </Title>
        <Text c="dimmed">{t('reports.all.subtitle')}</Text>
      </Stack>

      <Group gap="md" wrap="wrap" align="flex-end">
        <TextInput
          w={{ base: '100%', xs: 320 }}
          aria-label={t('reports.search')}
          placeholder={t('reports.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            query.isFetching && data ? (
              <Loader size={16} aria-label={t('common.states.loading')} />
            ) : typed ? (
              <CloseButton size="sm" aria-label={t('reports.clearSearch')} onClick={() => setTyped('')} />
            ) : null
          }
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
        />
        <Select
          w={{ base: '100%', xs: 240 }}
          aria-label={t('reports.filterGroup')}
          placeholder={t('reports.allGroups')}
          clearable
          data={(groups.data?.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
          value={groupId ? String(groupId) : null}
          onChange={(value) => setParam('group', value)}
        />
        <Chip checked={favorites} onChange={(checked) => setParam('favorites', checked ? '1' : null)}>
          {t('reports.onlyFavorites')}
        </Chip>
      </Group>

      {query.isPending ? (
        <ReportCardSkeletons count={8} />
      ) : query.isError && !data ? (
        <Paper withBorder radius="lg">
          <QueryErrorAlert
            title={t('reports.listError')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        </Paper>
      ) : data && data.data.length === 0 ? (
        <Paper withBorder radius="lg">
          <Box py={56} px="xl">
            <EmptyState
              icon={search ? <IconSearch size={28} /> : <IconChartBar size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={search || groupId || favorites ? t('reports.emptyFiltered') : t('reports.empty')}
            />
          </Box>
        </Paper>
      ) : data ? (
        <ReportCardGrid reports={data.data} />
      ) : null}

      {data && (
        <ListFooter
          page={data.page}
          perPage={data.per_page}
          total={data.total}
          shown={data.data.length}
          onChange={changePage}
        />
      )}
    </Stack>
  );
}
