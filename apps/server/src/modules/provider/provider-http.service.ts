import type { ErrorCode } from '@mirante/contracts';
import { AppError } from '../../platform/errors';

/** Options of one call to the provider's REST services. */
export interface ProviderFetchInit extends Omit<RequestInit, 'body'> {
  /** Bearer token sent in Authorization. */
  token: string;
  /** A JSON body; sent with Content-Type application/json. */
  json?: unknown;
  body?: RequestInit['body'];
  /** Attempts after the first for 429, 5xx and network failures (default 3). */
  retries?: number;
  /** Longest wait honoured from Retry-After, in ms; a longer one fails as provider_unavailable. */
  maxRetryAfterMs?: number;
  /** Time allowed for each attempt, in ms (default 30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Injected in tests to avoid real waits. */
  sleep?: (ms: number) => Promise<void>;
}

/** The answer of a successful call. */
export interface ProviderResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON body; undefined when the body is empty (202/204). */
  data: T;
}

const DEFAULT_RETRIES = 3;
const BASE_DELAY_MS = 400;
const MAX_DELAY_MS = 8_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as milliseconds: either delta-seconds or an HTTP date. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The `{ error: { code, message } }` body the Power BI and ARM APIs send on failure. */
export function providerErrorCode(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps a failed answer of the provider to a catalogued error; never a raw 500. */
export function mapProviderError(status: number, body: unknown, headers?: Headers): ErrorCode {
  const code = (providerErrorCode(body) ?? '').toLowerCase();
  const info =
    `${headers?.get('x-ms-powerbi-error-info') ?? ''} ${headers?.get('www-authenticate') ?? ''}`.toLowerCase();
  if (
    code.includes('tokenexpired') ||
    code === 'expiredauthenticationtoken' ||
    info.includes('tokenexpired') ||
    info.includes('expired')
  )
    return 'provider_token_expired';
  if (
    code.includes('capacitynotactive') ||
    code.includes('capacitynotavailable') ||
    code.includes('capacitysuspended')
  )
    return 'capacity_not_active';
  if (status === 404 || code.includes('notfound')) return 'provider_entity_not_found';
  if (status === 403 || code.includes('notauthorized') || code.includes('forbidden'))
    return 'provider_not_authorized';
  if (status === 401 || code.includes('authorizationfailed') || code.includes('invalidauthentication'))
    return 'provider_authorization_failed';
  if (status === 429 || status >= 500) return 'provider_unavailable';
  if (code.includes('capacity')) return 'capacity_not_active';
  return 'provider_not_authorized';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function delayFor(attempt: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
}

/** Calls the provider and returns status, headers and parsed body; throws AppError on failure. */
export async function providerRequest<T = unknown>(
  url: string,
  init: ProviderFetchInit,
): Promise<ProviderResponse<T>> {
  const {
    token,
    json,
    retries = DEFAULT_RETRIES,
    maxRetryAfterMs = 60_000,
    timeoutMs = 30_000,
    fetch: fetchImpl = fetch,
    sleep = defaultSleep,
    headers: extraHeaders,
    body,
    ...rest
  } = init;
  const headers = new Headers(extraHeaders);
  headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept', 'application/json');
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const payload = json !== undefined ? JSON.stringify(json) : body;

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        ...rest,
        headers,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      if (attempt < retries) {
        await sleep(delayFor(attempt));
        continue;
      }
      throw new AppError('provider_connection_failed');
    }
    if (response.ok) {
      return { status: response.status, headers: response.headers, data: (await readBody(response)) as T };
    }
    const errorBody = await readBody(response);
    const retriable = response.status === 429 || response.status >= 500;
    if (retriable && attempt < retries) {
      const wait = retryAfterMs(response.headers.get('retry-after'));
      if (wait !== undefined && wait > maxRetryAfterMs) throw new AppError('provider_unavailable');
      await sleep(wait ?? delayFor(attempt));
      continue;
    }
    throw new AppError(mapProviderError(response.status, errorBody, response.headers), {
      params: { status: response.status },
    });
  }
}

/** Calls the provider and returns the parsed JSON body (undefined when empty). */
export async function providerFetch<T = unknown>(url: string, init: ProviderFetchInit): Promise<T> {
  return (await providerRequest<T>(url, init)).data;
}
