import {
  type AnyRoute,
  embeddedRoutes,
  LANG_HEADER,
  type RouteAnswer,
  type RouteInput,
  routeUrl,
  type TEmbeddedPageViewRequest,
} from '@mirante/contracts';
import { ApiError } from '../../../lib/api';
import { currentLanguage, translateMessage } from '../../../lib/i18n';

/*
 * The embedded page's calls. It runs framed on other sites without a session, so it speaks to
 * the server directly: no bearer, no XSRF cookie (a third-party frame may not keep cookies), no
 * logout on failure. The link's token goes in the body.
 */

async function post<R extends AnyRoute>(def: R, body: RouteInput<R>['body']): Promise<RouteAnswer<R>> {
  const lang = currentLanguage();
  let res: Response;
  try {
    res = await fetch(`/api${routeUrl(def)}`, {
      method: def.method,
      headers: { 'content-type': 'application/json', [LANG_HEADER]: lang },
      body: JSON.stringify(body),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: translateMessage('network_error', lang),
    });
  }
  const answer = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!res.ok) {
    const code = answer?.code ?? 'unexpected_error';
    throw new ApiError({
      status: res.status,
      code,
      message: answer?.message ?? translateMessage('unexpected_error', lang),
    });
  }
  return answer as RouteAnswer<R>;
}

/** The report's configuration; `renewal` for a new token only. */
export function fetchEmbeddedReport(token: string, renewal = false) {
  return post(embeddedRoutes.report, { token, renewal });
}

/** Whether the link still holds. */
export function fetchEmbeddedStatus(token: string) {
  return post(embeddedRoutes.status, { token });
}

/** One anonymous visit to a page. */
export function logEmbeddedPageView(input: TEmbeddedPageViewRequest) {
  return post(embeddedRoutes.pageView, input);
}

/** Whether a failure means the link stopped for good (not found, expired, off, unit gone). */
export function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}
