import { reportViewRoutes as calls, type TExternalFrame } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import type { SecretBox } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { FrameChecker } from './reports-frame-check.service';
import { NO_UNIT_ROUTE } from '../../platform/route-reach';
import { serve } from '../../platform/serve';

/** Path of the portal's own page that frames one external link. */
/** Where the frame page is served (the API's base and the declared path). */
export const EXTERNAL_FRAME_PATH = `/api${calls.externalFrame.path}`;

/**
 * How long a frame ticket opens its page. The screen loads the frame as soon as it gets the
 * ticket; a later slide asks for a new one.
 */
const TICKET_TTL_MS = 10 * 60_000;

interface FrameTicket {
  /** The link. */
  u: string;
  /** Origins it loads from, redirects included: the frame page's frame-src. */
  o: string[];
  /** The report's title, for the frame's accessible name. */
  t: string;
  /** Expiry, epoch milliseconds. */
  e: number;
}

/**
 * A sealed, expiring ticket for the frame page. Only a caller allowed to open the report gets
 * one (from the embed call), and it opens only that link: the page cannot be pointed elsewhere.
 */
export function sealFrameTicket(
  box: SecretBox,
  input: { url: string; origins: string[]; title: string },
  now = Date.now(),
): string {
  const ticket: FrameTicket = { u: input.url, o: input.origins, t: input.title, e: now + TICKET_TTL_MS };
  return box.seal(JSON.stringify(ticket));
}

function openFrameTicket(box: SecretBox, sealed: string): FrameTicket | null {
  try {
    const ticket = JSON.parse(box.open(sealed)) as FrameTicket;
    if (typeof ticket.u !== 'string' || !Array.isArray(ticket.o) || typeof ticket.e !== 'number') return null;
    return ticket.e > Date.now() ? ticket : null;
  } catch {
    return null;
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A CSP source for an origin; anything that is not a plain http(s) origin is left out. */
function originSource(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * How a screen shows an external link: the portal's frame page when the site lets the portal
 * frame it, else a card with the link as a QR code (and why it is not framed).
 */
export async function externalFrameFor(opts: {
  url: string;
  title: string;
  portalOrigin: string;
  checker: FrameChecker;
  secretBox: SecretBox;
}): Promise<TExternalFrame> {
  const verdict = await opts.checker.check(opts.url, opts.portalOrigin);
  if (verdict.framable) {
    const ticket = sealFrameTicket(opts.secretBox, {
      url: opts.url,
      origins: verdict.origins,
      title: opts.title,
    });
    return {
      src: `${EXTERNAL_FRAME_PATH}?ticket=${encodeURIComponent(ticket)}`,
      blocked: null,
      qr_svg: null,
    };
  }
  const qr = await QRCode.toString(opts.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { src: null, blocked: verdict.blocked, qr_svg: qr };
}

/**
 * `GET /api/report_view/frame?ticket=…`: a page of the portal holding one frame of the link.
 * The app's own policy frames only its origin and Power BI; this page's policy lets in the
 * ticket's origins alone, and runs no script of its own.
 */
export function externalFrameRoutes(secretBox: SecretBox): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      calls.externalFrame,
      // The sealed ticket is the credential: a frame cannot send the bearer token.
      { tags: ['report viewer'], config: { public: true, reach: NO_UNIT_ROUTE } },
      async (request, reply) => {
        const ticket = openFrameTicket(secretBox, request.query.ticket);
        if (!ticket) throw new AppError('not_found');
        const sources = ticket.o.map(originSource).filter((s): s is string => s !== null);
        if (sources.length === 0) throw new AppError('not_found');
        const csp = [
          "default-src 'none'",
          "style-src 'unsafe-inline'",
          `frame-src ${sources.join(' ')}`,
          "frame-ancestors 'self'",
          "base-uri 'none'",
          "form-action 'none'",
        ].join('; ');
        const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${escapeHtml(ticket.t)}</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#fff}iframe{border:0;width:100%;height:100%;display:block}</style>
</head><body><iframe src="${escapeHtml(ticket.u)}" title="${escapeHtml(ticket.t)}" sandbox="allow-scripts allow-same-origin allow-popups allow-forms" referrerpolicy="no-referrer"></iframe></body></html>`;
        return reply
          .header('content-security-policy', csp)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );
  };
}
