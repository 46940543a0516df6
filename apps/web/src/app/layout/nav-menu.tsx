import { NavLink, Stack } from '@mantine/core';
import type { Profile } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MENU_ITEM_STYLE } from '../../components/menu-item-style';
import { menuFor } from '../route-table';

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
      {entries.map((entry) => {
        const active = entry.path === activePath;
        const IconComponent = entry.menu?.icon;
        return (
          <NavLink
            key={entry.name}
            component={Link}
            to={entry.path}
            label={entry.menu ? t(entry.menu.label) : entry.name}
            leftSection={IconComponent ? <IconComponent size={20} stroke={1.7} aria-hidden="true" /> : null}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            fw={500}
            style={MENU_ITEM_STYLE}
          />
        );
      })}
    </Stack>
  );
}
