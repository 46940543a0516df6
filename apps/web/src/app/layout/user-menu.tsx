import { memo } from 'react';
import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconDevices, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageMenuItems } from '../../components/language-menu-items';
import { AccountAvatar } from '../../features/account/components/account-avatar';
import { ActiveSessionsModal } from '../../features/account/components/active-sessions-modal';
import { CompanySwitchItems } from '../../features/switching/components/company-switch-items';
import type { CachedUser } from '../../lib/storage';
import { signOut } from '../session';

/** The account menu of the header: who is signed in, with which profile, language, sign out. */
/** Drawn again only when the session's user changes, not on every page change. */
export const UserMenu = memo(function UserMenu({ user }: { user: CachedUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profileLabel = t(`profiles.${user.perfil_usuario}`);
  const [sessionsOpened, sessions] = useDisclosure(false);

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={260}>
        <Menu.Target>
          {/* Named by what it shows (name, profile), then what it opens: no aria-label that a
              voice command saying the visible words would miss. The initials are decoration. */}
          <UnstyledButton px="xs" py={6} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group gap="sm" wrap="nowrap">
              <AccountAvatar name={user.name} size={36} aria-hidden="true" />
              <Box visibleFrom="xs" style={{ lineHeight: 1.2 }}>
                <Text size="sm" fw={600} lineClamp={1}>
                  {user.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {profileLabel}
                </Text>
              </Box>
              <VisuallyHidden>{t('layout.accountMenu')}</VisuallyHidden>
              <IconChevronDown size={16} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Box px="sm" py="xs">
            <Text size="xs" c="dimmed">
              {t('layout.signedInAs')}
            </Text>
            <Text size="sm" fw={600} lineClamp={1}>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {user.email} · {profileLabel}
            </Text>
          </Box>
          <Menu.Divider />
          <CompanySwitchItems user={user} />
          <Menu.Label>{t('language.label')}</Menu.Label>
          <LanguageMenuItems />
          <Menu.Divider />
          <Menu.Item leftSection={<IconDevices size={16} aria-hidden="true" />} onClick={sessions.open}>
            {t('account.sessions.menuItem')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={() => void signOut(navigate)}
          >
            {t('layout.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ActiveSessionsModal
        opened={sessionsOpened}
        onClose={sessions.close}
        onSignOut={() => void signOut(navigate)}
      />
    </>
  );
});
