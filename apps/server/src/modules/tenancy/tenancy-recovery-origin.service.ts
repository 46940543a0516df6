import { isIP } from 'node:net';
import { AppError } from '../../platform/errors';
import type { Site } from './tenancy-site.service';

// A host name or a bracketed IPv6 address, then an optional port: nothing else may reach a link.
const HOST_HEADER = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

/**
 * The origin a recovery link points at: the request's own, so a unit's subdomain link stays
 * on it. The Host header is the caller's to choose, and a link to a host of the caller's
 * choosing would hand the victim's token to the caller ("reset poisoning"): so the host must
 * be a known business unit's, the platform domain, or this machine itself; any other address
 * literal is refused, and the origin is rebuilt from the parsed pieces, never copied.
 */
export function recoveryLinkOrigin(input: {
  protocol: string;
  hostHeader: string | undefined;
  site: Site;
  baseDomain: string;
}): string {
  const match = HOST_HEADER.exec((input.hostHeader ?? '').trim());
  if (!match || input.site.kind === 'unknown') throw new AppError('domain_not_found');
  const host = match[1]!.toLowerCase().replace(/\.$/, '');
  const port = match[2];
  if (input.site.kind === 'platform') {
    const known = host === input.baseDomain.toLowerCase() || host === 'localhost' || isLoopback(host);
    if (!known) throw new AppError('domain_not_found');
  }
  const protocol = input.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}${port ? `:${Number(port)}` : ''}`;
}
