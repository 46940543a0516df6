import { ActionIcon, Alert, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  PLAYLIST_DEFAULT_SECONDS,
  PLAYLIST_ITEMS_MAX,
  type TPlaylist,
  type TSavePlaylistRequest,
  ZSavePlaylistRequest,
} from '@mirante/contracts';
import { IconAlertCircle, IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { AddRowButton, RemoveRowButton } from '../../../components/forms/list-field-buttons';
import { useContractForm } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { usePlaylist, useReportOptions, useSavePlaylist } from '../api/playlists';

interface ItemDraft {
  /** Local key, stable while the list is reordered. */
  key: number;
  report_id: string | null;
  seconds: number | string;
  page_name: string;
}

interface Values {
  name: string;
  update_seconds: number | string;
  items: ItemDraft[];
}

interface PlaylistFormModalProps {
  opened: boolean;
  /** The playlist to edit (its id); null adds a new one. */
  playlistId: number | null;
  onClose: () => void;
  onSaved: (playlist: TPlaylist, created: boolean) => void;
}

let nextKey = 1;
const draft = (
  report_id: string | null = null,
  seconds: number | string = '',
  page_name = '',
): ItemDraft => ({
  key: nextKey++,
  report_id,
  seconds,
  page_name,
});

function valuesOf(playlist: TPlaylist | null | undefined): Values {
  return {
    name: playlist?.name ?? '',
    update_seconds: playlist?.update_seconds ?? PLAYLIST_DEFAULT_SECONDS,
    items: playlist
      ? playlist.items.map((i) => draft(String(i.report_id), i.seconds ?? '', i.page_name ?? ''))
      : [draft()],
  };
}

/** The text key (playlists.form.*) naming the field a failure's path ends in (`items.2.seconds`). */
function labelKeyOf(path: string) {
  const last = path.split('.').at(-1);
  if (path.startsWith('items.')) {
    return last === 'report_id'
      ? 'report'
      : last === 'page_name'
        ? 'page'
        : last === 'seconds'
          ? 'itemSeconds'
          : 'items';
  }
  return path === 'update_seconds' ? 'seconds' : path === 'name' ? 'name' : 'items';
}

const FIELDS = ['name', 'update_seconds', 'items'] as const;

/** Add or edit a playlist: name, default time per slide, and its reports in order. */
export function PlaylistFormModal({ opened, playlistId, onClose, onSaved }: PlaylistFormModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const save = useSavePlaylist();
  const existing = usePlaylist(opened ? playlistId : null);
  const options = useReportOptions(opened);

  const selectData = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const o of options.data?.data ?? []) {
      const group = o.group ?? '—';
      groups.set(group, [...(groups.get(group) ?? []), { value: String(o.value), label: o.label }]);
    }
    return [...groups.entries()].map(([group, list]) => ({ group, items: list }));
  }, [options.data]);
  const kindOf = useMemo(
    () => new Map((options.data?.data ?? []).map((o) => [String(o.value), o.kind])),
    [options.data],
  );

  function requestOf(values: Values): TSavePlaylistRequest {
    return {
      name: values.name.trim(),
      update_seconds: Number(values.update_seconds),
      items: values.items.map((i) => ({
        report_id: Number(i.report_id),
        seconds: i.seconds === '' ? null : Number(i.seconds),
        page_name: kindOf.get(i.report_id ?? '') === 'powerbi' ? i.page_name.trim() || null : null,
      })),
    };
  }

  /** The request as the contract judges it: an item without a report is one whose report is missing. */
  function checkedRequestOf(values: Values) {
    const input = requestOf(values);
    return {
      ...input,
      items: input.items.map((item, index) => ({
        ...item,
        report_id: values.items[index]?.report_id ? item.report_id : undefined,
      })),
    };
  }

  const label = useCallback((field: string) => t(`playlists.form.${labelKeyOf(field)}`), [t]);
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZSavePlaylistRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput: checkedRequestOf,
    mode: 'controlled',
    initialValues: valuesOf(null),
  });
  const { items } = form.values;

  useEffect(() => {
    if (!opened) return;
    save.reset();
    load(valuesOf(playlistId === null ? null : existing.data));
  }, [opened, playlistId, existing.data]);

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await save
      .mutateAsync({ id: playlistId ?? undefined, input: requestOf(values) })
      .catch(() => null);
    if (saved) onSaved(saved, playlistId === null);
  });

  const itemsError = form.errors.items;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        playlistId !== null && existing.data
          ? t('common.actions.editNamed', { name: existing.data.name })
          : t('playlists.form.addTitle')
      }
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
      {options.isError && (
        <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />}>
          {t('playlists.form.reportsError')}
        </Alert>
      )}
      <Group grow align="flex-start">
        <TextInput label={label('name')} required data-autofocus {...fieldProps('name')} />
        <NumberInput
          label={label('update_seconds')}
          required
          allowDecimal={false}
          {...fieldProps('update_seconds')}
        />
      </Group>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('playlists.form.items')}
        </Text>
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('playlists.form.noItems')}
          </Text>
        )}
        {itemsError && (
          <Text size="sm" c="red">
            {itemsError}
          </Text>
        )}
        {items.map((item, index) => {
          const isProvider = kindOf.get(item.report_id ?? '') === 'powerbi';
          return (
            <Paper key={item.key} withBorder p="xs" radius="md" data-testid="playlist-item-row">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <Text size="sm" c="dimmed" w={20} ta="right" pb={8}>
                  {index + 1}
                </Text>
                <Select
                  style={{ flex: 2 }}
                  label={t('playlists.form.report')}
                  placeholder={t('playlists.form.reportPlaceholder')}
                  data={selectData}
                  searchable
                  nothingFoundMessage={catalog('not_found')}
                  {...form.getInputProps(`items.${index}.report_id`)}
                />
                <NumberInput
                  w={110}
                  label={t('playlists.form.itemSeconds')}
                  placeholder={t('playlists.form.itemSecondsPlaceholder')}
                  allowDecimal={false}
                  {...fieldProps(`items.${index}.seconds`)}
                />
                {isProvider && (
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('playlists.form.page')}
                    placeholder={t('playlists.form.pagePlaceholder')}
                    {...fieldProps(`items.${index}.page_name`)}
                  />
                )}
                <Group gap={2} wrap="nowrap" pb={4}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('playlists.form.moveUp')}
                    disabled={index === 0}
                    onClick={() => form.reorderListItem('items', { from: index, to: index - 1 })}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('playlists.form.moveDown')}
                    disabled={index === items.length - 1}
                    onClick={() => form.reorderListItem('items', { from: index, to: index + 1 })}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <RemoveRowButton
                    label={t('playlists.form.removeItem')}
                    onRemove={() => form.removeListItem('items', index)}
                  />
                </Group>
              </Group>
            </Paper>
          );
        })}
        <AddRowButton
          count={items.length}
          max={PLAYLIST_ITEMS_MAX}
          onAdd={() => form.insertListItem('items', draft())}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('playlists.form.addItem')}
        </AddRowButton>
      </Stack>
    </FormModal>
  );
}
