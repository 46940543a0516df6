import { useEffect } from 'react';
import { setStoredTheme } from '../lib/storage';
import { useWearStoredTheme } from '../lib/theme/apply-theme';
import { useSiteTheme } from '../lib/theme/site-theme';

/** On the sign-in page: the active theme of this host's unit (title, favicon, login colours). */
export function SiteThemeSync() {
  const site = useSiteTheme();
  useEffect(() => {
    if (site.data) setStoredTheme(site.data.theme ?? {});
  }, [site.data]);
  useWearStoredTheme('signin');
  return null;
}
