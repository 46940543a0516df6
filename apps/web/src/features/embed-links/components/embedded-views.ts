import { useCallback, useEffect, useRef } from 'react';
import { logEmbeddedPageView } from '../api/embedded-api';

interface OpenPage {
  name: string | null;
  title: string | null;
  startedAt: Date;
}

/**
 * Logs each visit to a page of an embedded report, anonymously under the link: when the page
 * changes, when the tab is hidden or left, and when the link stops.
 */
export function useEmbeddedViews(token: string) {
  const current = useRef<OpenPage | null>(null);

  const flush = useCallback(() => {
    const open = current.current;
    current.current = null;
    if (!open) return;
    const duration = Math.max(0, Math.round((Date.now() - open.startedAt.getTime()) / 1000));
    logEmbeddedPageView({
      token,
      page_name: open.name,
      page_title: open.title,
      started_at: open.startedAt.toISOString(),
      duration_seconds: duration,
    }).catch(() => undefined);
  }, [token]);

  const pageShown = useCallback(
    (name: string | null, title: string | null) => {
      if (current.current?.name === name && name !== null) return;
      if (current.current && current.current.name === null) {
        current.current = { ...current.current, name, title };
        return;
      }
      flush();
      current.current = { name, title, startedAt: new Date() };
    },
    [flush],
  );

  useEffect(() => {
    let resume: OpenPage | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        resume = current.current;
        flush();
      } else if (resume) {
        current.current = { ...resume, startedAt: new Date() };
        resume = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** The link stopped: nothing more is logged. */
  const stop = useCallback(() => {
    current.current = null;
  }, []);

  return { pageShown, flush, stop };
}
