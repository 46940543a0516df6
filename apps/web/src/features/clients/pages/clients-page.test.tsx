// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPageState, setPageState } from '../../../lib/storage';
import {
  answer,
  mockApi,
  numberedRows,
  pageAnswer,
  renderApp,
  setupPagedList,
} from '../../../test/app-harness';

const CLIENTS = numberedRows(45, 'Cliente', {
  partner_id: 7,
  partner_name: 'Demo Partner',
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
});

const askedPages = setupPagedList({
  signedIn: 'a2m',
  path: '/client',
  api: '/api/auth/clients',
  rows: CLIENTS,
  routes: {
    'GET /api/auth/partners': () => answer(200, { data: [], page: 1, per_page: 100, total: 0 }),
  },
});

describe('clients page number', { timeout: 20_000 }, () => {
  it('opens on the page kept in bi:page and keeps the page the user moves to', async () => {
    setPageState({ page_tenant: '2' });
    renderApp('/client');
    expect(await screen.findByText('Cliente 21')).toBeTruthy();
    expect(askedPages()).not.toContain('1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Cliente 41')).toBeTruthy();
    expect(getPageState().page_tenant).toBe('3');
  });

  it('goes back to the first page on a new search', async () => {
    setPageState({ page_tenant: '3' });
    renderApp('/client');
    expect(await screen.findByText('Cliente 41')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'cliente 1' } });
    expect(await screen.findByText('Cliente 10')).toBeTruthy();
    await waitFor(() => expect(getPageState().page_tenant).toBe('1'));
  });
});

describe('clients seller filter', { timeout: 20_000 }, () => {
  it("offers the operator's sellers and asks the list for the one chosen", async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/auth/partners': () => answer(200, { data: [], page: 1, per_page: 100, total: 0 }),
      'GET /api/auth/clients/sellers': () => answer(200, { data: ['Ana', 'Rafael'] }),
      'GET /api/auth/clients': (_, url) => {
        asked.push(url.searchParams.get('seller') ?? '');
        const seller = url.searchParams.get('seller');
        return pageAnswer(seller ? CLIENTS.slice(0, 1) : CLIENTS, url);
      },
    });
    renderApp('/client');
    expect(await screen.findByText('Cliente 02')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Filter by seller' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rafael', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Cliente 02')).toBeNull());
    expect(asked).toContain('Rafael');
  });
});
