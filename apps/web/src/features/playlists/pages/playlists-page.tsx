import {
  ActionIcon,
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
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { DEFAULT_PAGE_SIZE, playlistViewPath, type TPlaylistSummary } from '@mirante/contracts';
import {
  IconDeviceTv,
  IconPencil,
  IconPlayerPlay,
  IconPlaylist,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import { useCatalog, useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeletePlaylist, usePlaylists } from '../api/playlists';
import { DevicesModal } from '../components/devices-modal';
import { PlaylistFormModal } from '../components/playlist-form-modal';
import { ListFooter } from '../../../components/list-footer';
import { RowActionsMenu } from '../../../components/row-actions-menu';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * `playlists`: admins add, edit and delete the unit's playlists and their TV devices; users see
 * the playlists holding a report they can view. Everyone can play them.
 */
export function PlaylistsPage() {
  const { t } = useTranslation();
  usePageTitle(t('playlists.pageTitle'));
  const catalog = useCatalog();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // undefined: form closed; null: adding; a number: editing that playlist.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TPlaylistSummary | null>(null);
  const [devicesOf, setDevicesOf] = useState<TPlaylistSummary | null>(null);
  const remove = useDeletePlaylist();

  useEffect(() => setPage(1), [search]);
  const query = usePlaylists({ page, search });
  const data = query.data;
  const manage = data?.policies.manage ?? false;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.per_page || DEFAULT_PAGE_SIZE))) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) setPage(totalPages);
  }, [data, page, totalPages, query.isPlaceholderData]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'teal', message: t('playlists.deleted', { name: deleting.name }) });
      setDeleting(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
    }
  }

  const columns = manage ? 5 : 4;

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('playlists.title')}
        </Title>
        <Text c="dimmed">{t('playlists.subtitle')}</Text>
      </Stack>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <TextInput
          w={{ base: '100%', xs: 320 }}
          aria-label={t('playlists.search')}
          placeholder={t('playlists.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            query.isFetching && data ? (
              <Loader size={16} aria-label={t('common.states.loading')} />
            ) : typed ? (
              <CloseButton
                size="sm"
                aria-label={t('common.actions.clearSearch')}
                onClick={() => setTyped('')}
              />
            ) : null
          }
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
        />
        {manage && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {t('playlists.add')}
          </Button>
        )}
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Stack p="md" gap="sm" aria-busy="true" aria-label={t('playlists.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={14} width={`${50 + row * 12}%`} />
            ))}
          </Stack>
        ) : query.isError && !data ? (
          <QueryErrorAlert
            title={t('playlists.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={search ? <IconSearch size={28} /> : <IconPlaylist size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={
                search ? t('playlists.emptySearch') : manage ? t('playlists.empty') : t('playlists.emptyUser')
              }
            />
          </Box>
        ) : data ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('playlists.columns.name')}</Table.Th>
                  <Table.Th ta="right">{t('playlists.columns.items')}</Table.Th>
                  <Table.Th ta="right">{t('playlists.columns.seconds')}</Table.Th>
                  <Table.Th>{t('playlists.columns.createdAt')}</Table.Th>
                  {columns === 5 && <Table.Th w={56} aria-label={t('common.columns.actions')} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((playlist) => (
                  <Table.Tr key={playlist.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <ActionIcon
                          component={Link}
                          to={playlistViewPath(playlist.id)}
                          variant="light"
                          radius="xl"
                          aria-label={t('playlists.playName', { name: playlist.name })}
                        >
                          <IconPlayerPlay size={16} />
                        </ActionIcon>
                        <Text fw={600} size="sm">
                          {playlist.name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{formatNumber(playlist.items_count, language)}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{t('playlists.secondsValue', { count: playlist.update_seconds })}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(playlist.created_at)}
                      </Text>
                    </Table.Td>
                    {manage && (
                      <Table.Td>
                        <RowActionsMenu
                          label={t('common.actions.menuFor', { name: playlist.name })}
                          actions={[
                            {
                              label: t('common.actions.edit'),
                              icon: IconPencil,
                              onClick: () => setEditing(playlist.id),
                            },
                            {
                              label: t('playlists.devices'),
                              icon: IconDeviceTv,
                              onClick: () => setDevicesOf(playlist),
                            },
                            {
                              label: t('common.actions.delete'),
                              icon: IconTrash,
                              onClick: () => setDeleting(playlist),
                              color: 'red',
                            },
                          ]}
                        />
                      </Table.Td>
                    )}
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

      <PlaylistFormModal
        opened={editing !== undefined}
        playlistId={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          notifications.show({
            color: 'teal',
            message: t(created ? 'playlists.created' : 'playlists.updated', { name: saved.name }),
          });
          setEditing(undefined);
        }}
      />
      <DevicesModal playlist={devicesOf} onClose={() => setDevicesOf(null)} />
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
