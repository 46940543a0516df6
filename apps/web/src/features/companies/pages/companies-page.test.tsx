// @vitest-environment happy-dom
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { queryClient } from '../../../app/query-client';
import { buildRoutes } from '../../../app/router';
import { initI18n } from '../../../lib/i18n';
import {
  getPageState,
  initStorage,
  setCachedUser,
  setPageState,
  setStoredConfig,
} from '../../../lib/storage';

// The lazy page loads slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const UNITS = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  client_id: 3,
  client_name: 'Demo Client',
  name: `Unidade ${String(i + 1).padStart(2, '0')}`,
  subdomain: null,
  domain: null,
  document: null,
  user_limit: null,
  bonus_users: 0,
  trial_ends_at: null,
  standard_auth: 'password',
  azure_default: false,
  restrict_provider_accounts: false,
  allow_add_reports: true,
  active: true,
  deleted_at: null,
  created_at: '2024-03-09T10:00:00Z',
}));

let fetchMock: ReturnType<typeof vi.fn>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function requestedPages(): string[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/auth/companies')
    .map((url) => url.searchParams.get('page') ?? '');
}

beforeEach(async () => {
  queryClient.clear();
  await initStorage({ origin: 'http://localhost', backend: null });
  await initI18n('en-US');
  setCachedUser({
    id: 2,
    name: 'Paula Partner',
    email: 'partner@mirante.test',
    perfil_usuario: 'master',
    tenant_id: 1,
    company_id: null,
    partner_id: 2,
    auth_type: 'password',
    language: 'en-US',
    token: 'tok',
  });
  setStoredConfig({ hidden_menu: [], intended: '/companies' });
  fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/auth/companies/clients') return json(200, []);
    if (url.pathname !== '/api/auth/companies') return json(404, { code: 'route_not_found', message: 'x' });
    const page = Number(url.searchParams.get('page') ?? '1');
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const matching = UNITS.filter((c) => c.name.toLowerCase().includes(search));
    return json(200, {
      data: matching.slice((page - 1) * 20, page * 20),
      page,
      per_page: 20,
      total: matching.length,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('business units page number', { timeout: 20_000 }, () => {
  it('opens on the page kept in bi:page after a reload', async () => {
    setPageState({ page_tenant: '2' });
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/companies'] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Unidade 21')).toBeTruthy();
    expect(requestedPages()).not.toContain('1');
    expect(getPageState().page_tenant).toBe('2');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'unidade 1' } });
    expect(await screen.findByText('Unidade 10')).toBeTruthy();
    await waitFor(() => expect(getPageState().page_tenant).toBe('1'));
  });
});
