import { AppShell, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageMenu } from '../../components/language-menu';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { ThemeLogo } from '../../features/themes/components/theme-logo';
import { signinPath } from '../../lib/redirect';

/**
 * The layout of a page open to visitors without a session (the FAQ, spec §2): the logo, the
 * language switcher and a way to sign in that comes back here, without the menus of an account.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <>
      <SkipLink />
      <AppShell header={{ height: 60 }} padding={{ base: 'md', sm: 'xl' }}>
        <AppShell.Header>
          <Group h={60} px="md" justify="space-between" wrap="nowrap">
            <ThemeLogo size={30} alt={t('app.name')} />
            <Group gap="xs" wrap="nowrap">
              <LanguageMenu />
              <Button component={Link} to={signinPath(`${pathname}${search}`)} variant="light">
                {t('layout.signIn')}
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          bg="var(--mantine-color-gray-0)"
          style={{ outline: 'none' }}
        >
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
