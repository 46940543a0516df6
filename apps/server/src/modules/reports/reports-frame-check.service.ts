import { type LookupAddress, lookup as dnsLookup } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { ExternalFrameBlock } from '@mirante/contracts';
import { isPrivateAddress } from '../../platform/addresses';

/** Whether an external link may be shown in a frame of the portal, and the origins it loads from. */
export type FrameVerdict =
  | { framable: true; origins: string[] }
  | { framable: false; blocked: ExternalFrameBlock };

export interface FrameCheckerOptions {
  /**
   * Check links whose host is in a private, loopback or link-local network
   * (MIRANTE_FRAME_CHECK_PRIVATE). Off by default, so a unit's admin cannot make the server
   * knock on internal addresses; such links show as a card.
   */
  allowPrivateNetworks: boolean;
  /** Time for the whole check, redirects included. */
  timeoutMs?: number;
  /** How long an answer is reused before the site is asked again. */
  ttlMs?: number;
}

const DEFAULT_TIMEOUT_MS = 4_000;
const DEFAULT_TTL_MS = 10 * 60_000;
/** An unreachable site is asked again sooner: it may only have been down for a moment. */
const UNREACHABLE_TTL_MS = 60_000;
const MAX_REDIRECTS = 5;
const MAX_CACHED = 1_000;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

/** A scheme written in a source matches the portal's, or its upgrade from http to https. */
function schemeMatches(scheme: string, portal: URL): boolean {
  return `${scheme}:` === portal.protocol || (scheme === 'http' && portal.protocol === 'https:');
}

/**
 * Whether one source expression of a `frame-ancestors` directive lets the portal frame the page
 * (CSP Level 3 matching, for an origin: scheme, host with an optional `*.` and port).
 */
export function ancestorSourceMatches(source: string, portal: URL, page: URL): boolean {
  const s = source.toLowerCase();
  if (s === "'self'") return portal.origin === page.origin;
  if (s === '*') return isHttp(portal);
  if (s.startsWith("'")) return false;
  const schemeOnly = /^([a-z][a-z0-9+.-]*):$/.exec(s);
  if (schemeOnly) return schemeMatches(schemeOnly[1]!, portal);
  const m =
    /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\*|\d{1,5}))?(?:\/.*)?$/.exec(
      s,
    );
  if (!m) return false;
  const [, scheme, host, port] = m;
  // Without a scheme the page's own scheme is meant.
  if (!schemeMatches(scheme ?? page.protocol.slice(0, -1), portal)) return false;
  const portalHost = portal.hostname.toLowerCase();
  if (host!.startsWith('*.')) {
    if (!portalHost.endsWith(host!.slice(1))) return false;
  } else if (host !== '*' && host !== portalHost) return false;
  const portalPort = portal.port || defaultPort(portal.protocol);
  if (port === '*') return true;
  if (port) return port === portalPort || (port === '80' && portalPort === '443');
  return portalPort === defaultPort(portal.protocol);
}

/** The policies of the headers (several headers, or several policies joined by commas). */
function policiesOf(values: string[]): string[] {
  return values.flatMap((value) => value.split(','));
}

/** The sources of the first `frame-ancestors` directive of a policy, or null without one. */
function frameAncestorsOf(policy: string): string[] | null {
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === 'frame-ancestors') return sources.filter(Boolean);
  }
  return null;
}

/**
 * Whether a page answered with these headers may be framed by the portal, as a browser decides:
 * every enforced policy's `frame-ancestors` must let the portal in, and only when no policy has
 * one does `X-Frame-Options` count (DENY, or SAMEORIGIN for another origin, refuse; values in
 * conflict refuse; unknown values are ignored).
 */
