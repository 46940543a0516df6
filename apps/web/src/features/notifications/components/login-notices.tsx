import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { TInboxItem } from '@mirante/contracts';
import { Fragment, memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CachedUser } from '../../../lib/storage';
import { takeLoginNotices } from '../api/notifications';
import { NotificationBody } from './notification-body';

// Asked once per session token, however often the layout mounts.
const asked = new Set<string>();

/** After a sign-in, the login notices sent since the previous one, shown once. */
/** Drawn again only when the session's user changes, not on every page change. */
export const LoginNotices = memo(function LoginNotices({ user }: { user: CachedUser }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<TInboxItem[]>([]);

  useEffect(() => {
    if (!user.token || asked.has(user.token)) return;
    asked.add(user.token);
    takeLoginNotices()
      .then((answer) => setNotices(answer.data))
      // Not shown now; the inbox still holds them.
      .catch(() => {});
  }, [user.token]);

  return (
    <Modal
      opened={notices.length > 0}
      onClose={() => setNotices([])}
      title={t('notifications.loginNotices.title')}
      size="lg"
    >
      <Stack gap="md">
        {notices.map((notice, index) => (
          <Fragment key={notice.id}>
            {index > 0 ? <Divider /> : null}
            <Text fw={700}>{notice.subject}</Text>
            <NotificationBody html={notice.body} />
          </Fragment>
        ))}
        <Group justify="flex-end">
          <Button onClick={() => setNotices([])}>{t('notifications.loginNotices.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
});
