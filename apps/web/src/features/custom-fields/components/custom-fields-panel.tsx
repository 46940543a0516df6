import {
  ActionIcon,
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TCustomField } from '@mirante/contracts';
import { IconForms, IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useCustomFields, useDeleteCustomField } from '../api/custom-fields';
import { CustomFieldFormModal } from './custom-field-form-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';

const SKELETON_ROWS = 4;

function Header() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={72}>{t('customFields.columns.position')}</Table.Th>
        <Table.Th>{t('customFields.columns.name')}</Table.Th>
        <Table.Th>{t('customFields.columns.type')}</Table.Th>
        <Table.Th>{t('customFields.columns.options')}</Table.Th>
        <Table.Th>{t('customFields.columns.rules')}</Table.Th>
        <Table.Th w={96} aria-label={t('common.columns.actions')} />
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * Custom user fields. An admin manages the unit's fields and sees the partner's global fields
 * read only; a partner manages the global fields (the server says which rows are editable).
 */
export function CustomFieldsPanel({ isPartner }: { isPartner: boolean }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const query = useCustomFields();
  const remove = useDeleteCustomField();
  const [editing, setEditing] = useState<TCustomField | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TCustomField | null>(null);
  const fields = query.data?.data;
  const nextPosition = fields?.length ? Math.max(...fields.map((f) => f.position)) + 1 : 0;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'teal', message: t('customFields.deleted', { name: deleting.name }) });
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
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Text size="sm" c="dimmed" maw={640}>
          {isPartner ? t('customFields.partnerIntro') : t('customFields.adminIntro')}
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
          {t('customFields.add')}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Table
            verticalSpacing="sm"
            horizontalSpacing="md"
            aria-busy="true"
            aria-label={t('customFields.loading')}
          >
            <Header />
            <Table.Tbody>
              {Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <Table.Tr key={row}>
                  {Array.from({ length: 5 }, (_, cell) => (
                    <Table.Td key={cell}>
                      <Skeleton height={12} width={`${40 + ((row * 13 + cell * 7) % 50)}%`} />
                    </Table.Td>
                  ))}
                  <Table.Td />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : query.isError ? (
          <QueryErrorAlert
            title={t('customFields.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : fields && fields.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={<IconForms size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={t('customFields.empty')}
            />
          </Box>
        ) : fields ? (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Header />
              <Table.Tbody>
                {fields.map((field) => (
                  <Table.Tr key={field.id}>
                    <Table.Td>
                      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {field.position}
                      </Text>
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="brand" radius="sm">
                        {t(`customFields.types.${field.type}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={field.options.length ? undefined : 'dimmed'} lineClamp={2}>
                        {field.options.length ? field.options.join(', ') : '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
                      {field.editable ? (
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('common.actions.editNamed', { name: field.name })}
                            onClick={() => setEditing(field)}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('common.actions.deleteNamed', { name: field.name })}
                            onClick={() => setDeleting(field)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Group>
                      ) : (
                        <Tooltip label={t('customFields.readOnly')} withArrow>
                          <Group
                            justify="flex-end"
                            c="dimmed"
                            tabIndex={0}
                            aria-label={t('customFields.readOnly')}
                          >
                            <IconLock size={18} />
                          </Group>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>

      <CustomFieldFormModal
        opened={editing !== undefined}
        field={editing ?? null}
        nextPosition={nextPosition}
        onClose={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          notifications.show({
            color: 'teal',
            message: t(created ? 'customFields.created' : 'customFields.updated', { name: saved.name }),
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
      />
    </Stack>
  );
}
