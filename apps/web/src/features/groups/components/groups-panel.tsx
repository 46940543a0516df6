import {
  Alert,
  Box,
  Button,
  CloseButton,
  EmptyState,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { DEFAULT_PAGE_SIZE, type TUserGroup } from '@mirante/contracts';
import { IconPencil, IconPlus, IconSearch, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { isApiError } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import { useCatalog, useLanguage } from '../../../lib/i18n';
import { useDeleteGroup, useGroups } from '../api/groups';
import { GroupFormModal } from './group-form-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ListFooter } from '../../../components/list-footer';
import { RowActionsMenu } from '../../../components/row-actions-menu';

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_ROWS = 5;

function Header() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('groups.columns.name')}</Table.Th>
        <Table.Th>{t('groups.columns.description')}</Table.Th>
        <Table.Th ta="right">{t('groups.columns.members')}</Table.Th>
        <Table.Th>{t('groups.columns.createdAt')}</Table.Th>
        <Table.Th w={56} aria-label={t('common.columns.actions')} />
      </Table.Tr>
    </Table.Thead>
  );
}

/** The unit's user groups: search, pages, add, rename and delete (members move to no group). */
export function GroupsPanel() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // undefined: form closed; null: adding; a group: editing it.
  const [editing, setEditing] = useState<TUserGroup | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TUserGroup | null>(null);
  const remove = useDeleteGroup();

  // A new search starts again from the first page.
  useEffect(() => setPage(1), [search]);

  const query = useGroups({ page, search });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.per_page || DEFAULT_PAGE_SIZE))) : 1;
  // The last row of the last page deleted: go back a page.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) setPage(totalPages);
  }, [data, page, totalPages, query.isPlaceholderData]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync({ id: deleting.id, moveMembers: deleting.members_count > 0 });
      notifications.show({
        color: 'teal',
        message:
          result.moved > 0
            ? t('groups.deletedMoved', { name: deleting.name, count: result.moved })
            : t('groups.deleted', { name: deleting.name }),
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
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <TextInput
          w={{ base: '100%', xs: 320 }}
          aria-label={t('groups.search')}
          placeholder={t('groups.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            query.isFetching && data ? (
              <Loader size={16} aria-label={t('common.states.loading')} />
            ) : typed ? (
              <CloseButton size="sm" aria-label={t('groups.clearSearch')} onClick={() => setTyped('')} />
            ) : null
          }
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          size="sm"
          type="search"
        />
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
          {t('groups.add')}
        </Button>
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Table.ScrollContainer minWidth={640}>
            <Table
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-busy="true"
              aria-label={t('groups.loading')}
            >
              <Header />
              <Table.Tbody>
                {Array.from({ length: SKELETON_ROWS }, (_, row) => (
                  <Table.Tr key={row}>
                    <Table.Td>
                      <Skeleton height={12} width={`${40 + ((row * 17) % 40)}%`} />
                    </Table.Td>
                    <Table.Td>
                      <Skeleton height={12} width="60%" />
                    </Table.Td>
                    <Table.Td>
                      <Skeleton height={12} width={24} ml="auto" />
                    </Table.Td>
                    <Table.Td>
                      <Skeleton height={12} width={80} />
                    </Table.Td>
                    <Table.Td />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : query.isError && !data ? (
          <QueryErrorAlert
            title={t('groups.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={search ? <IconSearch size={28} /> : <IconUsersGroup size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={search ? t('groups.emptySearch') : t('groups.empty')}
            />
          </Box>
        ) : data ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Header />
              <Table.Tbody>
                {data.data.map((group) => (
                  <Table.Tr key={group.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {group.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={group.description ? undefined : 'dimmed'} lineClamp={2}>
                        {group.description || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatNumber(group.members_count, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(group.created_at)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                ))}
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

      <GroupFormModal
        opened={editing !== undefined}
        group={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          notifications.show({
            color: 'teal',
            message: t(created ? 'groups.created' : 'groups.updated', { name: saved.name }),
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
          deleting && deleting.members_count > 0 ? (
            <Alert variant="light" color="yellow" icon={<IconUsersGroup size={20} />}>
              {t('groups.deleteMovesMembers', { count: deleting.members_count })}
            </Alert>
          ) : undefined
        }
      />
    </Stack>
  );
}
