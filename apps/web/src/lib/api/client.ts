import { LANG_HEADER, translate, XSRF_COOKIE, XSRF_HEADER } from '@mirante/contracts';
import { ApiError, type FieldErrors } from './api-error';

/** Where the client sends the browser when the session ends by the server's decision. */
export type LogoutTarget = '/signin' | '/ip/notallowed';

export interface Notice {
  message: string;
  title?: string;
  color?: string;
}

export interface ApiClientOptions {
  /** Prefix of every path; the server mounts its API under /api. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Abort a call that has not finished after this long. */
  timeoutMs?: number;
  /** The bearer token of the session, or null when logged out. */
  getToken: () => string | null;
  /** The interface language, sent in the `lang` header and used for local error messages. */
  getLanguage: () => string;
  /** Reads a cookie (defaults to `document.cookie`). */
  readCookie?: (name: string) => string | null;
  notify: (notice: Notice) => void;
  /** Ends the session locally and goes to `to` (the server said the session is over). */
  onLogout: (to: LogoutTarget) => void;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Use this token instead of the session's (logout sends the token it is ending). */
  token?: string | null;
  /** Leave 401 and ip_not_allowed to the caller instead of logging out. */
  skipSessionHandling?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

/** A fetch-based JSON client that speaks the server's conventions (bearer, lang, XSRF, errors). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const readCookie = options.readCookie ?? readDocumentCookie;
  const doFetch: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);
  let pendingXsrf: Promise<string> | null = null;

  /** Runs `fetch` with the timeout and turns transport failures into ApiErrors. */
  async function send<T>(
    url: string,
    init: RequestInit,
    lang: string,
    signal: AbortSignal | undefined,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', forwardAbort);
    try {
      const response = await doFetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
      return await read(response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw transportError('request_timeout', lang);
      if (signal?.aborted) throw transportError('request_aborted', lang);
      throw transportError('network_error', lang);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  /** The XSRF cookie, asking the server for one first when the browser has none. */
  function ensureXsrfToken(lang: string): Promise<string> {
    const existing = readCookie(XSRF_COOKIE);
    if (existing) return Promise.resolve(existing);
    // Shared by concurrent callers, so it does not follow any one caller's abort signal.
    pendingXsrf ??= send(
      `${baseUrl}/csrf`,
      { headers: { [LANG_HEADER]: lang } },
      lang,
      undefined,
      async (res) => {
        if (!res.ok) throw await parseError(res, lang);
        return readCookie(XSRF_COOKIE) ?? '';
      },
    ).finally(() => {
      pendingXsrf = null;
    });
    return pendingXsrf;
  }

  async function request<T>(path: string, req: RequestOptions = {}): Promise<T> {
    const method = req.method ?? 'GET';
    const lang = options.getLanguage();
    const token = req.token === undefined ? options.getToken() : req.token;
    const headers: Record<string, string> = { Accept: 'application/json', [LANG_HEADER]: lang };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    if (STATE_CHANGING.has(method)) headers[XSRF_HEADER] = await ensureXsrfToken(lang);

    const init: RequestInit = { method, headers };
    if (req.body !== undefined) init.body = JSON.stringify(req.body);

    return send(buildUrl(baseUrl, path, req.query), init, lang, req.signal, async (response) => {
      if (!response.ok) {
        const error = await parseError(response, lang);
        if (!req.skipSessionHandling) handleSessionEnd(error, token, lang);
        throw error;
      }
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    });
  }

  /** The server ended the session: tell the user and log out (once, however many calls fail). */
  function handleSessionEnd(error: ApiError, sentToken: string | null, lang: string): void {
    if (error.status === 403 && error.code === 'ip_not_allowed') {
      options.onLogout('/ip/notallowed');
      return;
    }
    if (error.status === 401 && sentToken && options.getToken()) {
      options.notify({ message: translate('session_expired', lang), color: 'red' });
      options.onLogout('/signin');
    }
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    patch: (path, body, opts) => request(path, { ...opts, method: 'PATCH', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
  };
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function parseError(response: Response, lang: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object') {
    const { code, message, errors } = body as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof message === 'string' && message) {
      return new ApiError({
        status: response.status,
        code: typeof code === 'string' ? code : 'request_failed',
        message,
        errors: isFieldErrors(errors) ? errors : undefined,
      });
    }
  }
  return new ApiError({
    status: response.status,
    code: 'request_failed',
    message: translate('request_failed', lang, { status: response.status }),
  });
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

function transportError(
  code: 'network_error' | 'request_timeout' | 'request_aborted',
  lang: string,
): ApiError {
  return new ApiError({ status: 0, code, message: translate(code, lang) });
}

function readDocumentCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
