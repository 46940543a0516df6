import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  PLAYLIST_DEFAULT_SECONDS,
  PLAYLIST_ITEMS_MAX,
  PLAYLIST_SECONDS_MAX,
  PLAYLIST_SECONDS_MIN,
  type TPlaylist,
  type TSavePlaylistRequest,
  ZPlaylistItemInput,
  ZSavePlaylistRequest,
} from '@mirante/contracts';
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { contractValidate, maxLengthOf, useServerFieldErrors, useWordFieldError } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { usePlaylist, useReportOptions, useSavePlaylist } from '../api/playlists';

interface ItemDraft {
  /** Local key, stable while the list is reordered. */
  key: number;
  reportId: string | null;
  seconds: number | string;
  pageName: string;
}

interface PlaylistFormModalProps {
  opened: boolean;
  /** The playlist to edit (its id); null adds a new one. */
  playlistId: number | null;
  onClose: () => void;
  onSaved: (playlist: TPlaylist, created: boolean) => void;
}

let nextKey = 1;
const draft = (reportId: string | null = null, seconds: number | string = '', pageName = ''): ItemDraft => ({
  key: nextKey++,
  reportId,
  seconds,
  pageName,
});

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
  const [name, setName] = useState('');
  const [seconds, setSeconds] = useState<number | string>(PLAYLIST_DEFAULT_SECONDS);
  const [items, setItems] = useState<ItemDraft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setErrors({});
    const p = playlistId === null ? null : existing.data;
    setName(p?.name ?? '');
    setSeconds(p?.update_seconds ?? PLAYLIST_DEFAULT_SECONDS);
    setItems(
      p ? p.items.map((i) => draft(String(i.report_id), i.seconds ?? '', i.page_name ?? '')) : [draft()],
    );
  }, [opened, playlistId, existing.data]);

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

  function update(key: number, patch: Partial<ItemDraft>) {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }
  function move(index: number, by: -1 | 1) {
    setItems((list) => {
      const copy = [...list];
      const [item] = copy.splice(index, 1);
      if (item) copy.splice(index + by, 0, item);
      return copy;
    });
  }

  const label = useCallback((field: string) => t(`playlists.form.${labelKeyOf(field)}`), [t]);
  const word = useWordFieldError(label);
  const showError = (field: string, text: string) => setErrors((current) => ({ ...current, [field]: text }));
  const message = useServerFieldErrors({ error: save.error, fields: FIELDS, setFieldError: showError, word });

  function requestOf(): TSavePlaylistRequest {
    return {
      name: name.trim(),
      update_seconds: Number(seconds),
      items: items.map((i) => ({
        report_id: Number(i.reportId),
        seconds: i.seconds === '' ? null : Number(i.seconds),
        page_name: kindOf.get(i.reportId ?? '') === 'powerbi' ? i.pageName.trim() || null : null,
      })),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = requestOf();
    // An item without a report is one whose report is missing.
    const checked = {
      ...input,
      items: input.items.map((item, index) => ({
        ...item,
        report_id: items[index]?.reportId ? item.report_id : undefined,
      })),
    };
    const local = contractValidate(ZSavePlaylistRequest, word)(checked) as Record<string, string>;
    setErrors(local);
    if (Object.keys(local).length) return;
    // The failure shows on the fields or in the alert (useServerFieldErrors).
    const saved = await save.mutateAsync({ id: playlistId ?? undefined, input }).catch(() => null);
    if (saved) onSaved(saved, playlistId === null);
  }

  const itemsError = errors.items;

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
        <TextInput
          label={t('playlists.form.name')}
          required
          data-autofocus
          maxLength={maxLengthOf(ZSavePlaylistRequest.shape.name)}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <NumberInput
          label={t('playlists.form.seconds')}
          required
          min={PLAYLIST_SECONDS_MIN}
          max={PLAYLIST_SECONDS_MAX}
          allowDecimal={false}
          value={seconds}
          onChange={setSeconds}
          error={errors.update_seconds}
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
          const isProvider = kindOf.get(item.reportId ?? '') === 'powerbi';
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
                  value={item.reportId}
                  onChange={(value) => update(item.key, { reportId: value })}
                  error={errors[`items.${index}.report_id`]}
                  nothingFoundMessage={catalog('not_found')}
                />
                <NumberInput
                  w={110}
                  label={t('playlists.form.itemSeconds')}
                  placeholder={t('playlists.form.itemSecondsPlaceholder')}
                  min={PLAYLIST_SECONDS_MIN}
                  max={PLAYLIST_SECONDS_MAX}
                  allowDecimal={false}
                  value={item.seconds}
                  onChange={(value) => update(item.key, { seconds: value })}
                  error={errors[`items.${index}.seconds`]}
                />
                {isProvider && (
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('playlists.form.page')}
                    placeholder={t('playlists.form.pagePlaceholder')}
                    maxLength={maxLengthOf(ZPlaylistItemInput.shape.page_name)}
                    value={item.pageName}
                    onChange={(e) => update(item.key, { pageName: e.currentTarget.value })}
                    error={errors[`items.${index}.page_name`]}
                  />
                )}
                <Group gap={2} wrap="nowrap" pb={4}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('playlists.form.moveUp')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('playlists.form.moveDown')}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('playlists.form.removeItem')}
                    onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setItems((list) => [...list, draft()])}
          disabled={items.length >= PLAYLIST_ITEMS_MAX}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('playlists.form.addItem')}
        </Button>
      </Stack>
    </FormModal>
  );
}
