import { Alert, Group, SegmentedControl, Select } from '@mantine/core';
import type { TAnalyzeCapacity, TAnalyzeReport, TAnalyzeUnit, TAnalyzeUser } from '@mirante/contracts';
import { IconChartBar, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, ListSearch, ListTable, textColumn } from '../../../components/list';
import { formatDate, formatNumber } from '../../../lib/format';
import { useListState } from '../../../lib/list';
import {
  type AnalyzeFilters,
  type InactiveFilter,
  useAnalyzeCapacities,
  useAnalyzeReports,
  useAnalyzeUnits,
  useAnalyzeUsers,
} from '../api/analyze-api';

function useNumber() {
  const { i18n } = useTranslation();
  return (value: number) => formatNumber(value, i18n.language);
}

function numberColumn<T>(key: string, header: string, value: (row: T) => number, n: (v: number) => string) {
  return textColumn<T>(key, header, (row) => n(value(row)), { align: 'right' });
}

function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (h > 0) return `${h} h ${m} min`;
  return m > 0 ? `${m} min` : `${seconds} s`;
}

function Empty() {
  const { t } = useTranslation();
  return { icon: <IconChartBar size={28} />, description: t('analyze.empty') };
}

export function UnitsTable({ filters }: { filters: AnalyzeFilters }) {
  const { t } = useTranslation();
  const n = useNumber();
  const list = useListState({ filters: Object.values(filters) });
  const query = useAnalyzeUnits(filters, list.page, list.search);
  const columns: Column<TAnalyzeUnit>[] = [
    textColumn('unit', t('analyze.columns.unit'), (r) => r.company_name, { text: { fw: 600 } }),
    textColumn('partner', t('analyze.columns.partner'), (r) => r.partner_name, { text: { c: 'dimmed' } }),
    numberColumn('views', t('analyze.columns.views'), (r) => r.views, n),
    numberColumn('viewerDays', t('analyze.columns.viewerDays'), (r) => r.viewer_days, n),
    numberColumn('users', t('analyze.columns.users'), (r) => r.users, n),
    numberColumn('inactive30', t('analyze.columns.inactive30'), (r) => r.inactive_30, n),
  ];
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <ListSearch state={list} label={t('analyze.search')} clearLabel={t('analyze.clearSearch')} />
      </Group>
      <ListTable
        query={query}
        list={list}
        errorTitle={t('analyze.errorTitle')}
        empty={Empty()}
        columns={columns}
        rowKey={(r) => r.company_id}
        minWidth={760}
        loadingLabel={t('analyze.loading')}
      />
    </>
  );
}

function PickPartner() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" icon={<IconInfoCircle size={20} />}>
      {t('analyze.pickPartner')}
    </Alert>
  );
}

export function ReportsTable({ filters, narrowed }: { filters: AnalyzeFilters; narrowed: boolean }) {
  const { t } = useTranslation();
  const n = useNumber();
  const [opened, setOpened] = useState<'all' | 'never'>('all');
  const list = useListState({ filters: [...Object.values(filters), opened] });
  const query = useAnalyzeReports(filters, list.page, list.search, opened, narrowed);
  if (!narrowed) return <PickPartner />;
  const columns: Column<TAnalyzeReport>[] = [
    textColumn('report', t('analyze.columns.report'), (r) => r.title, { text: { fw: 600 } }),
    textColumn('unit', t('analyze.columns.unit'), (r) => r.company_name, { text: { c: 'dimmed' } }),
    numberColumn('views', t('analyze.columns.views'), (r) => r.views, n),
    numberColumn('viewers', t('analyze.columns.viewers'), (r) => r.viewers, n),
    textColumn('time', t('analyze.columns.time'), (r) => duration(r.seconds), { align: 'right' }),
    textColumn('lastView', t('analyze.columns.lastView'), (r) =>
      r.last_view_day ? formatDate(r.last_view_day) : t('analyze.never'),
    ),
  ];
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <SegmentedControl
          value={opened}
          onChange={(value) => setOpened(value as 'all' | 'never')}
          data={[
            { value: 'all', label: t('analyze.reportsFilter.all') },
            { value: 'never', label: t('analyze.reportsFilter.never') },
          ]}
        />
        <ListSearch state={list} label={t('analyze.search')} clearLabel={t('analyze.clearSearch')} />
      </Group>
      <ListTable
        query={query}
        list={list}
        errorTitle={t('analyze.errorTitle')}
        empty={Empty()}
        columns={columns}
        rowKey={(r) => r.report_id}
        rowTestId={(r) => `analyze-report-${r.report_id}`}
        minWidth={760}
        loadingLabel={t('analyze.loading')}
      />
    </>
  );
}

