import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// A module of the app, not the library's index: the index stays with the code that shows notices.
const NoticeContainer = lazy(() =>
  import('./notice-container').then((m) => ({ default: m.NoticeContainer })),
);

/**
 * The notices' container (transitions, portal), fetched with the first notice: most first screens
 * show none. Notices shown before it arrives wait in the store and appear when it mounts.
 */
function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (notifications.length > 0 || queue.length > 0)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeContainer />
    </Suspense>
  );
}

/** Theme, notifications (top-right, 10 s — spec §9) and server state for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
