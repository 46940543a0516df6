import {
  ActionIcon,
  Badge,
  Box,
  Button,
  CloseButton,
  EmptyState,
  Group,
  Loader,
  Menu,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { REPORT_KINDS, type ReportKind, type TReport } from '@mirante/contracts';
import {
  IconChartBar,
  IconDots,
  IconEye,
  IconEyeOff,
  IconFolders,
  IconInfoCircle,
  IconKey,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTool,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useCatalog } from '../../../lib/i18n';
import { useStoredConfig } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteReport, useReportGroups, useReports, useSetReportHidden } from '../api/reports-api';
import { ListFooter } from '../../../components/list-footer';
import { MaintenanceModal } from '../components/maintenance-modal';
import { ReportAccessModal } from '../components/report-access-modal';
import { KIND_ICONS, reportPath } from '../components/report-card';
import { ReportFormModal } from '../components/report-form-modal';
import { ReportGroupsTable } from '../components/report-groups-table';

const SEARCH_DEBOUNCE_MS = 300;

function ReportsTable() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [kind, setKind] = useState<ReportKind | undefined>();
  const [groupId, setGroupId] = useState<number | undefined>();
  // undefined: closed; null: adding; a number: editing that report.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [granting, setGranting] = useState<TReport | null>(null);
  const [maintaining, setMaintaining] = useState<TReport | null>(null);
  const [deleting, setDeleting] = useState<TReport | null>(null);
  const groups = useReportGroups();
  const remove = useDeleteReport();
  const hide = useSetReportHidden();

  useEffect(() => setPage(1), [search, kind, groupId]);
  const query = useReports({ page, search, kind, groupId });
  const data = query.data;
  const manage = data?.policies.manage ?? false;
  // The unit's partner may not let it add reports ("allow unit to add reports").
  const mayAdd = useStoredConfig().allow_add_reports !== false;

  const fail = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: isApiError(error) ? error.message : catalog('unexpected_error'),
    });

  async function toggleHidden(report: TReport) {
    try {
      await hide.mutateAsync({ id: report.id, hidden: !report.hidden });
      notifications.show({
        color: 'teal',
        message: t(report.hidden ? 'reports.manage.shown' : 'reports.manage.hidden', { name: report.title }),
      });
    } catch (error) {
      fail(error);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'teal', message: t('reports.manage.deleted', { name: deleting.title }) });
      setDeleting(null);
    } catch (error) {
      fail(error);
    }
  }

  const header = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('reports.columns.title')}</Table.Th>
        <Table.Th>{t('reports.columns.group')}</Table.Th>
        <Table.Th>{t('reports.columns.status')}</Table.Th>
        <Table.Th>{t('reports.columns.updatedAt')}</Table.Th>
        <Table.Th w={56} aria-label={t('common.columns.actions')} />
      </Table.Tr>
    </Table.Thead>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="sm" wrap="wrap">
          <TextInput
            w={{ base: '100%', xs: 280 }}
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
        {manage && mayAdd && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {t('reports.manage.add')}
          </Button>
        )}
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-busy="true">
              {header}
              <Table.Tbody>
                {Array.from({ length: 5 }, (_, row) => (
                  <Table.Tr key={row}>
                    <Table.Td colSpan={5}>
                      <Skeleton h={14} width={`${50 + ((row * 13) % 40)}%`} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : query.isError && !data ? (
          <QueryErrorAlert
            title={t('reports.listError')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={search ? <IconSearch size={28} /> : <IconChartBar size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={search || kind || groupId ? t('reports.emptyFiltered') : t('reports.manage.empty')}
            />
          </Box>
        ) : data ? (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              {header}
              <Table.Tbody>
                {data.data.map((report) => {
                  const KindIcon = KIND_ICONS[report.kind];
                  return (
                    <Table.Tr key={report.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <KindIcon size={18} aria-label={t(`reports.kinds.${report.kind}`)} />
                          <Stack gap={0}>
                            <Text fw={600} size="sm">
                              {report.title}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {t(`reports.kinds.${report.kind}`)}
                            </Text>
                          </Stack>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={report.group_name ? undefined : 'dimmed'}>
                          {[report.group_name, report.subgroup_name].filter(Boolean).join(' / ') || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {report.hidden && (
                            <Badge color="gray" variant="light" size="sm">
                              {t('reports.manage.hiddenBadge')}
                            </Badge>
                          )}
                          {report.in_maintenance ? (
                            <Badge color="orange" variant="light" size="sm">
                              {t('reports.maintenance.badge')}
                            </Badge>
                          ) : report.maintenance_start ? (
                            <Badge color="yellow" variant="light" size="sm">
                              {t('reports.maintenance.scheduledBadge')}
                            </Badge>
                          ) : null}
                          {!report.hidden && !report.in_maintenance && !report.maintenance_start && (
                            <Badge color="teal" variant="light" size="sm">
                              {t('reports.manage.activeBadge')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {formatDate(report.updated_at)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('common.actions.menuFor', { name: report.title })}
                            >
                              <IconDots size={18} />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item
                              component={Link}
                              to={reportPath(report)}
                              leftSection={<IconEye size={16} />}
                            >
                              {t('reports.manage.open')}
                            </Menu.Item>
                            <Menu.Item
                              component={Link}
                              to={`/${report.id}/management/view`}
                              leftSection={<IconInfoCircle size={16} />}
                            >
                              {t('reports.manage.details')}
                            </Menu.Item>
                            {manage && (
                              <>
                                <Menu.Divider />
                                <Menu.Item
                                  leftSection={<IconPencil size={16} />}
                                  onClick={() => setEditing(report.id)}
                                >
                                  {t('common.actions.edit')}
                                </Menu.Item>
                                <Menu.Item
                                  leftSection={<IconKey size={16} />}
                                  onClick={() => setGranting(report)}
                                >
                                  {t('reports.manage.access')}
                                </Menu.Item>
                                <Menu.Item
                                  leftSection={<IconTool size={16} />}
                                  onClick={() => setMaintaining(report)}
                                >
                                  {t('reports.manage.maintenance')}
                                </Menu.Item>
                                <Menu.Item
                                  leftSection={
                                    report.hidden ? <IconEye size={16} /> : <IconEyeOff size={16} />
                                  }
                                  onClick={() => void toggleHidden(report)}
                                >
                                  {report.hidden ? t('reports.manage.show') : t('reports.manage.hide')}
                                </Menu.Item>
                                <Menu.Divider />
                                <Menu.Item
                                  color="red"
                                  leftSection={<IconTrash size={16} />}
                                  onClick={() => setDeleting(report)}
                                >
                                  {t('common.actions.delete')}
                                </Menu.Item>
                              </>
                            )}
                          </Menu.Dropdown>
                        </Menu>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>

      {data && (
        <ListFooter
          page={data.page}
          perPage={data.per_page}
          total={data.total}
          shown={data.data.length}
          onChange={setPage}
        />
      )}

      <ReportFormModal
        opened={editing !== undefined}
        reportId={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          notifications.show({
            color: 'teal',
            message: t(created ? 'reports.manage.created' : 'reports.manage.updated', { name: saved.title }),
          });
          setEditing(undefined);
        }}
      />
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
          notifications.show({
            color: 'teal',
            message: t('reports.maintenance.saved', { name: saved.title }),
          });
          setMaintaining(null);
        }}
      />
      <DeleteConfirmModal
        opened={deleting !== null}
        itemName={deleting?.title ?? ''}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}

/** `management/report`: the unit's reports (add, edit, access, maintenance, hide, delete) and groups. */
export function ManagementReportPage() {
  const { t } = useTranslation();
  usePageTitle(t('reports.manage.pageTitle'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'groups' ? 'groups' : 'reports';
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('reports.manage.title')}
        </Title>
        <Text c="dimmed">{t('reports.manage.subtitle')}</Text>
      </Stack>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'groups') updated.set('tab', 'groups');
              else updated.delete('tab');
              return updated;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="reports" leftSection={<IconChartBar size={16} />}>
            {t('reports.manage.tabReports')}
          </Tabs.Tab>
          <Tabs.Tab value="groups" leftSection={<IconFolders size={16} />}>
            {t('reports.manage.tabGroups')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports">
          <ReportsTable />
        </Tabs.Panel>
        <Tabs.Panel value="groups">
          <ReportGroupsTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
