import { memo } from 'react';
import {
  ActionIcon,
  Button,
  Divider,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import type { CachedUser } from '../../../lib/storage';
import { useUnreadCount } from '../api/inbox-stream';
import { useInbox, useReadNotification } from '../api/notifications';

const RECENT = 5;

/** The header's bell: the unread count, live, and the latest unread notifications. */
/** Drawn again only when the session's user changes, not on every page change. */
export const NotificationBell = memo(function NotificationBell({ user }: { user: CachedUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const unread = useUnreadCount(user.token).data?.unread ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');

  return (
    // The popover's target is the button itself: its aria-haspopup and aria-expanded belong to a
    // button, not to the indicator's plain wrapper around it.
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={6} color="red">
      <Popover
        opened={opened}
        onChange={(open) => !open && close()}
        position="bottom-end"
        width={340}
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={toggle}>
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          {opened ? (
            <RecentUnread
              onOpen={() => {
                close();
                navigate('/notifications');
              }}
            />
          ) : null}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
});

function RecentUnread({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const query = useInbox({ page: 1, search: '', status: 'unread', perPage: RECENT });
  const read = useReadNotification();
  const items = query.data?.data ?? [];

  return (
    <Stack gap={4}>
      {query.isPending ? (
        <Loader size="sm" mx="auto" my="md" aria-label={t('notifications.inbox.loading')} />
      ) : query.isError ? (
        <Text size="sm" c="red" p="xs">
          {t('notifications.inbox.errorTitle')}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" p="xs">
          {t('notifications.bellEmpty')}
        </Text>
      ) : (
        items.map((item) => (
          <UnstyledButton
            key={item.id}
            p="xs"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            onClick={() => {
              read.mutate(item.id);
              onOpen();
            }}
          >
            <Text size="sm" fw={600} lineClamp={1}>
              {item.subject}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(item.sent_at, 'datetime')}
            </Text>
          </UnstyledButton>
        ))
      )}
      <Divider />
      <Button variant="subtle" size="xs" onClick={onOpen}>
        {t('notifications.bellSeeAll')}
      </Button>
    </Stack>
  );
}
