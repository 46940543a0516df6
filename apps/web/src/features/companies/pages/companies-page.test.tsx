// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPageState, setPageState } from '../../../lib/storage';
import {
  answer,
  mockApi,
  pageAnswer,
  renderApp,
  requestedPages,
  setupAppHarness,
} from '../../../test/app-harness';

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

let fetchMock: ReturnType<typeof mockApi>;

setupAppHarness('en-US', { signedIn: 'master', intended: '/companies' });

beforeEach(() => {
  fetchMock = mockApi({
    'GET /api/auth/companies/clients': () => answer(200, []),
    'GET /api/auth/companies': (_, url) => pageAnswer(UNITS, url),
  });
});

describe('business units page number', { timeout: 20_000 }, () => {
  it('opens on the page kept in bi:page after a reload', async () => {
    setPageState({ page_tenant: '2' });
    renderApp('/companies');
    expect(await screen.findByText('Unidade 21')).toBeTruthy();
    expect(requestedPages(fetchMock, '/api/auth/companies')).not.toContain('1');
    expect(getPageState().page_tenant).toBe('2');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'unidade 1' } });
    expect(await screen.findByText('Unidade 10')).toBeTruthy();
    await waitFor(() => expect(getPageState().page_tenant).toBe('1'));
  });
});
