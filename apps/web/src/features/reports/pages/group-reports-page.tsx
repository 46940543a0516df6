import {
  Anchor,
  Breadcrumbs,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AsyncList, ListEmptyState } from '../../../components/list';
import { useCatalog } from '../../../lib/i18n';
import { useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportGroups, useReports } from '../api/reports-api';
import { GroupIcon } from '../components/group-icon';
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
  const list = useListState({ key: 'page_subgroup', filters: [groupId, subgroupId] });

  const valid = Number.isInteger(groupId) && groupId > 0;
  const reports = useReports({ page: list.page, search: '', perPage: PER_PAGE, groupId, subgroupId }, valid);

  if (groups.isSuccess && !group) {
    return (
      <Paper withBorder radius="lg" maw={1200} mx="auto">
        <ListEmptyState
          icon={<IconChartBar size={28} />}
          title={catalog('group_not_found')}
          description={t('reports.groups.notFound')}
        />
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

      <AsyncList
        query={reports}
        list={list}
        layout="cards"
        skeleton={<ReportCardSkeletons />}
        errorTitle={t('reports.listError')}
        empty={{ icon: <IconChartBar size={28} />, description: t('reports.groups.emptyReports') }}
      >
        {(rows) => <ReportCardGrid reports={rows} />}
      </AsyncList>
    </Stack>
  );
}
