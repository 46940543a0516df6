import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TActiveSession } from '@mirante/contracts';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatRelativeTime } from '../lib/relative-time';
import { describeUserAgent } from '../lib/user-agent';

const KIND_ICON = { desktop: IconDeviceDesktop, mobile: IconDeviceMobile, tablet: IconDeviceTablet } as const;

/** The name a person knows a session's device by ("Chrome on Windows"). */
export function useDeviceLabel(): (session: Pick<TActiveSession, 'user_agent'>) => string {
  const { t } = useTranslation();
  return (session) => {
    const { browser, os } = describeUserAgent(session.user_agent);
    if (browser && os) return t('account.sessions.deviceOn', { browser, os });
    return browser ?? os ?? t('account.sessions.unknownDevice');
  };
}

interface SessionCardProps {
  session: TActiveSession;
  onEnd: (session: TActiveSession) => void;
}

/** One open session: device, address, last activity, and the button that ends it. */
export function SessionCard({ session, onEnd }: SessionCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deviceLabel = useDeviceLabel();
  const device = describeUserAgent(session.user_agent);
  const DeviceIcon = KIND_ICON[device.kind];
  const label = deviceLabel(session);

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-label={label}
      bg={session.current ? 'var(--mantine-color-brand-light)' : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={42} radius="md" variant="light" color={session.current ? 'brand' : 'gray'}>
          <DeviceIcon size={22} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {label}
            </Text>
            {session.current && (
              <Badge size="sm" variant="filled" color="teal">
                {t('account.sessions.thisDevice')}
              </Badge>
            )}
            {session.impersonated && (
              <Badge size="sm" variant="light" color="grape">
                {t('account.sessions.impersonated')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {session.ip ? t('account.sessions.ip', { ip: session.ip }) : t('account.sessions.unknownIp')}
            {' · '}
            <span title={formatDate(session.last_seen_at, 'datetime')}>
              {t('account.sessions.lastActivity', {
                when: formatRelativeTime(session.last_seen_at, language),
              })}
            </span>
          </Text>
          <Text size="xs" c="dimmed">
            {t('account.sessions.signedIn', {
              date: formatDate(session.created_at, 'datetime'),
            })}
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconLogout size={14} aria-hidden="true" />}
          onClick={() => onEnd(session)}
          aria-label={`${t('account.sessions.end')}: ${label}`}
        >
          {t('account.sessions.end')}
        </Button>
      </Group>
    </Paper>
  );
}
