import type { TPartnerReport } from '@mirante/contracts';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Column, dateColumn, ListPage, ListSearch, ListTable } from '../../../components/list';
import { useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorReports } from '../api/reports-api';
import { ReportStatusBadge, ReportTitleText } from '../components/managed-reports-columns';

/** `report/a2m`: the operator's read-only list of reports across partners and units. */
export function OperatorReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reports.operator.pageTitle'));
  const list = useListState();
  const query = useOperatorReports({ page: list.page, search: list.search });
  const columns: Column<TPartnerReport>[] = [
    {
      key: 'title',
      header: t('reports.columns.title'),
      render: (report) => <ReportTitleText report={report} />,
    },
    { key: 'unit', header: t('reports.operator.unit'), render: (report) => report.company_name },
    { key: 'partner', header: t('reports.operator.partner'), render: (report) => report.partner_name ?? '—' },
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

  return (
    <ListPage title={t('reports.operator.title')} description={t('reports.operator.subtitle')}>
      <ListSearch
        state={list}
        label={t('reports.search')}
        placeholder={t('reports.searchPlaceholder')}
        clearLabel={t('reports.clearSearch')}
        busy={query.isFetching && Boolean(query.data)}
      />
      <ListTable
        query={query}
        list={list}
        errorTitle={t('reports.listError')}
        empty={{
          icon: <IconChartBar size={28} />,
          description: list.search ? t('reports.emptyFiltered') : t('reports.operator.empty'),
        }}
        columns={columns}
        rowKey={(report) => report.id}
        skeletonRows={2}
      />
    </ListPage>
  );
}
