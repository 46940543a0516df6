import { reportViewRoutes, type TReportEmbedResponse } from '@mirante/contracts';
import { api } from '../../lib/api';

// Light on purpose (no powerbi-client): report cards import it to ask for a token on click.

/**
 * How to show the report, with a fresh token for Power BI.
 * External links come with the frame they may be shown in, or the card to show instead.
 */
export function fetchReportEmbed(reportId: number): Promise<TReportEmbedResponse> {
  return api.call(reportViewRoutes.embed, { body: { reportId, frame: true } });
}

/**
 * How the operator sees a report of a unit it reaches
 * (read-only, no grant; external links with their frame or card, as above).
 */
export function fetchOperatorReportEmbed(reportId: number): Promise<TReportEmbedResponse> {
  return api.call(reportViewRoutes.operatorEmbed, { body: { reportId, frame: true } });
}

/** Answers asked for ahead of the viewer, each taken once (or dropped after a while). */
const early = new Map<
  number,
  { answer: Promise<TReportEmbedResponse>; timer: ReturnType<typeof setTimeout> }
>();
const EARLY_ANSWER_MS = 30_000;

/**
 * Asks for a report's embed answer before its viewer shows (e.g. while the page checks the
 * report), so that the token is on its way sooner; the viewer's first request takes it.
 */
export function requestReportEmbedEarly(reportId: number): void {
  if (early.has(reportId)) return;
  const answer = fetchReportEmbed(reportId);
  // Nobody may take it (the report turns out to be a link, or the page is left): no noise then.
  answer.catch(() => undefined);
  const timer = setTimeout(() => early.delete(reportId), EARLY_ANSWER_MS);
  early.set(reportId, { answer, timer });
}

/** The answer asked for ahead, without taking it (the viewer still will); null when none is. */
export function peekReportEmbed(reportId: number): Promise<TReportEmbedResponse> | null {
  return early.get(reportId)?.answer ?? null;
}

export function takeReportEmbed(reportId: number): Promise<TReportEmbedResponse> {
  const started = early.get(reportId);
  if (!started) return fetchReportEmbed(reportId);
  clearTimeout(started.timer);
  early.delete(reportId);
  return started.answer;
}
