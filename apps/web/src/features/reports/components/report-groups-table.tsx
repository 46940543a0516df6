import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TReportGroup } from '@mirante/contracts';
import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddButton, type Column, ListTable } from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { useReportGroups } from '../api/reports-api';
import { GroupIcon } from './group-icon';
import { useReportGroupEditing } from './report-group-editing';

function useColumns(): Column<TReportGroup>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      header: t('reports.groups.fields.name'),
      render: (group) => (
        <Group gap="xs" wrap="nowrap">
          <GroupIcon name={group.icon} size={18} />
          <Text fw={600} size="sm">
            {group.name}
          </Text>
        </Group>
      ),
    },
    {
      key: 'subgroups',
      header: t('reports.groups.subgroups'),
      render: (group) => (
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
      ),
    },
    {
      key: 'reports',
      header: t('reports.groups.columns.reports'),
      align: 'right',
      render: (group) => group.reports_count,
    },
    {
      key: 'position',
      header: t('reports.groups.fields.position'),
      align: 'right',
      render: (group) => group.position,
    },
  ];
}

/** The unit's report groups with their subgroups: add, edit, delete. */
export function ReportGroupsTable() {
  const { t } = useTranslation();
  const columns = useColumns();
  const query = useReportGroups();
  const editing = useReportGroupEditing();
  const manage = query.data?.policies.manage ?? false;

  return (
    <Stack gap="md">
      {manage && (
        <Group justify="flex-end">
          <AddButton onClick={() => editing.edit(null)}>{t('reports.groups.add')}</AddButton>
        </Group>
      )}
      <ListTable
        query={query}
        errorTitle={t('reports.groups.error')}
        empty={{ icon: <IconFolders size={28} />, description: t('reports.groups.empty') }}
        columns={columns}
        rowKey={(group) => group.id}
        minWidth={600}
        withActions
        rowActions={(group) =>
          manage && (
            <RowActionsMenu
              name={group.name}
              actions={[
                editAction(t, () => editing.edit(group)),
                deleteAction(t, () => editing.remove(group)),
              ]}
            />
          )
        }
        skeletonRows={3}
      />
      {editing.modals}
    </Stack>
  );
}
