import {
  authRoutes,
  LANG_HEADER,
  type RouteAnswer,
  type RouteInput,
  routeUrl,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@mirante/contracts';
import { currentLanguage, translateMessage } from '../i18n';
import { getCachedUser } from '../storage';
import { ApiError } from './api-error';
import { api } from './app-client';
import type { RawBodyRoute } from './client';

/*
 * File transfers the JSON client does not cover: an upload that reports its progress (fetch
 * cannot), and a download that needs the session (a plain link would carry no bearer token).
 */

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** The XSRF cookie, asking the server for one first when the browser has none. */
async function xsrfToken(): Promise<string> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  await api.call(authRoutes.csrf, {});
  return readCookie(XSRF_COOKIE) ?? '';
}

function sessionHeaders(): Record<string, string> {
  const token = getCachedUser()?.token;
  return { [LANG_HEADER]: currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** The server's `{code, message, errors}` of a failed transfer, or the generic failure. */
function errorOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { code?: string; message?: string; errors?: Record<string, string[]> };
    if (body.message) {
      return new ApiError({
        status,
        code: body.code ?? 'request_failed',
        message: body.message,
        errors: body.errors,
      });
    }
  } catch {
    // Not JSON: the generic failure below.
  }
  return new ApiError({
    status,
    code: 'request_failed',
    message: translateMessage('request_failed', currentLanguage(), { status }),
  });
}

/** A file upload through a route of the map: its declared parts, the file, and its progress. */
export type FileUploadInput<R extends RawBodyRoute> = Omit<RouteInput<R>, 'body'> & {
  body: Blob;
  /** Called with the share sent (0 to 1) as it goes. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends a file as the body of a route of the map whose body is not JSON, calling `onProgress`
 * with the share sent as it goes; resolves with the route's answer.
 */
export async function uploadFile<R extends RawBodyRoute>(
  def: R,
  input: FileUploadInput<R>,
): Promise<RouteAnswer<R>> {
  const {
    params,
    query,
    body: file,
    ...opts
  } = input as FileUploadInput<RawBodyRoute> & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  const xsrf = await xsrfToken();
  return new Promise<RouteAnswer<R>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.method, `/api${routeUrl(def, { params, query })}`);
    for (const [name, value] of Object.entries({ ...sessionHeaders(), [XSRF_HEADER]: xsrf })) {
      xhr.setRequestHeader(name, value);
    }
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) opts.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(1);
        resolve(JSON.parse(xhr.responseText) as RouteAnswer<R>);
      } else {
        reject(errorOf(xhr.status, xhr.responseText));
      }
    };
    const failed = (code: 'network_error' | 'request_aborted') => () =>
      reject(new ApiError({ status: 0, code, message: translateMessage(code, currentLanguage()) }));
    xhr.onerror = failed('network_error');
    xhr.onabort = failed('request_aborted');
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** Fetches a file the session may read (an `/api/...` URL) as a Blob. */
export async function fetchFile(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { headers: sessionHeaders(), credentials: 'same-origin' });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: translateMessage('network_error', currentLanguage()),
    });
  }
  if (!response.ok) throw errorOf(response.status, await response.text());
  return response.blob();
}

/** Offers a fetched file to the user as a download under its own name. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const blob = await fetchFile(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
