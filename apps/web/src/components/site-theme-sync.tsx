import type { TTheme } from '@mirante/contracts';
import { useEffect } from 'react';
import { setStoredTheme } from '../lib/storage';
import { useWearStoredTheme } from '../lib/theme/apply-theme';

/**
 * On the sign-in page: wears the active theme of this host's unit (title, favicon, login
 * colours) once it is known; `undefined` while it is still being asked for.
 */
export function SiteThemeSync({ theme }: { theme: TTheme | null | undefined }) {
  useEffect(() => {
    if (theme !== undefined) setStoredTheme(theme ?? {});
  }, [theme]);
  useWearStoredTheme('signin');
  return null;
}
