import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TNotificationTemplate } from '@mirante/contracts';
import { IconSearch, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type Column,
  dateColumn,
  ListSearch,
  ListTable,
  useDeleteDialog,
  useFormTarget,
} from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { useListState } from '../../../lib/list';
import { type UnitChoice, useDeleteTemplate, useTemplates } from '../api/notifications';
import { TemplateFormModal } from './template-form-modal';

function useColumns(): Column<TNotificationTemplate>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      header: t('notifications.templates.name'),
      render: (row) => (
        <Group gap="xs">
          <Text fw={600} size="sm">
            {row.name}
          </Text>
          {row.purpose === 'maintenance' ? (
            <Badge size="sm" color="yellow" variant="light">
              {t('notifications.templates.maintenanceBadge')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'languages',
      header: t('notifications.templates.languages'),
      render: (row) => (
        <Group gap={4}>
          {Object.keys(row.texts).map((language) => (
            <Badge key={language} variant="light" size="sm">
              {language}
            </Badge>
          ))}
        </Group>
      ),
    },
    dateColumn('updated', t('notifications.columns.updatedAt'), (row) => row.updated_at),
  ];
}

/** The unit's notification templates: search, pages, add, edit and delete. */
export function TemplatesPanel({ companyId }: { companyId: UnitChoice }) {
  const { t } = useTranslation();
  const columns = useColumns();
  const list = useListState();
  const query = useTemplates({ page: list.page, search: list.search, companyId });
  const editing = useFormTarget<TNotificationTemplate>({
    saved: (row, created) =>
      t(created ? 'notifications.templates.created' : 'notifications.templates.updated', { name: row.name }),
  });
  const remove = useDeleteTemplate();
  const deletion = useDeleteDialog<TNotificationTemplate>({
    run: (row) => remove.mutateAsync({ id: row.id, companyId }),
    pending: remove.isPending,
    deleted: (row) => t('notifications.templates.deleted', { name: row.name }),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <ListSearch
          state={list}
          label={t('notifications.templates.search')}
          placeholder={t('notifications.templates.searchPlaceholder')}
          clearLabel={t('notifications.templates.clearSearch')}
          busy={query.isFetching && Boolean(query.data)}
          size="sm"
        />
        <AddButton onClick={editing.add}>{t('notifications.templates.add')}</AddButton>
      </Group>
      <ListTable
        query={query}
        list={list}
        errorTitle={t('notifications.templates.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconTemplate size={28} />,
          description: list.search
            ? t('notifications.templates.emptySearch')
            : t('notifications.templates.empty'),
        }}
        columns={columns}
        rowKey={(row) => row.id}
        minWidth={560}
        rowActions={(row) => (
          <RowActionsMenu
            name={row.name}
            actions={[editAction(t, () => editing.edit(row)), deleteAction(t, () => deletion.ask(row))]}
          />
        )}
        loadingLabel={t('notifications.templates.loading')}
      />
      <TemplateFormModal {...editing.form} template={editing.value} companyId={companyId} />
      {deletion.modal}
    </Stack>
  );
}
