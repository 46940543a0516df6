import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useDebouncedValue } from '@mantine/hooks';
import type { TAudienceReport, TAudienceUser } from '@mirante/contracts';
import { IconReportAnalytics, IconSend, IconTool, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, ListTable, textColumn, useNotices } from '../../../components/list';
import { useListState } from '../../../lib/list';
import {
  type UnitChoice,
  useMemberReports,
  usePickReports,
  usePickUsers,
  useReportAudience,
  useStartMaintenance,
} from '../api/notifications';

/** Puts the report in maintenance after a confirmation; the server notifies its audience. */
function StartMaintenanceButton({ report }: { report: { id: number; title: string } }) {
  const { t } = useTranslation();
  const start = useStartMaintenance();
  const notices = useNotices();
  return (
    <Button
      variant="light"
      color="yellow"
      leftSection={<IconTool size={16} />}
      loading={start.isPending}
      onClick={() =>
        modals.openConfirmModal({
          title: t('notifications.audience.startMaintenanceTitle', { title: report.title }),
          centered: true,
          children: <Text size="sm">{t('notifications.audience.startMaintenanceText')}</Text>,
          labels: {
            confirm: t('notifications.audience.startMaintenance'),
            cancel: t('common.actions.cancel'),
          },
          confirmProps: { color: 'yellow' },
          onConfirm: () =>
            void notices.run(
              () => start.mutateAsync(report.id),
              t('notifications.audience.startMaintenanceDone', { title: report.title }),
            ),
        })
      }
    >
      {t('notifications.audience.startMaintenance')}
    </Button>
  );
}

function UsersByReport({
  onNotify,
  companyId,
  canMaintain,
}: {
  onNotify: (users: TAudienceUser[]) => void;
  companyId: UnitChoice;
  /** The unit's own admins put reports in maintenance. */
  canMaintain: boolean;
}) {
  const { t } = useTranslation();
  const [reportId, setReportId] = useState<number | null>(null);
  const list = useListState({ filters: [reportId] });
  const reports = usePickReports('', companyId);
  const query = useReportAudience(reportId, { page: list.page, search: list.search, companyId });
  const report = reports.data?.data.find((r) => r.id === reportId);
  const columns: Column<TAudienceUser>[] = [
    textColumn('name', t('notifications.columns.name'), (u) => u.name),
    textColumn('email', t('notifications.columns.email'), (u) => u.email),
    textColumn('profile', t('notifications.columns.profile'), (u) => t(`profiles.${u.profile}`)),
  ];
  const people = query.data?.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={4}>{t('notifications.audience.byReport')}</Title>
      <Select
        label={t('notifications.audience.report')}
        placeholder={t('notifications.audience.reportPlaceholder')}
        data={(reports.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.title }))}
        searchable
        value={reportId === null ? null : String(reportId)}
        onChange={(value) => setReportId(value ? Number(value) : null)}
      />
      {reportId === null ? null : (
        <>
          <ListTable
            query={query}
            list={list}
            errorTitle={t('notifications.audience.errorTitle')}
            empty={{ icon: <IconUsers size={28} />, description: t('notifications.audience.emptyUsers') }}
            columns={columns}
            rowKey={(u) => u.id}
            minWidth={420}
            loadingLabel={t('notifications.audience.loading')}
          />
          <Group gap="sm">
            <Button
              leftSection={<IconSend size={16} />}
              disabled={people.length === 0}
              onClick={() => onNotify(people)}
            >
              {t('notifications.audience.notify')}
            </Button>
            {canMaintain && report ? <StartMaintenanceButton report={report} /> : null}
          </Group>
        </>
      )}
    </Stack>
  );
}

function ReportsByUser({ companyId }: { companyId: UnitChoice }) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = useListState({ filters: [userId] });
  const users = usePickUsers(debounced, companyId, true);
  const query = useMemberReports(userId, { page: list.page, search: list.search, companyId });
  const columns: Column<TAudienceReport>[] = [
    textColumn('title', t('notifications.columns.title'), (r) => r.title),
    {
      key: 'status',
      header: t('notifications.columns.status'),
      render: (r) =>
        r.in_maintenance ? (
          <Badge color="yellow" variant="light">
            {t('notifications.audience.inMaintenance')}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {t('notifications.audience.available')}
          </Badge>
        ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={4}>{t('notifications.audience.byUser')}</Title>
      <Select
        label={t('notifications.audience.user')}
        placeholder={t('notifications.audience.userPlaceholder')}
        data={(users.data?.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` }))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        value={userId === null ? null : String(userId)}
        onChange={(value) => setUserId(value ? Number(value) : null)}
      />
      {userId === null ? null : (
        <ListTable
          query={query}
          list={list}
          errorTitle={t('notifications.audience.errorTitle')}
          empty={{
            icon: <IconReportAnalytics size={28} />,
            description: t('notifications.audience.emptyReports'),
          }}
          columns={columns}
          rowKey={(r) => r.id}
          minWidth={360}
          loadingLabel={t('notifications.audience.loading')}
        />
      )}
    </Stack>
  );
}

/** "Users by report" and "reports by user": who to address, seen from a report or from a person. */
export function AudiencePanel({
  canPickPeople,
  onNotify,
  companyId,
}: {
  canPickPeople: boolean;
  onNotify: (users: TAudienceUser[]) => void;
  companyId: UnitChoice;
}) {
  return (
    <SimpleGrid cols={{ base: 1, lg: canPickPeople ? 2 : 1 }} spacing="xl">
      <UsersByReport
        onNotify={onNotify}
        companyId={companyId}
        canMaintain={canPickPeople && companyId === undefined}
      />
      {canPickPeople ? <ReportsByUser companyId={companyId} /> : null}
    </SimpleGrid>
  );
}
