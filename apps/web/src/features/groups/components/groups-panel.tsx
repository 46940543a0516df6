import { Alert, Group, Stack, Text } from '@mantine/core';
import type { TUserGroup } from '@mirante/contracts';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type Column,
  dateColumn,
  ListSearch,
  ListTable,
  textColumn,
  useDeleteDialog,
  useFormTarget,
} from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useListState } from '../../../lib/list';
import { useDeleteGroup, useGroups } from '../api/groups';
import { GroupFormModal } from './group-form-modal';

function useColumns(): Column<TUserGroup>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'name',
      header: t('groups.columns.name'),
      render: (group) => (
        <Text fw={600} size="sm">
          {group.name}
        </Text>
      ),
    },
    textColumn('description', t('groups.columns.description'), (group) => group.description || '—', {
      text: (group) => ({ c: group.description ? undefined : 'dimmed', lineClamp: 2 }),
    }),
    textColumn(
      'members',
      t('groups.columns.members'),
      (group) => formatNumber(group.members_count, language),
      { align: 'right', text: { style: { fontVariantNumeric: 'tabular-nums' } } },
    ),
    dateColumn('createdAt', t('groups.columns.createdAt'), (group) => group.created_at),
  ];
}

/** The unit's user groups: search, pages, add, rename and delete (members move to no group). */
export function GroupsPanel() {
  const { t } = useTranslation();
  const columns = useColumns();
  const list = useListState();
  const editing = useFormTarget<TUserGroup>({
    saved: (row, created) => t(created ? 'groups.created' : 'groups.updated', { name: row.name }),
  });
  const remove = useDeleteGroup();
  const deletion = useDeleteDialog<TUserGroup>({
    run: (group) => remove.mutateAsync({ id: group.id, moveMembers: group.members_count > 0 }),
    deleted: (group, answer) => {
      const moved = (answer as { moved: number }).moved;
      return moved > 0
        ? t('groups.deletedMoved', { name: group.name, count: moved })
        : t('groups.deleted', { name: group.name });
    },
    pending: remove.isPending,
    description: (group) =>
      group.members_count > 0 ? (
        <Alert variant="light" color="yellow" icon={<IconUsersGroup size={20} />}>
          {t('groups.deleteMovesMembers', { count: group.members_count })}
        </Alert>
      ) : undefined,
  });
  const query = useGroups({ page: list.page, search: list.search });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <ListSearch
          state={list}
          label={t('groups.search')}
          placeholder={t('groups.searchPlaceholder')}
          clearLabel={t('groups.clearSearch')}
          busy={query.isFetching && Boolean(query.data)}
          size="sm"
        />
        <AddButton onClick={editing.add}>{t('groups.add')}</AddButton>
      </Group>

      <ListTable
        query={query}
        list={list}
        errorTitle={t('groups.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconUsersGroup size={28} />,
          description: list.search ? t('groups.emptySearch') : t('groups.empty'),
        }}
        columns={columns}
        rowKey={(group) => group.id}
        minWidth={640}
        rowActions={(group) => (
          <RowActionsMenu
            name={group.name}
            actions={[editAction(t, () => editing.edit(group)), deleteAction(t, () => deletion.ask(group))]}
          />
        )}
        loadingLabel={t('groups.loading')}
      />

      <GroupFormModal {...editing.form} group={editing.value} />
      {deletion.modal}
    </Stack>
  );
}
