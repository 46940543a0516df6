import { Chip, Group, Select } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@mirante/contracts';
import { IconChartBar, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AsyncList, ListPage, ListSearch } from '../../../components/list';
import { useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportGroups, useReports } from '../api/reports-api';
import { ReportCardGrid, ReportCardSkeletons } from '../components/report-card';

const PER_PAGE = DEFAULT_PAGE_SIZE;

/** `all/reports`: every report the user may open, with search, a group filter and favorites. */
export function AllReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reports.all.pageTitle'));
  const [params, setParams] = useSearchParams();
  const groupParam = Number(params.get('group'));
  const groupId = Number.isInteger(groupParam) && groupParam > 0 ? groupParam : undefined;
  const favorites = params.get('favorites') === '1';
  const groups = useReportGroups();

  const list = useListState({ key: 'page_report', filters: [groupId, favorites] });
  const { search } = list;

  const query = useReports({ page: list.page, search, perPage: PER_PAGE, groupId, favorites });
  const data = query.data;

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
    <ListPage title={t('reports.all.title')} description={t('reports.all.subtitle')}>
      <Group gap="md" wrap="wrap" align="flex-end">
        <ListSearch
          state={list}
          label={t('reports.search')}
          placeholder={t('reports.searchPlaceholder')}
          clearLabel={t('reports.clearSearch')}
          busy={query.isFetching && Boolean(data)}
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

      <AsyncList
        query={query}
        list={list}
        layout="cards"
        skeleton={<ReportCardSkeletons count={8} />}
        errorTitle={t('reports.listError')}
        empty={{
          icon: search ? <IconSearch size={28} /> : <IconChartBar size={28} />,
          description: search || groupId || favorites ? t('reports.emptyFiltered') : t('reports.empty'),
        }}
      >
        {(reports) => <ReportCardGrid reports={reports} />}
      </AsyncList>
    </ListPage>
  );
}
