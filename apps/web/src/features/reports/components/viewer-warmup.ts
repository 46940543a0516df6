import { useEffect } from 'react';

let warming: Promise<unknown> | null = null;

/**
 * Fetches and runs the report viewer's code (with powerbi-client) ahead of the first click on a
 * report, so the click spends its time on the report, not on loading the viewer.
 */
export function warmReportViewer(): Promise<unknown> {
  warming ??= import('../pages/report-view-page').catch(() => {
    // Offline or a new deployment: the click loads the viewer the usual way.
    warming = null;
  });
  return warming;
}

type IdleHandle = ReturnType<typeof setTimeout> | number;

/** Once the page is idle, warms the viewer when a Power BI report is among the cards shown. */
export function useViewerWarmup(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const idle = typeof window.requestIdleCallback === 'function';
    const handle: IdleHandle = idle
      ? window.requestIdleCallback(() => void warmReportViewer(), { timeout: 2000 })
      : setTimeout(() => void warmReportViewer(), 300);
    return () => {
      if (idle) window.cancelIdleCallback(handle as number);
      else clearTimeout(handle);
    };
  }, [enabled]);
}
