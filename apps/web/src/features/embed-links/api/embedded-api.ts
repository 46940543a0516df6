import {
  LANG_HEADER,
  type TEmbeddedLinkState,
  type TEmbeddedPageViewRequest,
  type TEmbeddedReportResponse,
} from '@mirante/contracts';
import { ApiError } from '../../../lib/api';
import { currentLanguage, translateMessage } from '../../../lib/i18n';

/*
 * The embedded page's calls. It runs framed on other sites without a session, so it speaks to
 * the server directly: no bearer, no XSRF cookie (a third-party frame may not keep cookies), no
 * logout on failure. The link's token goes in the body.
 */

async function post<T>(path: string, body: unknown): Promise<T> {
  const lang = currentLanguage();
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: 'POST',
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
  return answer as T;
}

/** `POST /api/embedded/report`: the report's configuration; `renewal` for a new token only. */
export function fetchEmbeddedReport(token: string, renewal = false): Promise<TEmbeddedReportResponse> {
  return post('/embedded/report', { token, renewal });
}

/** `POST /api/embedded/status`: whether the link still holds. */
export function fetchEmbeddedStatus(token: string): Promise<TEmbeddedLinkState> {
  return post('/embedded/status', { token });
}

/** `POST /api/embedded/page-view`: one anonymous visit to a page. */
export function logEmbeddedPageView(input: TEmbeddedPageViewRequest): Promise<{ id: number }> {
  return post('/embedded/page-view', input);
}

/** Whether a failure means the link stopped for good (not found, expired, off, unit gone). */
export function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}
