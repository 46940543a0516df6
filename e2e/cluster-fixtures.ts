import { E2E_PORT } from './fixtures';
import { SMTP_CAPTURE_URL } from './smtp-capture';

/** The two instances of the scale-out specs listen on E2E_PORT and the port after it… */
export const CLUSTER_INSTANCE_PORTS = [E2E_PORT, E2E_PORT + 1] as const;
/** …and nginx, in front of both, on the next one (CLUSTER_PORT to choose another). */
export const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? E2E_PORT + 2);
/**
 * A Redis database of their own on the local Redis (CLUSTER_REDIS_URL to choose another): the
 * cluster clears its sign-in counters there when it starts.
 */
export const CLUSTER_REDIS_URL =
  process.env.CLUSTER_REDIS_URL ?? `redis://127.0.0.1:6379/${1 + (E2E_PORT % 15)}`;
/** The instances mail through the capture server the specs start (smtp-capture.ts). */
export const CLUSTER_SMTP_URL = SMTP_CAPTURE_URL;

/** Each instance's own address, bypassing nginx. */
export const instanceUrls = CLUSTER_INSTANCE_PORTS.map((port) => `http://127.0.0.1:${port}`);

/** The header the local cluster's nginx adds: which instance answered (127.0.0.1:port). */
export const UPSTREAM_HEADER = 'x-mirante-upstream';

/** Headers of a state-changing call on `base`: an XSRF cookie from the server and its echo. */
export async function xsrfHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': decodeURIComponent(token),
    lang: 'en-US',
  };
}

/** A sign-in on `base`: the status and the catalogued code or the session token. */
export async function login(
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; code?: string; token?: string }> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { ...(await xsrfHeaders(base)), ...headers },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { code?: string; token?: string };
  return { status: res.status, code: body.code, token: body.token };
}

/** A call with a session token on `base`, JSON in and out. */
export async function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; upstream: string | null }> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(await xsrfHeaders(base)), authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text ? JSON.parse(text) : null,
    upstream: res.headers.get(UPSTREAM_HEADER),
  };
}
