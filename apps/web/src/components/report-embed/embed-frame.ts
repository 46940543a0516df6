import { factories, type IEmbedConfiguration, type Report, service } from 'powerbi-client';
import { isLocalEmulatorUrl, isPowerBiUrl } from './embed-config';
import { bootstrapOwnFrame, embedWithOwnFrame } from './emulator-driver';

/** One Power BI service for the whole app, as powerbi-client intends. */
let powerbiService: service.Service | null = null;
export function powerbi(): service.Service {
  powerbiService ??= new service.Service(
    factories.hpmFactory,
    factories.wpmpFactory,
    factories.routerFactory,
  );
  return powerbiService;
}

/** Where the last report came from (its report page, without the query), kept for the next visit. */
const HOST_KEY = 'mirante.report-host';

/** A report loaded into the parked frame before its viewer showed, and the events it sent since. */
export interface AheadReport {
  providerReportId: string;
  events: Map<string, unknown>;
}

type FrameElement = HTMLElement & { powerBiEmbed?: Report; reportHost?: string; ahead?: AheadReport };

const AHEAD_EVENTS = ['loaded', 'rendered', 'error'] as const;

/** Keeps the report's first events for the viewer that takes the frame over. */
function recordEvents(report: Report, ahead: AheadReport): void {
  for (const name of AHEAD_EVENTS) {
    report.off(name);
    report.on(name, (event) => {
      if (!ahead.events.has(name)) ahead.events.set(name, (event as { detail?: unknown }).detail);
    });
  }
}

