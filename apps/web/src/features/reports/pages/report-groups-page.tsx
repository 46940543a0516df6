import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TReportGroup } from '@mirante/contracts';
import { IconFolders, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { getPageState, setPageState } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteReportGroup, useReportGroups } from '../api/reports-api';
import { GroupIcon } from '../components/group-icon';
import { ListFooter } from '../../../components/list-footer';
import { storedPageNumber } from '../components/stored-page';
import { CARD_GRID_COLS } from '../components/report-card';
import { ReportGroupFormModal } from '../components/report-group-form-modal';

const PER_PAGE = 12;

/** `reports`: the unit's report groups as cards; a group opens its subgroups and reports. */
export function ReportGroupsPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('reports.groups.pageTitle'));
  const query = useReportGroups();
  const [page, setPage] = useState(() => storedPageNumber(getPageState().page_group_report));
  const changePage = (next: number) => {
    setPage(next);
    setPageState({ page_group_report: String(next) });
  };
  // undefined: closed; null: adding; a group: editing it.
  const [editing, setEditing] = useState<TReportGroup | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TReportGroup | null>(null);
  const remove = useDeleteReportGroup();
  const manage = query.data?.policies.manage ?? false;
  const groups = query.data?.data ?? [];
  const totalPages = Math.max(1, Math.ceil(groups.length / PER_PAGE));
  const current = Math.min(page, totalPages);
  const shown = groups.slice((current - 1) * PER_PAGE, current * PER_PAGE);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync({ id: deleting.id, moveReports: deleting.reports_count > 0 });
      notifications.show({
        color: 'teal',
        message:
          result.moved > 0
            ? t('reports.groups.deletedMoved', { name: deleting.name, count: result.moved })
            : t('reports.groups.deleted', { name: deleting.name }),
      });
      setDeleting(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
    }
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('reports.groups.title')}
          </Title>
          <Text c="dimmed">{t('reports.groups.subtitle')}</Text>
        </Stack>
        {manage && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {t('reports.groups.add')}
          </Button>
        )}
      </Group>

      {query.isPending ? (
        <SimpleGrid cols={CARD_GRID_COLS} spacing="md" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={120} radius="lg" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <Paper withBorder radius="lg">
          <QueryErrorAlert
            title={t('reports.groups.error')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        </Paper>
      ) : groups.length === 0 ? (
        <Paper withBorder radius="lg">
          <Box py={56} px="xl">
            <EmptyState
              icon={<IconFolders size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={t('reports.groups.empty')}
            />
          </Box>
        </Paper>
      ) : (
        <SimpleGrid cols={CARD_GRID_COLS} spacing="md">
          {shown.map((group) => (
            <Card
              key={group.id}
              withBorder
              radius="lg"
              padding="lg"
              component={Link}
              to={`/${group.id}/reports`}
              aria-label={group.name}
              style={{ textDecoration: 'none' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <ThemeIcon
                  size={44}
                  radius="md"
                  variant="light"
                  color="var(--bi-theme-group, var(--mantine-primary-color-filled))"
                >
                  <GroupIcon name={group.icon} size={24} />
                </ThemeIcon>
                {manage && (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('common.actions.edit')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('common.actions.editNamed', { name: group.name })}
                        onClick={(event) => {
                          event.preventDefault();
                          setEditing(group);
                        }}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('common.actions.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('common.actions.deleteNamed', { name: group.name })}
                        onClick={(event) => {
                          event.preventDefault();
                          setDeleting(group);
                        }}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
              <Text fw={600} mt="md" lineClamp={1}>
                {group.name}
              </Text>
              <Group gap="xs" mt={6}>
                <Badge variant="light" size="sm">
                  {t('reports.groups.reportsCount', { count: group.reports_count })}
                </Badge>
                {group.subgroups.length > 0 && (
                  <Badge variant="light" color="gray" size="sm">
                    {t('reports.groups.subgroupsCount', { count: group.subgroups.length })}
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <ListFooter
        page={current}
        perPage={PER_PAGE}
        total={groups.length}
        shown={shown.length}
        onChange={changePage}
      />

      <ReportGroupFormModal
        opened={editing !== undefined}
        group={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          notifications.show({
            color: 'teal',
            message: t(created ? 'reports.groups.created' : 'reports.groups.updated', { name: saved.name }),
          });
          setEditing(undefined);
        }}
      />
      <DeleteConfirmModal
        opened={deleting !== null}
        itemName={deleting?.name ?? ''}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        description={
          deleting && deleting.reports_count > 0 ? (
            <Text size="sm">{t('reports.groups.deleteMovesReports', { count: deleting.reports_count })}</Text>
          ) : undefined
        }
      />
    </Stack>
  );
}