export function framingAllowed(opts: {
  page: URL;
  portal: URL;
  contentSecurityPolicy: string[];
  xFrameOptions: string[];
}): boolean {
  const ancestors = policiesOf(opts.contentSecurityPolicy)
    .map(frameAncestorsOf)
    .filter((sources): sources is string[] => sources !== null);
  if (ancestors.length > 0) {
    return ancestors.every((sources) =>
      sources.some((source) => ancestorSourceMatches(source, opts.portal, opts.page)),
    );
  }
  const values = new Set(
    policiesOf(opts.xFrameOptions)
      .map((v) => v.trim().toLowerCase())
      .filter((v) => v === 'deny' || v === 'sameorigin' || v === 'allowall'),
  );
  if (values.size === 0) return true;
  if (values.size > 1 || values.has('deny')) return false;
  if (values.has('sameorigin')) return opts.page.origin === opts.portal.origin;
  return true;
}

function headerValues(headers: IncomingHttpHeaders, name: string): string[] {
  const value = headers[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

class PrivateAddressError extends Error {}

/** A DNS lookup that refuses private addresses, so the check cannot be pointed inside the network. */
function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (...args: unknown[]) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true } as { all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
        return callback(new PrivateAddressError(hostname));
      }
      const first = addresses[0];
      if (!first) return callback(new Error(`No address for ${hostname}`));
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

/** One GET of the link: status and headers only, the body is never read. */
function head(url: URL, opts: { allowPrivate: boolean; signal: AbortSignal }) {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !opts.allowPrivate && isPrivateAddress(literal)) {
    return Promise.reject(new PrivateAddressError(literal));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal: opts.signal,
        lookup: guardedLookup(opts.allowPrivate) as never,
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
          'user-agent': 'Mozilla/5.0 (compatible; Mirante frame check)',
        },
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
        res.destroy();
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Asks an external site whether the portal may frame it: follows its redirects, reads
 * X-Frame-Options and CSP frame-ancestors of the final answer, and remembers the verdict for a
 * while per link and portal origin. Checks of the same link at the same time share one request.
 */
export class FrameChecker {
  private readonly cache = new Map<string, { until: number; verdict: Promise<FrameVerdict> }>();

  constructor(private readonly options: FrameCheckerOptions) {}

  check(link: string, portalOrigin: string): Promise<FrameVerdict> {
    const key = `${portalOrigin} ${link}`;
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.verdict;
    const verdict = this.probe(link, portalOrigin);
    const entry = { until: now + (this.options.ttlMs ?? DEFAULT_TTL_MS), verdict };
    this.cache.delete(key);
    this.cache.set(key, entry);
    void verdict.then((v) => {
      if (!v.framable && v.blocked === 'unreachable')
        entry.until = Math.min(entry.until, now + UNREACHABLE_TTL_MS);
    });
    while (this.cache.size > MAX_CACHED) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return verdict;
  }

  private async probe(link: string, portalOrigin: string): Promise<FrameVerdict> {
    let url: URL;
    let portal: URL;
    try {
      url = new URL(link);
      portal = new URL(portalOrigin);
    } catch {
      return { framable: false, blocked: 'unreachable' };
    }
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const origins: string[] = [];
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!isHttp(url)) return { framable: false, blocked: 'unreachable' };
      // A page served over plain HTTP inside an HTTPS portal is mixed content: never shown.
      if (portal.protocol === 'https:' && url.protocol === 'http:')
        return { framable: false, blocked: 'insecure' };
      if (!origins.includes(url.origin)) origins.push(url.origin);
      let answer: Awaited<ReturnType<typeof head>>;
      try {
        answer = await head(url, { allowPrivate: this.options.allowPrivateNetworks, signal });
      } catch {
        return { framable: false, blocked: 'unreachable' };
      }
      const location = answer.headers.location;
      if (REDIRECTS.has(answer.status) && location) {
        try {
          url = new URL(location, url);
        } catch {
          return { framable: false, blocked: 'unreachable' };
        }
        continue;
      }
      if (answer.status < 200 || answer.status >= 400) return { framable: false, blocked: 'unreachable' };
      const allowed = framingAllowed({
        page: url,
        portal,
        contentSecurityPolicy: headerValues(answer.headers, 'content-security-policy'),
        xFrameOptions: headerValues(answer.headers, 'x-frame-options'),
      });
      return allowed ? { framable: true, origins } : { framable: false, blocked: 'refused' };
    }
    return { framable: false, blocked: 'unreachable' };
  }
}
