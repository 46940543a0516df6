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

type FrameElement = HTMLElement & { powerBiEmbed?: Report; reportHost?: string };

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
}
