import { Group, Select, Stack } from '@mantine/core';
import { REPORT_KINDS, type ReportKind, type TReport } from '@mirante/contracts';
import { IconChartBar, IconFolders, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  ListPage,
  ListSearch,
  ListTable,
  type PageTab,
  PageTabs,
  useDeleteDialog,
  useFormTarget,
  useNotices,
} from '../../../components/list';
import { useListState, useTabParam } from '../../../lib/list';
import { useStoredConfig } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteReport, useReportGroups, useReports, useSetReportHidden } from '../api/reports-api';
import { MaintenanceModal } from '../components/maintenance-modal';
import {
  type ManagedReportActions,
  ManagedReportMenu,
  useManagedReportColumns,
} from '../components/managed-reports-columns';
import { ReportAccessModal } from '../components/report-access-modal';
import { ReportFormModal } from '../components/report-form-modal';
import { ReportGroupsTable } from '../components/report-groups-table';

function ReportsTable() {
  const { t } = useTranslation();
  const columns = useManagedReportColumns();
  const notices = useNotices();
  const [kind, setKind] = useState<ReportKind | undefined>();
  const [groupId, setGroupId] = useState<number | undefined>();
  const list = useListState({ filters: [kind, groupId] });
  const { search } = list;
  // The id of the report being edited.
  const editing = useFormTarget<number, TReport>({
    saved: (row, created) =>
      t(created ? 'reports.manage.created' : 'reports.manage.updated', { name: row.title }),
  });
  const [granting, setGranting] = useState<TReport | null>(null);
  const [maintaining, setMaintaining] = useState<TReport | null>(null);
  const groups = useReportGroups();
  const remove = useDeleteReport();
  const hide = useSetReportHidden();
  const deletion = useDeleteDialog<TReport>({
    mutation: remove,
    deleted: (report) => t('reports.manage.deleted', { name: report.title }),
    nameOf: (report) => report.title,
  });

  const query = useReports({ page: list.page, search, kind, groupId });
  const data = query.data;
  const manage = data?.policies.manage ?? false;
  // The unit's partner may not let it add reports ("allow unit to add reports").
  const mayAdd = useStoredConfig().allow_add_reports !== false;

  function toggleHidden(report: TReport) {
    void notices.run(
      () => hide.mutateAsync({ id: report.id, hidden: !report.hidden }),
      t(report.hidden ? 'reports.manage.shown' : 'reports.manage.hidden', { name: report.title }),
    );
  }

  const actions: ManagedReportActions | null = manage
    ? {
        onEdit: (report) => editing.edit(report.id),
        onAccess: setGranting,
        onMaintenance: setMaintaining,
        onToggleHidden: toggleHidden,
        onDelete: deletion.ask,
      }
    : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="sm" wrap="wrap">
          <ListSearch
            state={list}
            w={{ base: '100%', xs: 280 }}
            label={t('reports.search')}
            placeholder={t('reports.searchPlaceholder')}
            clearLabel={t('reports.clearSearch')}
            busy={query.isFetching && Boolean(data)}
          />
          <Select
            w={170}
            aria-label={t('reports.filterKind')}
            placeholder={t('reports.allKinds')}
            clearable
            data={REPORT_KINDS.map((value) => ({ value, label: t(`reports.kinds.${value}`) }))}
            value={kind ?? null}
            onChange={(value) => setKind((value as ReportKind | null) ?? undefined)}
          />
          <Select
            w={200}
            aria-label={t('reports.filterGroup')}
            placeholder={t('reports.allGroups')}
            clearable
            data={(groups.data?.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
            value={groupId ? String(groupId) : null}
            onChange={(value) => setGroupId(value ? Number(value) : undefined)}
          />
        </Group>
        {manage && mayAdd && <AddButton onClick={editing.add}>{t('reports.manage.add')}</AddButton>}
      </Group>

      <ListTable
        query={query}
        list={list}
        errorTitle={t('reports.listError')}
        empty={{
          icon: search ? <IconSearch size={28} /> : <IconChartBar size={28} />,
          description: search || kind || groupId ? t('reports.emptyFiltered') : t('reports.manage.empty'),
        }}
        columns={columns}
        rowKey={(report) => report.id}
        rowActions={(report) => <ManagedReportMenu report={report} actions={actions} />}
      />

      <ReportFormModal {...editing.form} reportId={editing.value} />
      <ReportAccessModal
        report={granting}
        onClose={() => {
          setGranting(null);
        }}
      />
      <MaintenanceModal
        report={maintaining}
        onClose={() => setMaintaining(null)}
        onSaved={(saved) => {
          notices.done(t('reports.maintenance.saved', { name: saved.title }));
          setMaintaining(null);
        }}
      />
      {deletion.modal}
    </Stack>
  );
}

/**
 * `management/report`: the unit's reports (add, edit, access, maintenance, hide, delete) and groups;
 * `extraTabs` adds tabs of other areas after them (the screen composing this page hands them in).
 */
export function ManagementReportPage({ extraTabs = [] }: { extraTabs?: PageTab[] } = {}) {
  const { t } = useTranslation();
  usePageTitle(t('reports.manage.pageTitle'));
  const [tab, setTab] = useTabParam(['reports', 'groups', ...extraTabs.map((extra) => extra.value)]);
  return (
    <ListPage title={t('reports.manage.title')} description={t('reports.manage.subtitle')}>
      <PageTabs
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'reports',
            label: t('reports.manage.tabReports'),
            icon: IconChartBar,
            panel: <ReportsTable />,
          },
          {
            value: 'groups',
            label: t('reports.manage.tabGroups'),
            icon: IconFolders,
            panel: <ReportGroupsTable />,
          },
          ...extraTabs,
        ]}
      />
    </ListPage>
  );
}
