import { LANG_HEADER, type Language, resolveLanguage, XSRF_COOKIE, XSRF_HEADER } from '@mirante/contracts';
import type { FastifyInstance } from 'fastify';
import { newToken, safeEqual } from './crypto';
import { AppError } from './errors';
import type { Scope } from './scope';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    /** Set by the auth guard on every authenticated route. */
    scope: Scope;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session. Every other route requires one. */
    public?: boolean;
    /** Routes that may be called without the XSRF double-submit header (none by default). */
    skipXsrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Language of every answer (the `lang` header, then Accept-Language, then the default), and
 * the XSRF-TOKEN cookie for callers that do not have one yet.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'pt-BR');
  app.decorateRequest('scope', null as unknown as Scope);

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers[LANG_HEADER];
    request.lang = resolveLanguage(
      (Array.isArray(header) ? header[0] : header) ?? request.headers['accept-language'],
    );
    // Hand out the XSRF cookie first, so even an answer that fails later carries it.
    if (!request.cookies[XSRF_COOKIE]) {
      reply.setCookie(XSRF_COOKIE, newToken(), {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
  });
}

/**
 * XSRF-TOKEN double submit: the cookie is handed out on any answer that lacks it, and every
 * state-changing call of a matched route must echo it in the x-xsrf-token header unless the
 * route declares `skipXsrf`. Decided on the matched route, whatever the spelling of the URL.
 */
export function registerXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions;
    if (!route.url || route.config?.skipXsrf) return;
    const sent = request.headers[XSRF_HEADER];
    if (!cookie || typeof sent !== 'string' || !safeEqual(cookie, sent)) {
      throw new AppError('invalid_xsrf_token');
    }
  });
}
