import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { LANGUAGES, type TManagedFaqEntry } from '@mirante/contracts';
import { IconArrowDown, IconArrowUp, IconHelpCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type Column,
  dateColumn,
  ListSearch,
  ListTable,
  useDeleteDialog,
  useNotices,
} from '../../../components/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { useListState } from '../../../lib/list';
import { useDeleteFaqEntry, useKeptFaq, useMoveFaqEntry } from '../api/faq-api';
import { FaqEntryModal } from './faq-entry-modal';

/**
 * The caller's own entries (the operator's for the platform, a partner's for its units): add,
 * edit, delete after confirmation, and move up or down the order readers see.
 */
export function FaqManager({ description }: { description: string }) {
  const { t } = useTranslation();
  const list = useListState();
  const query = useKeptFaq({ page: list.page, search: list.search });
  const [editing, setEditing] = useState<{ entry: TManagedFaqEntry | null } | null>(null);
  const move = useMoveFaqEntry();
  const notices = useNotices();
  const remove = useDeleteFaqEntry();
  const rows = query.data?.data ?? [];
  const perPage = query.data?.per_page ?? 20;
  const page = query.data?.page ?? 1;
  /** The entry's place as the table numbers it, from 1 (positions may have gaps). */
  const numberOf = (entry: TManagedFaqEntry) =>
    (page - 1) * perPage +
    Math.max(
      0,
      rows.findIndex((row) => row.id === entry.id),
    ) +
    1;
  const nameOf = (entry: TManagedFaqEntry) => t('faq.manage.entryName', { number: numberOf(entry) });
  const deleting = useDeleteDialog<TManagedFaqEntry>({
    mutation: remove,
    nameOf,
    deleted: () => t('faq.manage.deleted'),
    description: (entry) => (
      <Text size="sm" c="dimmed">
        {t('faq.manage.deleteHint', { question: entry.texts['pt-BR'].question })}
      </Text>
    ),
  });

  const moveButton = (entry: TManagedFaqEntry, direction: 'up' | 'down') => {
    const blocked = direction === 'up' ? entry.first : entry.last;
    const text = t(direction === 'up' ? 'faq.manage.moveUp' : 'faq.manage.moveDown');
    return (
      <Tooltip label={text}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${text}: ${entry.texts['pt-BR'].question}`}
          disabled={blocked || move.isPending}
          onClick={() =>
            void notices.run(() => move.mutateAsync({ id: entry.id, direction }), t('faq.manage.moved'))
          }
        >
          {direction === 'up' ? <IconArrowUp size={16} /> : <IconArrowDown size={16} />}
        </ActionIcon>
      </Tooltip>
    );
  };

  const columns: Column<TManagedFaqEntry>[] = [
    {
      key: 'order',
      header: t('faq.manage.columns.order'),
      render: (entry) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed" w={24} ta="right">
            {numberOf(entry)}
          </Text>
          {moveButton(entry, 'up')}
          {moveButton(entry, 'down')}
        </Group>
      ),
    },
    {
      key: 'question',
      header: t('faq.manage.columns.question'),
      render: (entry) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {entry.texts['pt-BR'].question}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {entry.texts['pt-BR'].answer}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'languages',
      header: t('faq.manage.columns.languages'),
      render: (entry) => (
        <Group gap={4}>
          {LANGUAGES.filter((language) => entry.texts[language]).map((language) => (
            <Badge key={language} variant="light" size="sm" title={t(`language.names.${language}`)}>
              {language}
            </Badge>
          ))}
        </Group>
      ),
    },
    dateColumn('updatedAt', t('faq.manage.columns.updatedAt'), (entry) => entry.updated_at),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="md" align="flex-end">
        <Text size="sm" c="dimmed" maw={560}>
          {description}
        </Text>
        <AddButton onClick={() => setEditing({ entry: null })}>{t('faq.manage.add')}</AddButton>
      </Group>
      <ListSearch
        state={list}
        label={t('faq.search')}
        placeholder={t('faq.searchPlaceholder')}
        clearLabel={t('faq.clearSearch')}
        busy={query.isFetching && Boolean(query.data)}
      />
      <ListTable
        query={query}
        list={list}
        errorTitle={t('faq.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconHelpCircle size={28} />,
          description: list.search ? t('faq.emptySearch') : t('faq.manage.empty'),
        }}
        columns={columns}
        rowKey={(entry) => entry.id}
        rowTestId={(entry) => `faq-row-${entry.id}`}
        rowActions={(entry) => (
          <RowActionsMenu
            name={entry.texts['pt-BR'].question}
            actions={[editAction(t, () => setEditing({ entry })), deleteAction(t, () => deleting.ask(entry))]}
          />
        )}
        minWidth={720}
        loadingLabel={t('faq.loading')}
      />
      <FaqEntryModal
        opened={editing !== null}
        entry={editing?.entry ?? null}
        onClose={() => setEditing(null)}
      />
      {deleting.modal}
    </Stack>
  );
}
