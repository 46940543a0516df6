import {
  Anchor,
  Box,
  Breadcrumbs,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCatalog } from '../../../lib/i18n';
import { getPageState, setPageState } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportGroups, useReports } from '../api/reports-api';
import { GroupIcon } from '../components/group-icon';
import { ListFooter } from '../../../components/list-footer';
import { storedPageNumber } from '../components/stored-page';
import { ReportCardGrid, ReportCardSkeletons } from '../components/report-card';

const PER_PAGE = 12;
const ALL = 'all';

/** `:id/reports`: the reports of one group, by subgroup. */
export function GroupReportsPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const params = useParams();
  const groupId = Number(params.id);
  const [search, setSearch] = useSearchParams();
  const groups = useReportGroups();
  const group = groups.data?.data.find((item) => item.id === groupId);
  usePageTitle(group?.name ?? t('reports.groups.pageTitle'));
  const subParam = search.get('subgroup');
  const subgroupId = subParam && subParam !== ALL ? Number(subParam) : undefined;
  const [page, setPage] = useState(() => storedPageNumber(getPageState().page_subgroup));
  const changePage = (next: number) => {
    setPage(next);
    setPageState({ page_subgroup: String(next) });
  };
  const filterKey = `${groupId}:${subgroupId ?? ''}`;
  const lastFilter = useRef(filterKey);
  useEffect(() => {
    if (lastFilter.current === filterKey) return;
    lastFilter.current = filterKey;
    changePage(1);
  }, [filterKey]);

  const valid = Number.isInteger(groupId) && groupId > 0;
  const reports = useReports({ page, search: '', perPage: PER_PAGE, groupId, subgroupId }, valid);
  const data = reports.data;

  if (groups.isSuccess && !group) {
    return (
      <Paper withBorder radius="lg" maw={1200} mx="auto">
        <Box py={56} px="xl">
          <EmptyState
            icon={<IconChartBar size={28} />}
            withIndicatorBackground
            title={catalog('group_not_found')}
            description={t('reports.groups.notFound')}
          />
        </Box>
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Breadcrumbs>
        <Anchor component={Link} to="/reports" size="sm">
          {t('reports.groups.title')}
        </Anchor>
        <Text size="sm">{group?.name ?? '…'}</Text>
      </Breadcrumbs>
      <Group gap="sm">
        {group ? <GroupIcon name={group.icon} size={28} /> : <Skeleton h={28} w={28} />}
        <Title order={1} fz={28}>
          {group?.name ?? <Skeleton h={28} w={200} />}
        </Title>
      </Group>

      {group && group.subgroups.length > 0 && (
        <SegmentedControl
          aria-label={t('reports.groups.subgroups')}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          value={subgroupId ? String(subgroupId) : ALL}
          onChange={(value) =>
            setSearch(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === ALL) next.delete('subgroup');
                else next.set('subgroup', value);
                return next;
              },
              { replace: true },
            )
          }
          data={[
            { value: ALL, label: t('reports.groups.allSubgroups') },
            ...group.subgroups.map((sub) => ({ value: String(sub.id), label: sub.name })),
          ]}
        />
      )}

      {reports.isPending ? (
        <ReportCardSkeletons />
      ) : reports.isError && !data ? (
        <Paper withBorder radius="lg">
          <QueryErrorAlert
            title={t('reports.listError')}
            error={reports.error}
            onRetry={() => void reports.refetch()}
          />
        </Paper>
      ) : data && data.data.length === 0 ? (
        <Paper withBorder radius="lg">
          <Box py={56} px="xl">
            <EmptyState
              icon={<IconChartBar size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={t('reports.groups.emptyReports')}
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
