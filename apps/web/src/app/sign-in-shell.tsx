import { Component, type ReactNode, useEffect, useMemo, useState } from 'react';
import { LoadingBar } from '../components/loading-bar';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { type NavigateOptions, type PageNavigation, PageNavigationContext } from '../lib/page-navigation';

/** The fieldset only disables the form during the handover; it adds no box of its own. */
const HANDOVER_STYLE = { display: 'contents' } as const;

export type OpenApp = (to?: string, options?: NavigateOptions) => Promise<void>;

interface ShellProps {
  /** Starts the whole app (router, every route) at `to`, in place of the shell. */
  openApp: OpenApp;
  /** Fetches what the app needs after sign-in; called once the visitor starts filling the form. */
  preload?: () => void;
}

/** A failure while rendering the shell: the app takes over, and shows its error page if it fails too. */
class ShellErrorBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The sign-in page of a visitor without a session, shown without the router, the route table and
 * the other screens: they load once the visitor leaves the page (a link, a signed-in session), or
 * ahead of it once the visitor starts typing.
 */
export function SignInShell({ openApp, preload }: ShellProps) {
  const [opening, setOpening] = useState(false);
  const navigation = useMemo<PageNavigation>(
    () => ({
      search: new URLSearchParams(window.location.search),
      navigate: async (to, options) => {
        setOpening(true);
        try {
          await openApp(to, options);
        } catch {
          // The app's code could not be fetched: a full load of the address shows it or its error page.
          window.location.assign(to);
        }
      },
    }),
    [openApp],
  );

  useEffect(() => {
    if (!preload) return;
    const events = ['input', 'pointerdown', 'keydown'] as const;
    const start = () => {
      stop();
      preload();
    };
    const stop = () => {
      for (const name of events) document.removeEventListener(name, start, true);
    };
    for (const name of events) document.addEventListener(name, start, true);
    return stop;
  }, [preload]);

  return (
    <>
      {opening && <LoadingBar />}
      <ShellErrorBoundary onError={() => void openApp().catch(() => window.location.reload())}>
        <PageNavigationContext value={navigation}>
          {/* Nothing typed while the app takes over would reach the page it opens: the form waits. */}
          <fieldset disabled={opening} aria-busy={opening} style={HANDOVER_STYLE}>
            <SignInPage />
          </fieldset>
        </PageNavigationContext>
      </ShellErrorBoundary>
    </>
  );
}
