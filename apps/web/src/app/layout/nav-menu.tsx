import { NavLink, Stack } from '@mantine/core';
import type { Profile } from '@mirante/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MENU_ITEM_STYLE } from '../../components/menu-item-style';
import { type AppRouteEntry, menuFor } from '../route-table';

interface NavMenuProps {
  profile: Profile;
  hiddenMenu: readonly string[];
  onNavigate?: () => void;
}

/** The navbar: the menu routes of the profile, without the ones the company hides. */
export function NavMenu({ profile, hiddenMenu, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = menuFor(profile, hiddenMenu);
  // The entry whose path holds the page, the longest one winning (/powerbi/workspace is not /powerbi).
  const activePath = entries
    .map((entry) => entry.path)
    .filter((path) =>
      path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
    )
    .sort((a, b) => b.length - a.length)[0];
  return (
    <Stack gap={4} component="nav">
      {entries.map((entry) => (
        <MenuLink
          key={entry.name}
          entry={entry}
          label={entry.menu ? t(entry.menu.label) : entry.name}
          active={entry.path === activePath}
          onNavigate={onNavigate}
        />
      ))}
    </Stack>
  );
}

interface MenuLinkProps {
  entry: AppRouteEntry;
  label: string;
  active: boolean;
  onNavigate?: () => void;
}

/** One entry of the navbar; drawn again only when it becomes, or stops being, the page shown. */
const MenuLink = memo(function MenuLink({ entry, label, active, onNavigate }: MenuLinkProps) {
  const IconComponent = entry.menu?.icon;
  return (
    <NavLink
      component={Link}
      to={entry.path}
      label={label}
      leftSection={IconComponent ? <IconComponent size={20} stroke={1.7} aria-hidden="true" /> : null}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
      fw={500}
      style={MENU_ITEM_STYLE}
    />
  );
});
