import type { FastifyReply } from 'fastify';
import type { EmbeddedDeps } from './embedded.service';
import { frameAncestorsOf } from './embedded.service';

const PAGE = /^embedded\/([^/]+)\/?$/;

/** A path segment as written; a malformed escape names no link. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The content security policy with its frame-ancestors replaced by `origins` ('none' when empty). */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const ancestors = `frame-ancestors ${origins.length > 0 ? origins.join(' ') : "'none'"}`;
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors(\s|$)/i.test(d));
  return [...directives, ancestors].join(';');
}

/**
 * Headers of the page `/embedded/{token}` (the web app's index): only the link's allowed sites
 * may frame it (frame-ancestors, which browsers put above X-Frame-Options, dropped here), and
 * the referrer (which would carry the token) is never sent on.
 */
export function embeddedPageHeaders(deps: Pick<EmbeddedDeps, 'db' | 'secretBox'>) {
  return async (path: string, reply: FastifyReply): Promise<void> => {
    const match = PAGE.exec(path);
    if (!match) return;
    const origins = await frameAncestorsOf(deps, decodeSegment(match[1]!));
    const current = reply.getHeader('content-security-policy');
    reply.header(
      'content-security-policy',
      withFrameAncestors(typeof current === 'string' ? current : '', origins),
    );
    reply.removeHeader('x-frame-options');
    reply.header('referrer-policy', 'no-referrer');
  };
}
