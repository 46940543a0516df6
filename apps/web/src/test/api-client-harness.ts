import { vi } from 'vitest';
import { translate } from '@mirante/contracts';
import { type ApiClientOptions, createApiClient, type LogoutTarget, type Notice } from '../lib/api/client';

/** The API client under test with everything it reaches stubbed: fetch, cookies, token and notices. */
export interface Harness {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  notify: ReturnType<typeof vi.fn<(notice: Notice) => void>>;
  onLogout: ReturnType<typeof vi.fn<(to: LogoutTarget) => void>>;
  cookies: Map<string, string>;
  token: { value: string | null };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function setup(overrides: Partial<ApiClientOptions> = {}) {
  const h: Harness = {
    fetch: vi.fn<typeof fetch>(),
    notify: vi.fn<(notice: Notice) => void>(),
    onLogout: vi.fn<(to: LogoutTarget) => void>(),
    cookies: new Map(),
    token: { value: 'tok-1' },
  };
  const client = createApiClient({
    fetch: h.fetch,
    getToken: () => h.token.value,
    getLanguage: () => 'pt-BR',
    translate,
    readCookie: (name) => h.cookies.get(name) ?? null,
    notify: h.notify,
    onLogout: (to) => {
      h.onLogout(to);
      h.token.value = null;
    },
    ...overrides,
  });
  return { client, h };
}

export function callAt(
  h: Harness,
  index: number,
): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = h.fetch.mock.calls[index] as [string, RequestInit];
  return { url, init, headers: (init.headers ?? {}) as Record<string, string> };
}
