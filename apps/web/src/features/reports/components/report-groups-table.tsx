import { Badge, Box, Button, EmptyState, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TReportGroup } from '@mirante/contracts';
import { IconFolders, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useDeleteReportGroup, useReportGroups } from '../api/reports-api';
import { GroupIcon } from './group-icon';
import { ReportGroupFormModal } from './report-group-form-modal';
import { RowActionsMenu } from '../../../components/row-actions-menu';

/** The unit's report groups with their subgroups: add, edit, delete. */
export function ReportGroupsTable() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const query = useReportGroups();
  const remove = useDeleteReportGroup();
  const [editing, setEditing] = useState<TReportGroup | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TReportGroup | null>(null);
  const manage = query.data?.policies.manage ?? false;

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
    <Stack gap="md">
      {manage && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {t('reports.groups.add')}
          </Button>
        </Group>
      )}
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Stack p="md" aria-busy="true">
            {Array.from({ length: 3 }, (_, row) => (
              <Skeleton key={row} h={14} width={`${40 + row * 15}%`} />
            ))}
          </Stack>
        ) : query.isError ? (
          <QueryErrorAlert
            title={t('reports.groups.error')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={<IconFolders size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={t('reports.groups.empty')}
            />
          </Box>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reports.groups.fields.name')}</Table.Th>
                  <Table.Th>{t('reports.groups.subgroups')}</Table.Th>
                  <Table.Th ta="right">{t('reports.groups.columns.reports')}</Table.Th>
                  <Table.Th ta="right">{t('reports.groups.fields.position')}</Table.Th>
                  <Table.Th w={56} aria-label={t('common.columns.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.data.map((group) => (
                  <Table.Tr key={group.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <GroupIcon name={group.icon} size={18} />
                        <Text fw={600} size="sm">
                          {group.name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {group.subgroups.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            —
                          </Text>
                        ) : (
                          group.subgroups.map((sub) => (
                            <Badge key={sub.id} variant="light" color="gray" size="sm">
                              {sub.name}
                            </Badge>
                          ))
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{group.reports_count}</Table.Td>
                    <Table.Td ta="right">{group.position}</Table.Td>
                    <Table.Td>
                      {manage && (
                        <RowActionsMenu
                          label={t('common.actions.menuFor', { name: group.name })}
                          actions={[
                            {
                              label: t('common.actions.edit'),
                              icon: IconPencil,
                              onClick: () => setEditing(group),
                            },
                            {
                              label: t('common.actions.delete'),
                              icon: IconTrash,
                              onClick: () => setDeleting(group),
                              color: 'red',
                            },
                          ]}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
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
