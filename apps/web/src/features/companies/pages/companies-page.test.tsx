// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPageState, setPageState } from '../../../lib/storage';
import { answer, numberedRows, renderApp, setupPagedList } from '../../../test/app-harness';

const UNITS = numberedRows(45, 'Unidade', {
  client_id: 3,
  client_name: 'Demo Client',
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
});

const askedPages = setupPagedList({
  signedIn: 'master',
  path: '/companies',
  api: '/api/auth/companies',
  rows: UNITS,
  routes: { 'GET /api/auth/companies/clients': () => answer(200, []) },
});

describe('business units page number', { timeout: 20_000 }, () => {
  it('opens on the page kept in bi:page after a reload', async () => {
    setPageState({ page_tenant: '2' });
    renderApp('/companies');
    expect(await screen.findByText('Unidade 21')).toBeTruthy();
    expect(askedPages()).not.toContain('1');
    expect(getPageState().page_tenant).toBe('2');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'unidade 1' } });
    expect(await screen.findByText('Unidade 10')).toBeTruthy();
    await waitFor(() => expect(getPageState().page_tenant).toBe('1'));
  });
});
