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

const CLIENTS = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  partner_id: 7,
  partner_name: 'Demo Partner',
  name: `Cliente ${String(i + 1).padStart(2, '0')}`,
  customer_code: null,
  person_type: null,
  document: null,
  fantasy_name: null,
  state_registration: null,
  address_street: null,
  address_number: null,
  address_complement: null,
  address_neighborhood: null,
  address_city: null,
  business_email: null,
  commercial_phone: null,
  contact_name: null,
  seller: null,
  contract_date: null,
  situation: 'active',
  observation: null,
  units_count: 0,
  created_at: '2024-03-09T10:00:00Z',
}));

let fetchMock: ReturnType<typeof vi.fn>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderClients() {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/client'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function requestedPages(): string[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/auth/clients')
    .map((url) => url.searchParams.get('page') ?? '');
}

beforeEach(async () => {
  queryClient.clear();
  await initStorage({ origin: 'http://localhost', backend: null });
  await initI18n('en-US');
  setCachedUser({
    id: 1,
    name: 'Olivia Operator',
    email: 'operator@mirante.test',
    perfil_usuario: 'a2m',
    tenant_id: 1,
    company_id: null,
    partner_id: 1,
    auth_type: 'password',
    language: 'en-US',
    token: 'tok',
  });
  setStoredConfig({ hidden_menu: [], intended: '/client' });
  fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/auth/partners')
      return json(200, { data: [], page: 1, per_page: 100, total: 0 });
    if (url.pathname !== '/api/auth/clients') return json(404, { code: 'route_not_found', message: 'x' });
    const page = Number(url.searchParams.get('page') ?? '1');
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const matching = CLIENTS.filter((c) => c.name.toLowerCase().includes(search));
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

describe('clients page number', { timeout: 20_000 }, () => {
  it('opens on the page kept in bi:page and keeps the page the user moves to', async () => {
    setPageState({ page_tenant: '2' });
    renderClients();
    expect(await screen.findByText('Cliente 21')).toBeTruthy();
    expect(requestedPages()).not.toContain('1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Cliente 41')).toBeTruthy();
    expect(getPageState().page_tenant).toBe('3');
  });

  it('goes back to the first page on a new search', async () => {
    setPageState({ page_tenant: '3' });
    renderClients();
    expect(await screen.findByText('Cliente 41')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'cliente 1' } });
    expect(await screen.findByText('Cliente 10')).toBeTruthy();
    await waitFor(() => expect(getPageState().page_tenant).toBe('1'));
  });
});
