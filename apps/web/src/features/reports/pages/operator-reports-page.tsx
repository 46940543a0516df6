import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TPartnerReport } from '@mirante/contracts';
import { IconChartBar, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, dateColumn, ListPage, ListSearch, ListTable } from '../../../components/list';
import { useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { type OperatorReportsFilters, useOperatorReports } from '../api/reports-api';
import { ReportStatusBadge, ReportTitleText } from '../components/managed-reports-columns';
import { OperatorReportFilterBar, OperatorReportTotals } from '../components/operator-report-filters';

const dash = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

function useColumns(): Column<TPartnerReport>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'title',
      header: t('reports.columns.title'),
      // Opens the report as its unit shows it (an external link on its own screen).
      render: (report) => (
        <Anchor
          component={Link}
          to={report.kind === 'external' ? `/${report.id}/reports/external` : `/${report.id}/management/view`}
          c="inherit"
          underline="hover"
        >
          <ReportTitleText report={report} />
        </Anchor>
      ),
    },
    {
      key: 'unit',
      header: t('reports.operator.unit'),
      render: (report) => (
        <Stack gap={0}>
          <Text size="sm">{report.company_name}</Text>
          <Text size="xs" c="dimmed">
            {report.partner_name ?? '—'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'account',
      header: t('reports.operator.providerAccount'),
      render: (report) =>
        report.provider_account ? <Text size="sm">{report.provider_account.name}</Text> : dash,
    },
    {
      key: 'capacity',
      header: t('reports.operator.capacity'),
      render: (report) =>
        report.capacity ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{report.capacity.name}</Text>
            <Badge variant="light" color="gray" size="sm">
              {report.capacity.size}
            </Badge>
            {report.capacity.state ? (
              <Text size="xs" c="dimmed">
                {report.capacity.state}
              </Text>
            ) : null}
          </Group>
        ) : (
          dash
        ),
    },
    {
      key: 'status',
      header: t('reports.columns.status'),
      render: (report) => (
        <ReportStatusBadge
          status={report.hidden ? 'hidden' : report.in_maintenance ? 'maintenance' : 'active'}
        />
      ),
    },
    dateColumn('createdAt', t('reports.operator.createdAt'), (report) => report.created_at),
  ];
}

/**
 * `report/a2m`: the operator's read-only view of which unit uses which report, through which
 * provider account and capacity, by partner; filtered, searched, paginated, with totals.
 */
export function OperatorReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reports.operator.pageTitle'));
  const [filters, setFilters] = useState<OperatorReportsFilters>({});
  const list = useListState({ filters: [filters.partnerId, filters.companyId, filters.providerAccountId] });
  const query = useOperatorReports({ page: list.page, search: list.search, ...filters });
  const filtered = Boolean(
    list.search || filters.partnerId || filters.companyId || filters.providerAccountId,
  );
  const columns = useColumns();

  return (
    <ListPage title={t('reports.operator.title')} description={t('reports.operator.subtitle')}>
      <Group justify="space-between" wrap="wrap" gap="md" align="flex-end">
        <OperatorReportFilterBar value={filters} onChange={setFilters} />
        <ListSearch
          state={list}
          label={t('reports.search')}
          placeholder={t('reports.operator.searchPlaceholder')}
          clearLabel={t('reports.clearSearch')}
          busy={query.isFetching && Boolean(query.data)}
        />
      </Group>
      <OperatorReportTotals totals={query.data?.totals} />
      <ListTable
        query={query}
        list={list}
        errorTitle={t('reports.listError')}
        empty={{
          icon: filtered ? <IconSearch size={28} /> : <IconChartBar size={28} />,
          description: filtered ? t('reports.operator.emptyFiltered') : t('reports.operator.empty'),
        }}
        columns={columns}
        rowKey={(report) => report.id}
        rowTestId={(report) => `operator-report-${report.id}`}
        minWidth={960}
        skeletonRows={4}
      />
    </ListPage>
  );
}
