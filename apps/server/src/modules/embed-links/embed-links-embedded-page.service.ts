import type { FastifyReply } from 'fastify';
import type { Db } from '../../platform/db';
import { readEmbedToken } from './embed-links-token.service';
import type { EmbeddedDeps } from './embed-links-embedded.service';
import { frameAncestorsOf } from './embed-links-embedded.service';

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

/** The token of the page `/embedded/{token}`, or null for any other page of the app. */
function tokenOfPage(path: string): string | null {
  const match = PAGE.exec(path);
  return match ? decodeSegment(match[1]!) : null;
}

/**
 * The page `/embedded/{token}` (the web app's index), as the web server asks about any page:
 * - `unit`: the reach its request runs in (route-reach.ts), the unit its token was sealed for;
 *   no unit for every other page.
 * - `headers`: only the link's allowed sites may frame it (frame-ancestors, which browsers put
 *   above X-Frame-Options, dropped here), and the referrer (which would carry the token) is
 *   never sent on. `db` is the request's handle, in that unit's reach.
 */
export function embeddedPage(deps: Pick<EmbeddedDeps, 'secretBox'>) {
  return {
    unit(path: string): number | null {
      const token = tokenOfPage(path);
      return token === null ? null : (readEmbedToken(deps.secretBox, token)?.companyId ?? null);
    },
    async headers(path: string, reply: FastifyReply, db: Db): Promise<void> {
      const token = tokenOfPage(path);
      if (token === null) return;
      const origins = await frameAncestorsOf({ db, secretBox: deps.secretBox }, token);
      const current = reply.getHeader('content-security-policy');
      reply.header(
        'content-security-policy',
        withFrameAncestors(typeof current === 'string' ? current : '', origins),
      );
      reply.removeHeader('x-frame-options');
      reply.header('referrer-policy', 'no-referrer');
    },
  };
}
