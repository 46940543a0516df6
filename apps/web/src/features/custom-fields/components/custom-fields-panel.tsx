import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TCustomField } from '@mirante/contracts';
import { IconForms, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type Column,
  EditDeleteButtons,
  ListTable,
  textColumn,
  useDeleteDialog,
  useFormTarget,
} from '../../../components/list';
import { useCustomFields, useDeleteCustomField } from '../api/custom-fields';
import { CustomFieldFormModal } from './custom-field-form-modal';

function useColumns(): Column<TCustomField>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'position',
      header: t('customFields.columns.position'),
      width: 72,
      render: (field) => (
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {field.position}
        </Text>
      ),
    },
    {
      key: 'name',
      header: t('customFields.columns.name'),
      render: (field) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {field.name}
          </Text>
          {field.global && (
            <Badge variant="light" color="grape" radius="sm" size="sm">
              {t('customFields.globalLabel')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'type',
      header: t('customFields.columns.type'),
      render: (field) => (
        <Badge variant="light" color="brand" radius="sm">
          {t(`customFields.types.${field.type}`)}
        </Badge>
      ),
    },
    textColumn(
      'options',
      t('customFields.columns.options'),
      (field) => (field.options.length ? field.options.join(', ') : '—'),
      { text: (field) => ({ c: field.options.length ? undefined : 'dimmed', lineClamp: 2 }) },
    ),
    {
      key: 'rules',
      header: t('customFields.columns.rules'),
      render: (field) => (
        <Group gap={6}>
          {field.required && (
            <Badge variant="dot" color="red" radius="sm">
              {t('customFields.fields.required')}
            </Badge>
          )}
          {field.searchable && (
            <Badge variant="dot" color="teal" radius="sm">
              {t('customFields.fields.searchable')}
            </Badge>
          )}
          {!field.required && !field.searchable && (
            <Text size="sm" c="dimmed">
              {t('customFields.optional')}
            </Text>
          )}
        </Group>
      ),
    },
  ];
}

/**
 * Custom user fields. An admin manages the unit's fields and sees the partner's global fields
 * read only; a partner manages the global fields (the server says which rows are editable).
 */
export function CustomFieldsPanel({ isPartner }: { isPartner: boolean }) {
  const { t } = useTranslation();
  const columns = useColumns();
  const query = useCustomFields();
  const remove = useDeleteCustomField();
  const editing = useFormTarget<TCustomField>({
    saved: (row, created) => t(created ? 'customFields.created' : 'customFields.updated', { name: row.name }),
  });
  const deletion = useDeleteDialog<TCustomField>({
    mutation: remove,
    deleted: (field) => t('customFields.deleted', { name: field.name }),
  });
  const fields = query.data?.data;
  const nextPosition = fields?.length ? Math.max(...fields.map((f) => f.position)) + 1 : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Text size="sm" c="dimmed" maw={640}>
          {isPartner ? t('customFields.partnerIntro') : t('customFields.adminIntro')}
        </Text>
        <AddButton onClick={editing.add}>{t('customFields.add')}</AddButton>
      </Group>
      <ListTable
        query={query}
        errorTitle={t('customFields.errorTitle')}
        empty={{ icon: <IconForms size={28} />, description: t('customFields.empty') }}
        columns={columns}
        rowKey={(field) => field.id}
        minWidth={760}
        actionsWidth={96}
        rowActions={(field) =>
          field.editable ? (
            <EditDeleteButtons
              name={field.name}
              onEdit={() => editing.edit(field)}
              onDelete={() => deletion.ask(field)}
            />
          ) : (
            <Tooltip label={t('customFields.readOnly')} withArrow>
              <Group justify="flex-end" c="dimmed" tabIndex={0} aria-label={t('customFields.readOnly')}>
                <IconLock size={18} />
              </Group>
            </Tooltip>
          )
        }
        loadingLabel={t('customFields.loading')}
        skeletonRows={4}
      />

      <CustomFieldFormModal {...editing.form} field={editing.value} nextPosition={nextPosition} />
      {deletion.modal}
    </Stack>
  );
}
