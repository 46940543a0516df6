import { Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TInboxItem } from '@mirante/contracts';
import { IconBellOff, IconCheck, IconChecks, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncList, ListSearch, useDeleteDialog, useNotices } from '../../../components/list';
import { formatDate } from '../../../lib/format';
import { useListState } from '../../../lib/list';
import { useDeleteNotification, useInbox, useReadAll, useReadNotification } from '../api/notifications';
import { NotificationBody } from './notification-body';

function InboxCard({
  item,
  onRead,
  onDelete,
}: {
  item: TInboxItem;
  onRead: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" aria-label={item.subject} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={item.read ? 500 : 700}>{item.subject}</Text>
            {item.read ? null : (
              <Badge size="sm" color="red" variant="light">
                {t('notifications.inbox.newBadge')}
              </Badge>
            )}
            {item.kind === 'maintenance' ? (
              <Badge size="sm" color="yellow" variant="light">
                {t('notifications.inbox.maintenance')}
              </Badge>
            ) : null}
            {item.login_notice ? (
              <Badge size="sm" variant="light">
                {t('notifications.inbox.loginNotice')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {item.sender_name
              ? t('notifications.inbox.from', { name: item.sender_name })
              : t('notifications.inbox.system')}
            {' · '}
            {formatDate(item.sent_at, 'datetime')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {item.read ? null : (
            <Button size="xs" variant="light" leftSection={<IconCheck size={14} />} onClick={onRead}>
              {t('notifications.inbox.read')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            {t('common.actions.delete')}
          </Button>
        </Group>
      </Group>
      <Stack mt="sm">
        <NotificationBody html={item.body} />
      </Stack>
    </Card>
  );
}

/** My notifications: unread or all, searched and paged; read one or all, delete my copy. */
export function InboxPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'unread' | 'all'>('all');
  const list = useListState({ filters: [status] });
  const query = useInbox({ page: list.page, search: list.search, status });
  const read = useReadNotification();
  const readAll = useReadAll();
  const notices = useNotices();
  const remove = useDeleteNotification();
  const deletion = useDeleteDialog<TInboxItem>({
    mutation: remove,
    nameOf: (item) => item.subject,
    deleted: () => t('notifications.inbox.deleted'),
  });
  const unread = query.data?.unread ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t('notifications.inbox.status')}
            value={status}
            onChange={(value) => setStatus(value as 'unread' | 'all')}
            data={[
              { value: 'all', label: t('notifications.inbox.all') },
              { value: 'unread', label: `${t('notifications.inbox.unread')} (${unread})` },
            ]}
          />
          <ListSearch
            state={list}
            label={t('notifications.inbox.search')}
            placeholder={t('notifications.inbox.searchPlaceholder')}
            clearLabel={t('notifications.inbox.clearSearch')}
            busy={query.isFetching && Boolean(query.data)}
            size="sm"
          />
        </Group>
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() =>
            void notices.run(
              () => readAll.mutateAsync(),
              t('notifications.inbox.readAllDone', { count: unread }),
            )
          }
        >
          {t('notifications.inbox.readAll')}
        </Button>
      </Group>
      {query.data?.last_sent_at ? (
        <Text size="xs" c="dimmed">
          {t('notifications.lastSent', { date: formatDate(query.data.last_sent_at, 'datetime') })}
        </Text>
      ) : null}
      <AsyncList
        query={query}
        list={list}
        layout="cards"
        errorTitle={t('notifications.inbox.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconBellOff size={28} />,
          description: list.search
            ? t('notifications.inbox.emptySearch')
            : status === 'unread'
              ? t('notifications.inbox.emptyUnread')
              : t('notifications.inbox.empty'),
        }}
        skeleton={<Text c="dimmed">{t('notifications.inbox.loading')}</Text>}
      >
        {(rows) => (
          <Stack gap="sm">
            {rows.map((item) => (
              <InboxCard
                key={item.id}
                item={item}
                onRead={() => read.mutate(item.id, { onError: notices.failed })}
                onDelete={() => deletion.ask(item)}
              />
            ))}
          </Stack>
        )}
      </AsyncList>
      {deletion.modal}
    </Stack>
  );
}
