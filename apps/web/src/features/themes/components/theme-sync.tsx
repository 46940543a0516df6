import { useEffect } from 'react';
import { setStoredTheme } from '../../../lib/storage';
import { useWearStoredTheme } from '../../../lib/theme/apply-theme';
import { useActiveTheme } from '../api/themes';

/** In the layout: loads the unit's active theme into bi:theme and wears it. Renders nothing. */
export function LayoutThemeSync({ enabled }: { enabled: boolean }) {
  const active = useActiveTheme(enabled);
  useEffect(() => {
    if (active.data) setStoredTheme(active.data.theme ?? {});
  }, [active.data]);
  useWearStoredTheme('layout');
  return null;
}
