import { Alert, Group, Stack, Text } from '@mantine/core';
import type { TAutoTask } from '@mirante/contracts';
import { IconChecklist, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddButton, ListSearch, ListTable, useDeleteDialog, useFormTarget } from '../../../components/list';
import { useListState } from '../../../lib/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { useDeleteTask, useTasks } from '../api/auto-actions';
import { TaskFormModal } from './task-form-modal';

/** What a task acts on, as the list shows it. */
function targetOf(task: TAutoTask): string {
  if (task.type === 'capacity') return [task.capacity_name, task.size].filter(Boolean).join(' → ');
  if (task.type === 'notification') return `#${task.template_id ?? ''}`;
  return task.report_title ?? '';
}

/** The unit's tasks: add, edit and delete (deleting one deletes its triggers). */
export function TasksPanel() {
  const { t } = useTranslation();
  const list = useListState();
  const query = useTasks({ page: list.page, search: list.search });
  const editing = useFormTarget<TAutoTask>({
    saved: (row, created) =>
      t(created ? 'autoActions.tasks.created' : 'autoActions.tasks.saved', { name: row.name }),
  });
  const deletion = useDeleteDialog<TAutoTask>({
    mutation: useDeleteTask(),
    deleted: (row) => t('autoActions.tasks.deleted', { name: row.name }),
    description: () => (
      <Alert variant="light" color="yellow" icon={<IconInfoCircle size={20} />}>
        {t('autoActions.tasks.deleteWarning')}
      </Alert>
    ),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <ListSearch
          state={list}
          label={t('autoActions.search')}
          placeholder={t('autoActions.searchPlaceholder')}
          clearLabel={t('autoActions.clearSearch')}
          busy={query.isFetching && Boolean(query.data)}
          size="sm"
        />
        <AddButton onClick={editing.add}>{t('autoActions.tasks.add')}</AddButton>
      </Group>
      <ListTable
        query={query}
        list={list}
        errorTitle={t('autoActions.errorTitle')}
        empty={{
          icon: <IconChecklist size={28} />,
          description: list.search ? t('autoActions.emptySearch') : t('autoActions.tasks.empty'),
        }}
        columns={[
          {
            key: 'name',
            header: t('autoActions.tasks.fields.name'),
            render: (row) => (
              <Text fw={600} size="sm">
                {row.name}
              </Text>
            ),
          },
          {
            key: 'type',
            header: t('autoActions.tasks.fields.type'),
            render: (row) => t(`autoActions.tasks.types.${row.type}`),
          },
          {
            key: 'action',
            header: t('autoActions.tasks.fields.action'),
            render: (row) => t(`autoActions.tasks.actions.${row.action}`),
          },
          { key: 'target', header: t('autoActions.tasks.target'), render: targetOf },
        ]}
        rowKey={(row) => row.id}
        minWidth={640}
        rowActions={(row) => (
          <RowActionsMenu
            name={row.name}
            actions={[editAction(t, () => editing.edit(row)), deleteAction(t, () => deletion.ask(row))]}
          />
        )}
        loadingLabel={t('autoActions.loading')}
      />
      <TaskFormModal {...editing.form} task={editing.value} />
      {deletion.modal}
    </Stack>
  );
}
