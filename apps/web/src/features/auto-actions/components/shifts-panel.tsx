import { Group, Stack, Text } from '@mantine/core';
import type { TAutoShift } from '@mirante/contracts';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddButton, ListTable, useDeleteDialog, useFormTarget } from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { useDeleteShift, useShifts } from '../api/auto-actions';
import { ShiftFormModal } from './shift-form-modal';

/** The unit's shifts: add, edit and delete. */
export function ShiftsPanel() {
  const { t } = useTranslation();
  const query = useShifts();
  const editing = useFormTarget<TAutoShift>({
    saved: (row, created) =>
      t(created ? 'autoActions.shifts.created' : 'autoActions.shifts.saved', { name: row.name }),
  });
  const deletion = useDeleteDialog<TAutoShift>({
    mutation: useDeleteShift(),
    deleted: (row) => t('autoActions.shifts.deleted', { name: row.name }),
  });
  const f = (field: 'name' | 'start_time' | 'end_time') => t(`autoActions.shifts.fields.${field}`);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <AddButton onClick={editing.add}>{t('autoActions.shifts.add')}</AddButton>
      </Group>
      <ListTable
        query={query}
        errorTitle={t('autoActions.errorTitle')}
        empty={{ icon: <IconClockHour4 size={28} />, description: t('autoActions.shifts.empty') }}
        columns={[
          {
            key: 'name',
            header: f('name'),
            render: (row) => (
              <Text fw={600} size="sm">
                {row.name}
              </Text>
            ),
          },
          { key: 'start', header: f('start_time'), render: (row) => row.start_time },
          { key: 'end', header: f('end_time'), render: (row) => row.end_time },
        ]}
        rowKey={(row) => row.id}
        minWidth={480}
        rowActions={(row) => (
          <RowActionsMenu
            name={row.name}
            actions={[editAction(t, () => editing.edit(row)), deleteAction(t, () => deletion.ask(row))]}
          />
        )}
        loadingLabel={t('autoActions.loading')}
      />
      <ShiftFormModal {...editing.form} shift={editing.value} />
      {deletion.modal}
    </Stack>
  );
}
