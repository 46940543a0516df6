import { Button, Kbd } from '@mantine/core';
import type { Profile } from '@mirante/contracts';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The palette's code is a chunk of its own, fetched when the browser is idle or on first open:
// the header carries only this button and the shortcut.
const loadPalette = () => import('./search-palette');
const SearchPalette = lazy(() => loadPalette().then((m) => ({ default: m.SearchPalette })));

/** How long after the header shows the palette's code is fetched when the browser has no idle callback. */
const PRELOAD_FALLBACK_MS = 3000;

/** Ctrl+K, or Cmd+K on a Mac: the shortcut that opens the search anywhere in the app. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

function isMac(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}

interface GlobalSearchProps {
  profile: Profile;
  hiddenMenu: readonly string[];
}

/** The header's search button and the Ctrl+K / Cmd+K shortcut, which open the search palette. */
export function GlobalSearch({ profile, hiddenMenu }: GlobalSearchProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so closing keeps it (and its answers) for the next time.
  const [mounted, setMounted] = useState(false);
  const open = useCallback(() => {
    setMounted(true);
    setOpened(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => {
    const idle = window as Window & {
      requestIdleCallback?: (callback: () => void) => number;
      cancelIdleCallback?: (id: number) => void;
    };
    const preload = () => void loadPalette().catch(() => undefined);
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const id = idle.requestIdleCallback(preload);
      return () => idle.cancelIdleCallback?.(id);
    }
    const timer = window.setTimeout(preload, PRELOAD_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <Button
        variant="default"
        size="sm"
        radius="md"
        onClick={open}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          <Kbd size="xs" visibleFrom="sm">
            {isMac() ? '⌘ K' : 'Ctrl K'}
          </Kbd>
        }
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title={t('search.openHint')}
        fw={400}
      >
        {t('search.open')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <SearchPalette
            opened={opened}
            onClose={() => setOpened(false)}
            profile={profile}
            hiddenMenu={hiddenMenu}
          />
        </Suspense>
      )}
    </>
  );
}
