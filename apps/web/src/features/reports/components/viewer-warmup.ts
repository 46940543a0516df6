import { useEffect } from 'react';
import { requestReportEmbedEarly } from '../../../components/report-embed/early-answer';

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

/** Loads the code that loads a report ahead of its viewer (see `loadReportAhead`). */
function aheadModule() {
  return import('../../../components/report-embed/embed-ahead');
}

/**
 * Opens the report frame, out of sight, for the viewer to take over (see `parkFrame`), with the
 * code a press then needs already loaded.
 */
export function warmReportFrame(): void {
  void warmReportViewer()
    .then(() => Promise.all([import('../../../components/report-embed/embed-frame'), aheadModule()]))
    .then(([frames]) => frames.parkFrame())
    .catch(() => undefined);
}

/**
 * The card was pressed: the report loads into the frame opened on hover as soon as its answer
 * is here, while the viewer is on its way (see `embedAhead`).
 */
export function loadReportAhead(reportId: number): void {
  void aheadModule()
    .then((ahead) => ahead.embedAhead(reportId))
    .catch(() => undefined);
}

/** How long the pointer rests on a card before its token is asked for: passing over it is not enough. */
export const HOVER_INTENT_MS = 60;

interface WarmableReport {
  id: number;
  kind: string;
  in_maintenance: boolean;
}

function warmable(report: WarmableReport): boolean {
  return report.kind === 'powerbi' && !report.in_maintenance;
}

const hovering = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * The pointer came onto a report's card (or the focus did): the viewer's code and the report
 * frame get ready at once, and the report's token is asked for once the pointer (or focus)
 * stays, so a click then finds them on their way or there.
 */
export function warmReport(report: WarmableReport): void {
  if (!warmable(report)) return;
  warmReportFrame();
  if (hovering.has(report.id)) return;
  hovering.set(
    report.id,
    setTimeout(() => {
      hovering.delete(report.id);
      requestReportEmbedEarly(report.id);
    }, HOVER_INTENT_MS),
  );
}

/**
 * The pointer (or focus) left the card before its token was asked for: it is not. Also on the
 * press, which asks for it itself.
 */
export function coolReport(report: WarmableReport): void {
  const timer = hovering.get(report.id);
  if (timer === undefined) return;
  clearTimeout(timer);
  hovering.delete(report.id);
}

type IdleHandle = ReturnType<typeof setTimeout> | number;

/** Once the page is idle, warms the viewer when a Power BI report is among the cards shown. */
export function useViewerWarmup(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const idle = typeof window.requestIdleCallback === 'function';
    const handle: IdleHandle = idle
      ? window.requestIdleCallback(() => void warmReportViewer(), { timeout: 1000 })
      : setTimeout(() => void warmReportViewer(), 300);
    return () => {
      if (idle) window.cancelIdleCallback(handle as number);
      else clearTimeout(handle);
    };
  }, [enabled]);
}
