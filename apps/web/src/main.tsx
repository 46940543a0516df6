import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import type { OpenApp } from './app/sign-in-shell';
import { loadFirstTexts, loadMessages, loadTexts } from './app/texts/load';
import { setLogoutHandler } from './lib/api';
import { initI18n, setTextLoader } from './lib/i18n';
import { initStorage, isLoggedIn } from './lib/storage';

const loadApp = () => import('./app/app-start');
const loadShell = () => import('./app/sign-in-shell');

/** Whether `pathname` is the sign-in page's address (matched as the router matches it). */
function isSignInPath(pathname: string): boolean {
  return /^\/signin\/?$/i.test(pathname);
}

async function bootstrap(): Promise<void> {
  // Only the active language's texts are fetched: the first screens' before the first render, the
  // others before any other screen shows (no key ever shows).
  setTextLoader(loadFirstTexts, loadMessages, loadTexts);
  // The sign-in page of a visitor without a session shows without the router and the other
  // screens; any other page needs the whole app. Either is fetched while storage opens.
  const signIn = isSignInPath(window.location.pathname);
  const shell = signIn ? loadShell() : null;
  let app = signIn ? null : loadApp();
  // Records are decrypted before the first render so every read after it is synchronous.
  await Promise.all([initStorage(), initI18n()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const render = (page: ReactNode) =>
    root.render(
      <StrictMode>
        <AppProviders>{page}</AppProviders>
      </StrictMode>,
    );

  if (shell && !isLoggedIn()) {
    const { SignInShell } = await shell;
    const openApp: OpenApp = async (to, options) => {
      const { AppRoutes, startAppAt } = await loadApp();
      const router = await startAppAt(to, options);
      render(<AppRoutes router={router} />);
    };
    // Until the app runs, a session the server ends goes through the app's own logout.
    setLogoutHandler((to) => {
      void import('./app/session').then(({ signOut }) => signOut(openApp, to));
    });
    const preload = () =>
      void loadApp().then(
        (module) => module.preloadAfterSignIn(),
        () => undefined,
      );
    render(<SignInShell openApp={openApp} preload={preload} />);
    return;
  }
  app ??= loadApp();
  const { AppRoutes, createApp } = await app;
  render(<AppRoutes router={createApp()} />);
}

void bootstrap();
