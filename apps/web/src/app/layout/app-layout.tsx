import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { effectiveHiddenMenu, isPartnerProfile } from '@mirante/contracts';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../components/access-denied';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useRemoteConfigSync } from '../../features/auth/api/remote-config';
import { ThemeLogo, useLogoName } from '../../features/themes/components/theme-logo';
import { LayoutThemeSync } from '../../features/themes/components/theme-sync';
import { LoginNotices } from '../../features/notifications/components/login-notices';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ProfileQuestionnaire } from '../../features/questionnaire/components/profile-questionnaire';
import {
  IMPERSONATION_BANNER_HEIGHT,
  ImpersonationBanner,
} from '../../features/switching/components/impersonation-banner';
import { UnitGate } from '../../features/switching/components/unit-gate';
import { useCachedUser, useStoredConfig } from '../../lib/storage';
import type { RouteHandle } from '../router';
import { routeAccess, routeNameForPath } from '../route-table';
import { isSigningOut } from '../session';
import { ReportsNavMenu } from '../../features/reports/components/reports-nav-menu';
import { GlobalSearch } from '../../features/search/components/global-search';
import { NavMenu } from './nav-menu';
import { PublicLayout } from './public-layout';
import { UserMenu } from './user-menu';

function useCurrentEntry() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return (leaf?.handle as RouteHandle | undefined)?.entry;
}

/** The authenticated area: header with the account menu, navbar from the route table, the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCachedUser();
  const config = useStoredConfig();
  const entry = useCurrentEntry();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  useRemoteConfigSync(Boolean(user?.token));
  // The unit the session is in, to name a whitelabel logo.
  const unitName =
    config.companies?.find((company) => company.id === user?.company_id)?.name ??
    user?.impersonator?.unit_name;
  const logoAlt = unitName ?? t('app.name');
  const logoName = useLogoName(logoAlt);

  // Logged out meanwhile (another tab, or an expired session being handled). A page open to
  // visitors (faq) shows without the account's menus.
  if (!user?.token) {
    if (entry?.area === 'app' && entry.public) return <PublicLayout />;
    return isSigningOut() ? null : <Navigate to="/signin" replace />;
  }

  // A TV screen shows its playlist alone: no header, no menus (the guard keeps it on that page).
  if (user.playlist_id) {
    return (
      <>
        <LayoutThemeSync enabled />
        <Outlet />
      </>
    );
  }

  // The unit's hidden menu and the areas its switches close (help desk, SAML...).
  const hiddenMenu = effectiveHiddenMenu(user.perfil_usuario, config);
  // The catch-all stands for whichever route set name the path matches, if any.
  const routeName = entry?.area === 'app' ? entry.name : routeNameForPath(pathname);
  const allowed =
    routeName === undefined || routeAccess(user.perfil_usuario, routeName, hiddenMenu) !== 'forbidden';
  // A unit's screen opened outside any unit: the unit picker stands in for it.
  const unitGate =
    entry?.area === 'app' &&
    entry.unit &&
    isPartnerProfile(user.perfil_usuario) &&
    !(user.perfil_usuario === 'a2m' && entry.unit.operator);

  return (
    <ModalsProvider>
      <LayoutThemeSync enabled />
      <SkipLink />
      <AppShell
        header={{ height: user.impersonator ? 60 + IMPERSONATION_BANNER_HEIGHT : 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding={{ base: 'md', sm: 'xl' }}
      >
        <AppShell.Header>
          <ImpersonationBanner user={user} />
          <Group h={60} px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('layout.toggleNavigation')}
              />
              {/* Named by what it shows first (the logo's name), then where it goes. */}
              <Link
                to="/"
                aria-label={t('layout.homeOf', { name: logoName })}
                style={{ textDecoration: 'none', color: 'inherit' }}
              >
                <ThemeLogo size={30} alt={logoAlt} />
              </Link>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <GlobalSearch profile={user.perfil_usuario} hiddenMenu={hiddenMenu} />
              <NotificationBell user={user} />
              <UserMenu user={user} />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="sm" aria-label={t('layout.navigation')}>
          <AppShell.Section grow component={ScrollArea}>
            <NavMenu profile={user.perfil_usuario} hiddenMenu={hiddenMenu} onNavigate={close} />
            <ReportsNavMenu profile={user.perfil_usuario} onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          bg="var(--bi-theme-background, var(--mantine-color-gray-0))"
          style={{ outline: 'none' }}
        >
          {!allowed ? (
            <AccessDenied />
          ) : unitGate ? (
            <UnitGate user={user} landing={entry.unit?.landing} />
          ) : (
            <Outlet />
          )}
        </AppShell.Main>
      </AppShell>
      <ProfileQuestionnaire user={user} />
      <LoginNotices user={user} />
    </ModalsProvider>
  );
}
