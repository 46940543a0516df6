import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TReport } from '@mirante/contracts';
import { IconEye, IconEyeOff, IconInfoCircle, IconKey, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Column, dateColumn, textColumn } from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { KIND_ICONS, reportPath } from './report-card';

const STATUS_BADGES = {
  hidden: { color: 'gray', text: 'reports.manage.hiddenBadge' },
  maintenance: { color: 'orange', text: 'reports.maintenance.badge' },
  scheduled: { color: 'yellow', text: 'reports.maintenance.scheduledBadge' },
  active: { color: 'teal', text: 'reports.manage.activeBadge' },
} as const;

/** One state of a report as a badge: hidden, under maintenance, maintenance scheduled or active. */
export function ReportStatusBadge({ status }: { status: keyof typeof STATUS_BADGES }) {
  const { t } = useTranslation();
  const { color, text } = STATUS_BADGES[status];
  return (
    <Badge color={color} variant="light" size="sm">
      {t(text)}
    </Badge>
  );
}

/** A report's title in bold over its kind. */
export function ReportTitleText({ report }: { report: Pick<TReport, 'title' | 'kind'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600} size="sm">
        {report.title}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`reports.kinds.${report.kind}`)}
      </Text>
    </>
  );
}

function StatusBadges({ report }: { report: TReport }) {
  return (
    <Group gap={4}>
      {report.hidden && <ReportStatusBadge status="hidden" />}
      {report.in_maintenance ? (
        <ReportStatusBadge status="maintenance" />
      ) : report.maintenance_start ? (
        <ReportStatusBadge status="scheduled" />
      ) : null}
      {!report.hidden && !report.in_maintenance && !report.maintenance_start && (
        <ReportStatusBadge status="active" />
      )}
    </Group>
  );
}

/** The columns of the unit's reports list: title and kind, group, status and last change. */
export function useManagedReportColumns(): Column<TReport>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'title',
      header: t('reports.columns.title'),
      render: (report) => {
        const KindIcon = KIND_ICONS[report.kind];
        return (
          <Group gap="sm" wrap="nowrap">
            <KindIcon size={18} aria-label={t(`reports.kinds.${report.kind}`)} />
            <Stack gap={0}>
              <ReportTitleText report={report} />
            </Stack>
          </Group>
        );
      },
    },
    textColumn(
      'group',
      t('reports.columns.group'),
      (report) => [report.group_name, report.subgroup_name].filter(Boolean).join(' / ') || '—',
      { text: (report) => ({ c: report.group_name ? undefined : 'dimmed' }) },
    ),
    {
      key: 'status',
      header: t('reports.columns.status'),
      render: (report) => <StatusBadges report={report} />,
    },
    dateColumn('updatedAt', t('reports.columns.updatedAt'), (report) => report.updated_at),
  ];
}

export interface ManagedReportActions {
  onEdit: (report: TReport) => void;
  onAccess: (report: TReport) => void;
  onMaintenance: (report: TReport) => void;
  onToggleHidden: (report: TReport) => void;
  onDelete: (report: TReport) => void;
}

/** A report's "…" menu: open and details for everyone, the managing actions for an admin. */
export function ManagedReportMenu({
  report,
  actions,
}: {
  report: TReport;
  /** null: the viewer may only open the report. */
  actions: ManagedReportActions | null;
}) {
  const { t } = useTranslation();
  const manage = actions !== null;
  return (
    <RowActionsMenu
      name={report.title}
      actions={[
        { label: t('reports.manage.open'), icon: IconEye, to: reportPath(report) },
        { label: t('reports.manage.details'), icon: IconInfoCircle, to: `/${report.id}/management/view` },
        { ...editAction(t, () => actions?.onEdit(report)), hidden: !manage, divided: true },
        {
          label: t('reports.manage.access'),
          icon: IconKey,
          onClick: () => actions?.onAccess(report),
          hidden: !manage,
        },
        {
          label: t('reports.manage.maintenance'),
          icon: IconTool,
          onClick: () => actions?.onMaintenance(report),
          hidden: !manage,
        },
        {
          label: report.hidden ? t('reports.manage.show') : t('reports.manage.hide'),
          icon: report.hidden ? IconEye : IconEyeOff,
          onClick: () => actions?.onToggleHidden(report),
          hidden: !manage,
        },
        { ...deleteAction(t, () => actions?.onDelete(report)), hidden: !manage, divided: true },
      ]}
    />
  );
}
