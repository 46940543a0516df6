import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { logReportPageView } from '../api/reports-api';

/** How long after the report shows its first page may still be named by the report. */
const NAMING_GRACE_MS = 1500;

interface OpenPage {
  name: string | null;
  title: string | null;
  startedAt: Date;
}

/**
 * Logs each visit to a page of a report (auth/log/report/page/view) with how long it lasted:
 * when the page changes, when the tab is hidden (a new visit starts when it is shown again)
 * and when the viewer is left. Reports without pages log one visit with no page name.
 */
export function usePageViewTracker(reportId: number, active: boolean) {
  const queryClient = useQueryClient();
  const current = useRef<OpenPage | null>(null);
  const resume = useRef<{ name: string | null; title: string | null } | null>(null);

  const flush = useCallback(() => {
    const open = current.current;
    current.current = null;
    if (!open) return;
    const duration = Math.max(0, Math.round((Date.now() - open.startedAt.getTime()) / 1000));
    logReportPageView({
      reportId,
      page_name: open.name,
      page_title: open.title,
      started_at: open.startedAt.toISOString(),
      duration_seconds: duration,
    }).then(() => queryClient.invalidateQueries({ queryKey: ['dashboard'] }));
  }, [reportId, queryClient]);

  /** A page became the one shown (null name: the report has no pages, or none is known yet). */
  const pageShown = useCallback(
    (name: string | null, title: string | null) => {
      const open = current.current;
      if (open && open.name === name) return;
      // The report showed before it named its first page: that visit is this page's.
      if (
        open &&
        open.name === null &&
        name !== null &&
        Date.now() - open.startedAt.getTime() < NAMING_GRACE_MS
      ) {
        current.current = { ...open, name, title };
        return;
      }
      flush();
      current.current = { name, title, startedAt: new Date() };
    },
    [flush],
  );

  /** The report is on screen: a visit starts even if no page is named yet. */
  const reportShown = useCallback(() => {
    if (!current.current) current.current = { name: null, title: null, startedAt: new Date() };
  }, []);

  useEffect(() => {
    if (!active) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        const open = current.current;
        flush();
        // Resumes on the same page when the tab comes back.
        if (open) resume.current = { name: open.name, title: open.title };
      } else if (resume.current) {
        current.current = { ...resume.current, startedAt: new Date() };
        resume.current = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [active, flush]);

  return { pageShown, reportShown, flush };
}
