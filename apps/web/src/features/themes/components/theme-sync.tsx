import { useEffect } from 'react';
import { setStoredTheme } from '../../../lib/storage';
import { useActiveTheme, useSiteTheme } from '../api/themes';
import { useWearStoredTheme } from './apply-theme';

/** In the layout: loads the unit's active theme into bi:theme and wears it. Renders nothing. */
export function LayoutThemeSync({ enabled }: { enabled: boolean }) {
  const active = useActiveTheme(enabled);
  useEffect(() => {
    if (active.data) setStoredTheme(active.data.theme ?? {});
  }, [active.data]);
  useWearStoredTheme('layout');
  return null;
}

/** On the sign-in page: the active theme of this host's unit (title, favicon, login colours). */
export function SiteThemeSync() {
  const site = useSiteTheme();
  useEffect(() => {
    if (site.data) setStoredTheme(site.data.theme ?? {});
  }, [site.data]);
  useWearStoredTheme('signin');
  return null;
}