export function UsersTable({ filters, narrowed }: { filters: AnalyzeFilters; narrowed: boolean }) {
  const { t } = useTranslation();
  const n = useNumber();
  const [inactive, setInactive] = useState<InactiveFilter | null>(null);
  const list = useListState({ filters: [...Object.values(filters), inactive] });
  const query = useAnalyzeUsers(filters, list.page, list.search, inactive, narrowed);
  if (!narrowed) return <PickPartner />;
  const columns: Column<TAnalyzeUser>[] = [
    textColumn('name', t('analyze.columns.name'), (r) => r.name, { text: { fw: 600 } }),
    textColumn('email', t('analyze.columns.email'), (r) => r.email, { text: { c: 'dimmed' } }),
    textColumn('unit', t('analyze.columns.unit'), (r) => r.company_name),
    numberColumn('views', t('analyze.columns.views'), (r) => r.views, n),
    textColumn('lastView', t('analyze.columns.lastView'), (r) =>
      r.last_view_day ? formatDate(r.last_view_day) : t('analyze.never'),
    ),
    textColumn('signedIn', t('analyze.columns.signedIn'), (r) =>
      r.signed_in ? t('analyze.yes') : t('analyze.no'),
    ),
  ];
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('analyze.usersFilter.label')}
          w={260}
          value={inactive ?? 'all'}
          allowDeselect={false}
          onChange={(value) => setInactive(value === 'all' || !value ? null : (value as InactiveFilter))}
          data={[
            { value: 'all', label: t('analyze.usersFilter.all') },
            { value: '7', label: t('analyze.usersFilter.d7') },
            { value: '30', label: t('analyze.usersFilter.d30') },
            { value: '90', label: t('analyze.usersFilter.d90') },
            { value: 'never_signed_in', label: t('analyze.usersFilter.never') },
          ]}
        />
        <ListSearch state={list} label={t('analyze.search')} clearLabel={t('analyze.clearSearch')} />
      </Group>
      <ListTable
        query={query}
        list={list}
        errorTitle={t('analyze.errorTitle')}
        empty={Empty()}
        columns={columns}
        rowKey={(r) => `${r.user_id}-${r.company_name}`}
        minWidth={860}
        loadingLabel={t('analyze.loading')}
      />
    </>
  );
}

export function CapacitiesTable({ filters }: { filters: AnalyzeFilters }) {
  const { t, i18n } = useTranslation();
  const query = useAnalyzeCapacities(filters);
  const columns: Column<TAnalyzeCapacity>[] = [
    textColumn('capacity', t('analyze.columns.capacity'), (r) => r.name, { text: { fw: 600 } }),
    textColumn('unit', t('analyze.columns.unit'), (r) => r.company_name),
    textColumn('state', t('analyze.columns.state'), (r) => r.state ?? '—', { text: { c: 'dimmed' } }),
    textColumn(
      'runningHours',
      t('analyze.columns.runningHours'),
      (r) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(r.running_hours),
      { align: 'right' },
    ),
  ];
  return (
    <ListTable
      query={query}
      errorTitle={t('analyze.errorTitle')}
      empty={Empty()}
      columns={columns}
      rowKey={(r) => r.capacity_id}
      minWidth={640}
      loadingLabel={t('analyze.loading')}
    />
  );
}
