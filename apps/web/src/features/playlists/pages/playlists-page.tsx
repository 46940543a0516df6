import { ActionIcon, Group, Text } from '@mantine/core';
import { playlistViewPath, type TPlaylist, type TPlaylistSummary } from '@mirante/contracts';
import { IconDeviceTv, IconPlayerPlay, IconPlaylist, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AddButton,
  type Column,
  dateColumn,
  ListSearch,
  ListPage,
  ListTable,
  textColumn,
  useDeleteDialog,
  useFormTarget,
} from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeletePlaylist, usePlaylists } from '../api/playlists';
import { DevicesModal } from '../components/devices-modal';
import { PlaylistFormModal } from '../components/playlist-form-modal';

function useColumns(): Column<TPlaylistSummary>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'name',
      header: t('playlists.columns.name'),
      render: (playlist) => (
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
      ),
    },
    textColumn(
      'items',
      t('playlists.columns.items'),
      (playlist) => formatNumber(playlist.items_count, language),
      { align: 'right' },
    ),
    {
      key: 'seconds',
      header: t('playlists.columns.seconds'),
      align: 'right',
      render: (playlist) => (
        <Text size="sm">{t('playlists.secondsValue', { count: playlist.update_seconds })}</Text>
      ),
    },
    dateColumn('createdAt', t('playlists.columns.createdAt'), (playlist) => playlist.created_at),
  ];
}

/**
 * `playlists`: admins add, edit and delete the unit's playlists and their TV devices; users see
 * the playlists holding a report they can view. Everyone can play them.
 */
export function PlaylistsPage() {
  const { t } = useTranslation();
  usePageTitle(t('playlists.pageTitle'));
  const columns = useColumns();
  const list = useListState();
  // The id of the playlist being edited.
  const editing = useFormTarget<number, TPlaylist>({
    saved: (row, created) => t(created ? 'playlists.created' : 'playlists.updated', { name: row.name }),
  });
  const [devicesOf, setDevicesOf] = useState<TPlaylistSummary | null>(null);
  const remove = useDeletePlaylist();
  const deletion = useDeleteDialog<TPlaylistSummary>({
    mutation: remove,
    deleted: (playlist) => t('playlists.deleted', { name: playlist.name }),
  });

  const query = usePlaylists({ page: list.page, search: list.search });
  const manage = query.data?.policies.manage ?? false;

  return (
    <ListPage title={t('playlists.title')} description={t('playlists.subtitle')}>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <ListSearch
          state={list}
          label={t('playlists.search')}
          placeholder={t('playlists.searchPlaceholder')}
          busy={query.isFetching && Boolean(query.data)}
        />
        {manage && <AddButton onClick={editing.add}>{t('playlists.add')}</AddButton>}
      </Group>

      <ListTable
        query={query}
        list={list}
        errorTitle={t('playlists.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconPlaylist size={28} />,
          description: list.search
            ? t('playlists.emptySearch')
            : manage
              ? t('playlists.empty')
              : t('playlists.emptyUser'),
        }}
        columns={columns}
        rowKey={(playlist) => playlist.id}
        minWidth={640}
        rowActions={
          manage
            ? (playlist) => (
                <RowActionsMenu
                  name={playlist.name}
                  actions={[
                    editAction(t, () => editing.edit(playlist.id)),
                    {
                      label: t('playlists.devices'),
                      icon: IconDeviceTv,
                      onClick: () => setDevicesOf(playlist),
                    },
                    deleteAction(t, () => deletion.ask(playlist)),
                  ]}
                />
              )
            : undefined
        }
        loadingLabel={t('playlists.loading')}
        skeletonRows={3}
      />

      <PlaylistFormModal {...editing.form} playlistId={editing.value} />
      <DevicesModal playlist={devicesOf} onClose={() => setDevicesOf(null)} />
      {deletion.modal}
    </ListPage>
  );
}
