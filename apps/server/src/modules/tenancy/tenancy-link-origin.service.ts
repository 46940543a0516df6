import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { recoveryLinkOrigin } from './tenancy-recovery-origin.service';
import { resolveSite, type Site } from './tenancy-site.service';
import { findUnitHosts } from './tenancy-site.repository';

/*
 * The one place the links of e-mails and notifications get their origin. A link to a unit goes to
 * the unit's own host (its custom domain, else its subdomain of the platform domain), never to a
 * host a request named; the scheme and port are the install's: those of its configured public
 * address (MIRANTE_PUBLIC_URL), else those of the request that led to the message.
 */

/** How the install is reached, set once for the app (and for its jobs). */
export interface LinkSettings {
  /** The platform's domain (MIRANTE_BASE_DOMAIN); units live on its subdomains. */
  baseDomain: string;
  /** The install's public address (MIRANTE_PUBLIC_URL), e.g. `https://portal.example.com:8443`. */
  publicUrl: string | null;
  /** The port the server listens on: the fallback of development, on a `localhost` base domain. */
  listenPort: number | null;
}

/** What a link is built with: the install's settings and, when a request led to it, that request. */
export interface LinkContext extends LinkSettings {
  request?: { protocol: string; host: string | undefined } | null;
}

interface Scheme {
  protocol: 'http' | 'https';
  /** Null: the scheme's default port (none written). */
  port: number | null;
}

// A host name or a bracketed IPv6 address, then an optional port.
const HOST_HEADER = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

function portOf(value: string | undefined, protocol: 'http' | 'https'): number | null {
  if (!value) return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) return null;
  return port === (protocol === 'https' ? 443 : 80) ? null : port;
}

/** The scheme and port of links: the public address's, else the request's, else the default. */
export function linkScheme(ctx: LinkContext): Scheme {
  if (ctx.publicUrl) {
    const url = new URL(ctx.publicUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return { protocol, port: portOf(url.port, protocol) };
  }
  if (ctx.request) {
    const protocol = ctx.request.protocol === 'https' ? 'https' : 'http';
    const match = HOST_HEADER.exec((ctx.request.host ?? '').trim());
    return { protocol, port: portOf(match?.[2], protocol) };
  }
  // Nothing says (a job, without MIRANTE_PUBLIC_URL): plain HTTP on the listening port while the
  // platform lives on localhost (development); HTTPS on its default port anywhere else.
  const base = ctx.baseDomain.toLowerCase();
  if (base === 'localhost' || base.endsWith('.localhost'))
    return { protocol: 'http', port: portOf(String(ctx.listenPort ?? ''), 'http') };
  return { protocol: 'https', port: null };
}

function originOn(host: string, scheme: Scheme): string {
  return `${scheme.protocol}://${host}${scheme.port === null ? '' : `:${scheme.port}`}`;
}

/**
 * The platform's own origin (no unit): the public address when configured; else the request's
 * host when it is the platform's (its domain, localhost or this machine: any other host is
 * refused, as a link to a host of the caller's choosing would hand its token over); else the
 * platform domain.
 */
export function platformLinkOrigin(ctx: LinkContext): string {
  if (ctx.publicUrl) return ctx.publicUrl;
  if (ctx.request)
    return recoveryLinkOrigin({
      protocol: ctx.request.protocol,
      hostHeader: ctx.request.host,
      site: { kind: 'platform' },
      baseDomain: ctx.baseDomain,
    });
  return originOn(ctx.baseDomain, linkScheme(ctx));
}

/**
 * The platform's origin for a link mailed from a request on another host (a unit's): the
 * public address, else the platform domain with that request's scheme and port.
 */
export function platformOriginFrom(ctx: LinkContext): string {
  if (ctx.publicUrl) return ctx.publicUrl;
  return originOn(ctx.baseDomain, linkScheme(ctx));
}

/**
 * The origin of links to a unit: its custom domain, else its subdomain of the platform domain
 * (a unit with neither: the platform's), with the install's scheme and port.
 */
export async function unitLinkOrigin(db: Db | Tx, companyId: UnitId, ctx: LinkContext): Promise<string> {
  const hosts = await findUnitHosts(db, companyId);
  const host =
    hosts?.domain?.toLowerCase() ??
    (hosts?.subdomain ? `${hosts.subdomain.toLowerCase()}.${ctx.baseDomain}` : null);
  if (!host) return platformLinkOrigin(ctx);
  return originOn(host, linkScheme(ctx));
}

/**
 * The origin of links mailed from a request on `site` (the host it came in on): the unit's when
 * the host is a unit's, else the platform's; a host of nobody is refused (domain_not_found).
 */
export function siteLinkOrigin(db: Db, site: Site, ctx: LinkContext): Promise<string> {
  if (site.kind === 'unknown') throw new AppError('domain_not_found');
  if (site.kind === 'company') return unitLinkOrigin(db, site.companyId, ctx);
  return Promise.resolve(platformLinkOrigin(ctx));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How links in e-mails and notifications reach the install (link-origin.ts). */
    links: LinkSettings;
  }
}

/** The link context of a request: the app's settings and the request's own scheme and host. */
export function linkContextOf(request: FastifyRequest): LinkContext {
  return {
    ...request.server.links,
    request: { protocol: request.protocol, host: request.headers.host },
  };
}

/** The origin of links to a unit, from a request (see unitLinkOrigin). */
export function unitLinkOriginOf(request: FastifyRequest, companyId: UnitId): Promise<string> {
  return unitLinkOrigin(request.db, companyId, linkContextOf(request));
}

/** The origin of links mailed from a request, by the host it came in on (see siteLinkOrigin). */
export async function requestLinkOrigin(request: FastifyRequest): Promise<string> {
  const ctx = linkContextOf(request);
  return siteLinkOrigin(request.db, await resolveSite(request.db, request.headers.host, ctx.baseDomain), ctx);
}
