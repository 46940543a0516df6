import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { signOut } from './app/session';
import { loadFirstTexts, loadMessages, loadTexts } from './app/texts/load';
import { setLogoutHandler } from './lib/api';
import { initI18n, setTextLoader } from './lib/i18n';
import { initStorage } from './lib/storage';

async function bootstrap(): Promise<void> {
  // Only the active language's texts are fetched: the first screens' before the first render, the
  // others before any other screen shows (no key ever shows).
  setTextLoader(loadFirstTexts, loadMessages, loadTexts);
  // Records are decrypted before the first render so every read after it is synchronous.
  await Promise.all([initStorage(), initI18n()]);
  const router = createAppRouter();
  setLogoutHandler((to) => {
    void signOut(router.navigate, to);
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
