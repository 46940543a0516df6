import { type IEmbedConfiguration, Report, type service } from 'powerbi-client';

/**
 * The offline emulator's pages are not on *.powerbi.com, which powerbi-client refuses to load.
 * This driver hands powerbi-client an iframe it created itself, so the library's own protocol
 * (window-post-message-proxy + http-post-message: /report/load, events, /report/token…) drives
 * the emulator exactly as it drives Power BI. Only used when the server runs the emulator.
 */
export function embedWithOwnFrame(
  powerbi: service.Service,
  element: HTMLElement,
  config: IEmbedConfiguration,
): Report {
  return ownFrame(powerbi, element, config, false);
}

/**
 * `powerbi.bootstrap` for the emulator: the frame opens on the report page of `embedUrl` before
 * the report is known; `powerbi.embed` on the same element then loads the report into it.
 */
export function bootstrapOwnFrame(powerbi: service.Service, element: HTMLElement, embedUrl: string): Report {
  return ownFrame(powerbi, element, { type: 'report', embedUrl }, true);
}

function ownFrame(
  powerbi: service.Service,
  element: HTMLElement,
  config: IEmbedConfiguration,
  bootstrap: boolean,
): Report {
  while (element.firstChild) element.removeChild(element.firstChild);
  const iframe = document.createElement('iframe');
  iframe.style.width = '100%';
  iframe.style.height = '100%';
  iframe.style.border = '0';
  iframe.setAttribute('allowfullscreen', 'true');
  iframe.setAttribute('title', config.id ?? 'report');
  // The emulator is mounted on the portal's own server: load its page from the portal's origin,
  // whatever host name the server put in the URL (localhost, 127.0.0.1), so the page and the
  // frame share an origin as they do for the server's other routes. The page learns the
  // report's unique id from powerbi-client's first message, so its address stays the same from
  // one frame to the next and the browser may keep the page. The address is set before the
  // frame is inserted: it opens on the report page at once, without a blank page first.
  const given = new URL(config.embedUrl ?? '', window.location.href);
  iframe.src = new URL(`${given.pathname}${given.search}`, window.location.origin).toString();
  element.appendChild(iframe);
  // The report listens for the frame's load event, which comes after this task.
  const report = new Report(powerbi, element, config, false, bootstrap, iframe);
  // The service routes the frame's events to the embeds it knows about.
  (element as HTMLElement & { powerBiEmbed?: Report }).powerBiEmbed = report;
  const known = powerbi as unknown as { embeds: Report[] };
  known.embeds.push(report);
  return report;
}
