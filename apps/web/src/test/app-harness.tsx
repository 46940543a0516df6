import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { queryClient } from '../app/query-client';
import { buildRoutes } from '../app/router';
import { initI18n } from '../lib/i18n';

type Language = Parameters<typeof initI18n>[0];
import { type CachedUser, initStorage, setCachedUser, setStoredConfig } from '../lib/storage';
import { answer } from './form-harness';

/** What a mocked API route answers; `url` is the whole address, with its query. */
export type ApiHandler = (init: RequestInit, url: URL) => Response | Promise<Response>;
/** Mocked API routes by `"METHOD /path"`, e.g. `'GET /api/auth/partners'`. */
export type ApiRoutes = Record<string, ApiHandler>;

/** The API's answer to a path it does not have. */
export function routeNotFound(message = 'not found') {
  return answer(404, { code: 'route_not_found', message });
}

/**
 * Stubs `fetch` with the routes given, read at each request (a test may replace one);
 * any other path is not found.
 */
export function mockApi(routes: ApiRoutes) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(init, url) : routeNotFound();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `page` asked of `path` in each request the mocked `fetch` received, in order. */
export function requestedPages(fetchMock: ReturnType<typeof vi.fn>, path: string): string[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams.get('page') ?? '');
}

/** One page of `rows` whose name holds the `search` of the request, as the API pages a list. */
export function pageAnswer<T extends { name: string }>(rows: T[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? '1');
  const perPage = Number(url.searchParams.get('per_page') ?? '20');
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const matching = rows.filter((row) => row.name.toLowerCase().includes(search));
  return answer(200, {
    data: matching.slice((page - 1) * perPage, page * perPage),
    page,
    per_page: perPage,
    total: matching.length,
  });
}

export { answer };

/** `count` rows with ids from 1 and names `${prefix} 01`, `${prefix} 02`…; `fields` gives the rest. */
export function numberedRows<T extends object>(count: number, prefix: string, fields: T) {
  return Array.from({ length: count }, (_, i) => ({
    ...fields,
    id: i + 1,
    name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
  }));
}

interface AppHarnessOptions {
  /** The XSRF cookie the server would have set is there. */
  xsrf?: boolean;
  /** A user of this profile, speaking the test's language, is signed in. */
  signedIn?: CachedUser['perfil_usuario'];
  /** Where the signed-in user's config sends them after sign-in; the dashboard unless given. */
  intended?: string;
}

/**
 * Starts each test of the whole app in `language` on a fresh browser: empty storage and query
 * cache, then what `options` asks for. Unstubs `fetch` afterwards.
 */
export function setupAppHarness(language: Language, options: AppHarnessOptions = {}) {
  beforeEach(async () => {
    queryClient.clear();
    window.localStorage.clear();
    if (options.xsrf) {
      // biome-ignore lint/suspicious/noDocumentCookie: the client reads the XSRF cookie the server would set
      document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
    }
    await initStorage({ origin: 'http://localhost', backend: null });
    await initI18n(language);
    if (options.signedIn) {
      setCachedUser(userWith(options.signedIn, { language }));
      setStoredConfig({ hidden_menu: [], intended: options.intended ?? '/' });
    }
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

interface PagedListOptions<T extends { name: string }> {
  /** Who is signed in; the screen at `path` is where their config sends them. */
  signedIn: CachedUser['perfil_usuario'];
  path: string;
  /** The list's API path, answered a page of `rows` at a time as `pageAnswer` does. */
  api: string;
  rows: T[];
  /** The other API routes the screen asks for. */
  routes?: ApiRoutes;
  language?: Language;
}

/**
 * Sets each test up on a paginated list screen of the whole app (see `setupAppHarness`); returns
 * the pages the screen has asked its list API for so far in the test.
 */
export function setupPagedList<T extends { name: string }>({
  signedIn,
  path,
  api,
  rows,
  routes = {},
  language = 'en-US',
}: PagedListOptions<T>): () => string[] {
  let fetchMock: ReturnType<typeof mockApi> | undefined;
  setupAppHarness(language, { signedIn, intended: path });
  beforeEach(() => {
    fetchMock = mockApi({ ...routes, [`GET ${api}`]: (_, url) => pageAnswer(rows, url) });
  });
  return () => (fetchMock ? requestedPages(fetchMock, api) : []);
}

/** A signed-in user of `profile` as the sign-in caches it; `patch` sets what a test looks at. */
export function userWith(profile: CachedUser['perfil_usuario'], patch: Partial<CachedUser> = {}): CachedUser {
  return {
    id: 1,
    name: 'Ana Souza',
    email: 'ana@example.com',
    perfil_usuario: profile,
    tenant_id: 1,
    company_id: profile === 'admin' || profile === 'user' ? 1 : null,
    partner_id: profile === 'a2m' || profile === 'master' ? 1 : null,
    auth_type: 'password',
    language: 'pt-BR',
    token: 'token',
    ...patch,
  };
}

/** Renders the whole app (router, guards, providers) at `path`; returns the router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
