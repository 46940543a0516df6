import {
  authRoutes,
  type AnyRoute,
  LANG_HEADER,
  type RouteAnswer,
  type RouteInput,
  routeUrl,
  SESSION_RELOAD_DELAY_MS,
  SESSION_REFRESH_NOTICE_MS,
  SESSION_RETRY_DELAY_MS,
  sessionRoutes,
  type MessageCode,
  type TRefreshTokenResponse,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@mirante/contracts';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './api-error';

/** Where the client sends the browser when the session ends by the server's decision. */
export type LogoutTarget = '/signin' | '/ip/notallowed';

export interface Notice {
  message: string;
  title?: string;
  color?: string;
  /** How long it shows, in ms (the app's default when absent). */
  autoClose?: number;
}

/** The playlist view (`/{id}/playlist/view`), where an expired token is refreshed (spec §4). */
export const PLAYLIST_VIEW_PATH = /^\/[^/]+\/playlist\/view\/?$/;
/** The 401 message that asks for a refresh; the server sends it untranslated. */
export const TOKEN_EXPIRED_MESSAGE = 'Token is Expired';
/** Minimum time between two heartbeats (`refresh/log/auth`) sent after the user's calls. */
export const HEARTBEAT_INTERVAL_MS = 5 * 60_000;

export interface ApiClientOptions {
  /** Prefix of every path; the server mounts its API under /api. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The bearer token of the session, or null when logged out. */
  getToken: () => string | null;
  /** The interface language, sent in the `lang` header and used for local error messages. */
  getLanguage: () => string;
  /** Reads a cookie (defaults to `document.cookie`). */
  readCookie?: (name: string) => string | null;
  notify: (notice: Notice) => void;
  /** A catalogued message in `lang` (the app's reads the language's fetched catalog). */
  translate: (code: MessageCode, lang: string, params?: Record<string, string | number>) => string;
  /** Ends the session locally and goes to `to` (the server said the session is over). */
  onLogout: (to: LogoutTarget) => void;
  /** Path of the page (defaults to `location.pathname`): the playlist view refreshes its session. */
  getPathname?: () => string;
  /** Keeps the token of a refreshed session (`bi:cache`). */
  onTokenRefreshed?: (token: string, expiresAt: string) => void;
  /** Reloads the page (defaults to `location.reload()`), after a session refresh. */
  reload?: () => void;
  /**
   * Tells the server the session is in use (`refresh/log/auth`) after a successful call, at most
   * once per HEARTBEAT_INTERVAL_MS, so "Active sessions" shows the last activity.
   */
  heartbeat?: boolean;
  /** The clock of the heartbeat (tests). */
  now?: () => number;
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
  /** Set on the retry after a session refresh, so that a second expiry does not loop. */
  isRetry?: boolean;
  /** A call the app makes by itself (polling): it is no sign of the user's activity. */
  background?: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The calls of the user's own that are under way (polling and heartbeats left out). */
export interface ApiActivity {
  /** How many are under way now. */
  pending(): number;
  /** Since when (Date.now()) at least one has been under way without a pause; null when none is. */
  busySince(): number | null;
  /** Calls `listener` whenever the count changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** How a call of the route map is made: its declared parts, and the request's own options. */
export type CallInput<R extends AnyRoute> = RouteInput<R> & Omit<RequestOptions, 'method' | 'body' | 'query'>;

/**
 * A route whose body is not JSON but a file or a picture sent as it is: it declares no body, or
 * a Blob.
 */
export type RawBodyRoute = AnyRoute & { body?: z.ZodType<Blob> };

/** How a raw-body call of the route map is made: its declared parts, and the file as the body. */
export type UploadInput<R extends RawBodyRoute> = Omit<RouteInput<R>, 'body'> & {
  body: Blob;
} & Omit<RequestOptions, 'method' | 'body' | 'query'>;

type PathOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClient {
  /**
   * Calls a route of the map (`packages/contracts`): its method and path come from the
   * declaration, its parameters are checked by the compiler, and the answer has its type.
   */
  call<R extends AnyRoute>(def: R, input: CallInput<R>): Promise<RouteAnswer<R>>;
  /**
   * Calls a route of the map whose body is a file, not JSON (see RawBodyRoute): the Blob goes as
   * it is, with its own media type, and the answer has the route's type.
   */
  upload<R extends RawBodyRoute>(def: R, input: UploadInput<R>): Promise<RouteAnswer<R>>;
  /** What is under way, for the progress indication (spec §7: calls have no timeout). */
  activity: ApiActivity;
  /*
   * Calls by path, below the route map: what they answer is not known to the compiler. The app
   * calls through `call` and `upload`; these serve the client's own tests.
   */
  request(path: string, options?: RequestOptions): Promise<unknown>;
  get(path: string, options?: PathOptions): Promise<unknown>;
  post(path: string, body?: unknown, options?: PathOptions): Promise<unknown>;
  put(path: string, body?: unknown, options?: PathOptions): Promise<unknown>;
  patch(path: string, body?: unknown, options?: PathOptions): Promise<unknown>;
  delete(path: string, options?: PathOptions): Promise<unknown>;
}

/**
 * A fetch-based JSON client that speaks the server's conventions (bearer, lang, XSRF, errors).
 * A call never times out (spec §7, "Timeout: none"): it ends when the server answers, the network
 * fails or the caller aborts it; `activity` tells the screens what is still under way.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const readCookie = options.readCookie ?? readDocumentCookie;
  const doFetch: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);
  const getPathname = options.getPathname ?? (() => globalThis.location?.pathname ?? '/');
  const reload = options.reload ?? (() => globalThis.location?.reload());
  const now = options.now ?? Date.now;
  const translate = options.translate;
  let pendingXsrf: Promise<string> | null = null;
  let pendingRefresh: Promise<void> | null = null;
  let reloadScheduled = false;
  let lastHeartbeat = now();
  let inFlight = 0;
  let busySince: number | null = null;
  const listeners = new Set<() => void>();

  /** Counts a call of the user's in or out, and tells whoever listens. */
  function track(delta: 1 | -1): void {
    inFlight += delta;
    if (inFlight > 0 && busySince === null) busySince = Date.now();
    if (inFlight === 0) busySince = null;
    for (const listener of listeners) listener();
  }

  const activity: ApiActivity = {
    pending: () => inFlight,
    busySince: () => busySince,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  /** Runs `fetch` (without a time limit) and turns transport failures into ApiErrors. */
  async function send<T>(
    url: string,
    init: RequestInit,
    lang: string,
    signal: AbortSignal | undefined,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    try {
      if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
      const response = await doFetch(url, {
        ...init,
        ...(signal ? { signal } : {}),
        credentials: 'same-origin',
      });
      return await read(response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (signal?.aborted) throw transportError('request_aborted', lang, translate);
      throw transportError('network_error', lang, translate);
    }
  }

  /** The XSRF cookie, asking the server for one first when the browser has none. */
  function ensureXsrfToken(lang: string): Promise<string> {
    const existing = readCookie(XSRF_COOKIE);
    if (existing) return Promise.resolve(existing);
    // Shared by concurrent callers, so it does not follow any one caller's abort signal.
    pendingXsrf ??= send(
      `${baseUrl}${routeUrl(authRoutes.csrf)}`,
      { headers: { [LANG_HEADER]: lang } },
      lang,
      undefined,
      async (res) => {
        if (!res.ok) throw await parseError(res, lang, translate);
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
    // A Blob (a picture upload) goes as it is, with its own type; anything else as JSON.
    const raw = typeof Blob !== 'undefined' && req.body instanceof Blob ? req.body : null;
    if (req.body !== undefined)
      headers['Content-Type'] = raw ? raw.type || 'application/octet-stream' : 'application/json';
    if (STATE_CHANGING.has(method)) headers[XSRF_HEADER] = await ensureXsrfToken(lang);

    const init: RequestInit = { method, headers };
    if (req.body !== undefined) init.body = raw ?? JSON.stringify(req.body);

    // Polling and heartbeats run by themselves: only the user's own calls show as progress.
    const tracked = !req.background;
    if (tracked) track(1);
    let outcome: { value: T } | { error: ApiError };
    try {
      outcome = await send(
        buildUrl(baseUrl, path, req.query),
        init,
        lang,
        req.signal,
        async (response): Promise<{ value: T } | { error: ApiError }> => {
          if (!response.ok) return { error: await parseError(response, lang, translate) };
          if (response.status === 204) return { value: undefined as T };
          const text = await response.text();
          return { value: (text ? JSON.parse(text) : undefined) as T };
        },
      );
    } finally {
      if (tracked) track(-1);
    }
    if ('value' in outcome) {
      if (token && !req.skipSessionHandling && !req.background) beat();
      return outcome.value;
    }
    const { error } = outcome;
    if (!req.skipSessionHandling) {
      if (!req.isRetry && isPlaylistExpiry(error, token)) return refreshAndRetry<T>(path, req, error, lang);
      handleSessionEnd(error, token, lang);
    }
    throw error;
  }

  /** An expired token on the playlist view, which refreshes instead of logging out (spec §4). */
  function isPlaylistExpiry(error: ApiError, sentToken: string | null): boolean {
    return (
      error.status === 401 &&
      error.message === TOKEN_EXPIRED_MESSAGE &&
      !!sentToken &&
      !!options.getToken() &&
      PLAYLIST_VIEW_PATH.test(getPathname())
    );
  }

  /**
   * Refreshes the session once for every call that failed with it, keeps the new token, shows
   * 'Atualizando sessão!' for 1 s, retries the call after 500 ms and reloads the page after 1 s.
   * A failed refresh logs out with the expiry notice.
   */
  async function refreshAndRetry<T>(
    path: string,
    req: RequestOptions,
    cause: ApiError,
    lang: string,
  ): Promise<T> {
    pendingRefresh ??= (async () => {
      const { refreshToken } = authRoutes;
      const answer = await request<TRefreshTokenResponse>(routeUrl(refreshToken), {
        method: refreshToken.method,
        skipSessionHandling: true,
      });
      options.onTokenRefreshed?.(answer.token, answer.expires_at);
      options.notify({
        message: translate('refreshing_session', lang),
        color: 'blue',
        autoClose: SESSION_REFRESH_NOTICE_MS,
      });
      if (!reloadScheduled) {
        reloadScheduled = true;
        setTimeout(() => reload(), SESSION_RELOAD_DELAY_MS);
      }
    })().finally(() => {
      pendingRefresh = null;
    });
    try {
      await pendingRefresh;
    } catch {
      expireSession(lang);
      throw cause;
    }
    await new Promise((resolve) => setTimeout(resolve, SESSION_RETRY_DELAY_MS));
    return request<T>(path, { ...req, token: undefined, isRetry: true });
  }

  /** A heartbeat after the user's own calls, at most once per interval; its failure is ignored. */
  function beat(): void {
    if (!options.heartbeat || now() - lastHeartbeat < HEARTBEAT_INTERVAL_MS) return;
    lastHeartbeat = now();
    const { heartbeat } = sessionRoutes;
    request(routeUrl(heartbeat), {
      method: heartbeat.method,
      skipSessionHandling: true,
      background: true,
    }).catch(() => undefined);
  }

  /** The server ended the session: tell the user and log out (once, however many calls fail). */
  function handleSessionEnd(error: ApiError, sentToken: string | null, lang: string): void {
    if (error.status === 403 && error.code === 'ip_not_allowed') {
      options.onLogout('/ip/notallowed');
      return;
    }
    // The unit was switched off: its sessions are over, with the server's own message.
    if (error.status === 403 && error.code === 'company_disabled' && sentToken && options.getToken()) {
      options.notify({ message: error.message, color: 'red' });
      options.onLogout('/signin');
      return;
    }
    if (error.status === 401 && sentToken) expireSession(lang);
  }

  /** 'Autenticação expirou' and logout, unless the session is already gone. */
  function expireSession(lang: string): void {
    if (!options.getToken()) return;
    options.notify({ message: translate('session_expired', lang), color: 'red' });
    options.onLogout('/signin');
  }

  /** A call of the route map: the declaration's method and path, the caller's parts. */
  function callRoute<T>(def: AnyRoute, input: object): Promise<T> {
    const { params, query, body, ...rest } = input as Omit<RequestOptions, 'method'> & {
      params?: Record<string, unknown>;
    };
    return request<T>(routeUrl(def, { params }), {
      ...rest,
      method: def.method,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
    });
  }

  return {
    request,
    activity,
    call: (def, input) => callRoute(def, input),
    upload: (def, input) => callRoute(def, input),
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

async function parseError(
  response: Response,
  lang: string,
  translate: ApiClientOptions['translate'],
): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object') {
    const { code, message, errors, error_codes, error_params } = body as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      error_codes?: unknown;
      error_params?: unknown;
    };
    if (typeof message === 'string' && message) {
      return new ApiError({
        status: response.status,
        code: typeof code === 'string' ? code : 'request_failed',
        message,
        errors: isFieldErrors(errors) ? errors : undefined,
        codes: isFieldErrors(error_codes) ? error_codes : undefined,
        params: isMessageParams(error_params) ? error_params : undefined,
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

function isMessageParams(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

function transportError(
  code: 'network_error' | 'request_aborted',
  lang: string,
  translate: ApiClientOptions['translate'],
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