/** The report page of an embed URL: origin and path, without the report's parameters. */
export function reportHostOf(embedUrl: string): string | null {
  try {
    const url = new URL(embedUrl, window.location.href);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

function usableHost(host: string | null): host is string {
  return Boolean(host && (isPowerBiUrl(host) || isLocalEmulatorUrl(host)));
}

function lastHost(): string | null {
  try {
    const host = localStorage.getItem(HOST_KEY);
    return usableHost(host) ? host : null;
  } catch {
    return null;
  }
}

function rememberHost(host: string): void {
  try {
    if (localStorage.getItem(HOST_KEY) !== host) localStorage.setItem(HOST_KEY, host);
  } catch {
    // Storage refused: the next visit opens its frame once the answer names the host.
  }
}

/**
 * Opens the report frame before the report and its token are known, on the host the last report
 * came from (Power BI's `powerbi.bootstrap`): the frame's page loads while the portal asks for
 * the token. Does nothing when the element already holds a frame or no host is known yet.
 */
export function bootstrapFrame(element: HTMLElement): void {
  const frame = element as FrameElement;
  if (frame.powerBiEmbed) return;
  const host = lastHost();
  if (!host) return;
  try {
    if (isPowerBiUrl(host)) powerbi().bootstrap(frame, { type: 'report', embedUrl: host });
    else bootstrapOwnFrame(powerbi(), frame, host);
    frame.reportHost = host;
  } catch {
    // The report is embedded the usual way once its answer arrives.
    powerbi().reset(frame);
  }
}

/** A frame opened ahead of the viewer, out of sight, that the viewer takes over. */
let parked: FrameElement | null = null;

type MovableParent = HTMLElement & { moveBefore?: (node: Node, child: Node | null) => void };

/** Whether a frame can change places without loading again (`Element.moveBefore`). */
function canMoveFrames(): boolean {
  return typeof (document.body as MovableParent).moveBefore === 'function';
}

/**
 * Opens the report frame before the viewer does (when the pointer or the focus comes onto a
 * report's card): out of sight, on the host the last report came from, so that its page and
 * scripts are loaded by the time the viewer shows. The viewer takes it over without reloading
 * it; only where the browser can move a frame without reloading it.
 */
export function parkFrame(): void {
  if (parked?.isConnected || !canMoveFrames() || !lastHost()) return;
  const holder = document.createElement('div') as FrameElement;
  holder.setAttribute('aria-hidden', 'true');
  holder.dataset.parkedFrame = '';
  // Laid out at the window's size (reports lay out at their real size) but off screen.
  Object.assign(holder.style, {
    position: 'fixed',
    left: '-200vw',
    top: '0',
    width: '100vw',
    height: '100vh',
    visibility: 'hidden',
    pointerEvents: 'none',
  });
  document.body.appendChild(holder);
  bootstrapFrame(holder);
  if (holder.powerBiEmbed) parked = holder;
  else holder.remove();
}

/**
 * Moves the parked frame, with its report component, into the element: the element then holds a
 * bootstrapped frame as if it had opened it itself. False when there is none to take.
 */
export function adoptParkedFrame(element: HTMLElement): boolean {
  const holder = parked;
  const target = element as FrameElement & MovableParent;
  if (!holder?.powerBiEmbed || target.powerBiEmbed || typeof target.moveBefore !== 'function') return false;
  const iframe = holder.querySelector('iframe');
  if (!iframe) return false;
  parked = null;
  target.moveBefore(iframe, null);
  const report = holder.powerBiEmbed;
  // powerbi-client raises the report's events on its element and finds the component there.
  (report as unknown as { element: HTMLElement }).element = target;
  target.powerBiEmbed = report;
  target.reportHost = holder.reportHost;
  if (holder.ahead) {
    target.ahead = holder.ahead;
    recordEvents(report, holder.ahead);
  }
  delete holder.powerBiEmbed;
  delete holder.ahead;
  holder.remove();
  return true;
}

/**
 * Loads a report into the parked frame at once (the card was pressed and its answer is here),
 * while the viewer is still on its way; the viewer that takes the frame over finds it loading,
 * or loaded, with its events so far. False when no frame is parked.
 */
export function loadIntoParkedFrame(config: IEmbedConfiguration, ownFrame: boolean): boolean {
  const holder = parked;
  if (!holder?.powerBiEmbed || !config.id) return false;
  const host = reportHostOf(config.embedUrl ?? '');
  if (!host || holder.reportHost !== host) return false;
  // Pressed twice (pointerdown, then click): it is loading already.
  if (holder.ahead?.providerReportId === config.id) return true;
  const report = showReport(holder, config, ownFrame);
  const ahead: AheadReport = { providerReportId: config.id, events: new Map() };
  holder.ahead = ahead;
  recordEvents(report, ahead);
  return true;
}

/**
 * The report the element's frame loaded ahead, when it is this one (taken once): the viewer
 * then goes on from there instead of loading it again.
 */
export function takeAheadReport(
  element: HTMLElement,
  providerReportId: string,
): { report: Report; events: Map<string, unknown> } | null {
  const frame = element as FrameElement;
  const ahead = frame.ahead;
  const report = frame.powerBiEmbed;
  delete frame.ahead;
  if (!ahead || !report) return null;
  for (const name of AHEAD_EVENTS) report.off(name);
  if (ahead.providerReportId.toLowerCase() !== providerReportId.toLowerCase()) return null;
  return { report, events: ahead.events };
}

/** The events a report loaded ahead sent before its viewer listened, sent again to the viewer. */
export function replayAheadEvents(element: HTMLElement, events: Map<string, unknown>): void {
  for (const name of AHEAD_EVENTS) {
    if (!events.has(name)) continue;
    // As powerbi-client raises them on the element.
    element.dispatchEvent(
      new CustomEvent(name, { detail: events.get(name), bubbles: true, cancelable: true }),
    );
  }
}

/**
 * Shows a report in the element. A frame already there (bootstrapped, or showing another report)
 * on the same host loads the report in place; otherwise a new frame replaces it.
 */
export function showReport(element: HTMLElement, config: IEmbedConfiguration, ownFrame: boolean): Report {
  const frame = element as FrameElement;
  const host = reportHostOf(config.embedUrl ?? '');
  const current = frame.powerBiEmbed;
  if (current && host && frame.reportHost === host) {
    // powerbi-client drops a load sent within 100 ms of the previous one; this one replaces it.
    (current as unknown as { lastLoadRequest?: Date }).lastLoadRequest = undefined;
    return powerbi().embed(frame, config) as Report;
  }
  if (current) powerbi().reset(frame);
  const report = ownFrame
    ? embedWithOwnFrame(powerbi(), frame, config)
    : (powerbi().embed(frame, config) as Report);
  frame.reportHost = host ?? undefined;
  if (usableHost(host)) rememberHost(host);
  return report;
}

/** Closes the element's frame for good. */
export function closeFrame(element: HTMLElement): void {
  powerbi().reset(element);
  delete (element as FrameElement).reportHost;
  delete (element as FrameElement).ahead;
}
