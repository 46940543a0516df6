// @vitest-environment happy-dom
import type { TScimToken } from '@mirante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type ApiRoutes, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const used: TScimToken = {
  id: 4,
  description: 'Entra ID production',
  enabled: true,
  last_used_at: '2026-03-02T10:15:00.000Z',
  created_at: '2026-03-01T09:00:00.000Z',
};

let routes: ApiRoutes;
let tokens: TScimToken[];

setupAppHarness('en-US', { xsrf: true, signedIn: 'admin' });

beforeEach(() => {
  tokens = [used];
  routes = {
    'GET /api/auth/scim/token': () => answer(200, { data: tokens, base_path: '/scim/v2' }),
  };
  mockApi(routes);
});

describe('SCIM tokens page', { timeout: 20_000 }, () => {
  it('lists the tokens with their status and last use, and shows the tenant URL', async () => {
    renderApp('/azure/scim');
    expect(await screen.findByRole('heading', { level: 1, name: 'User provisioning (SCIM)' })).toBeTruthy();
    const row = (await screen.findByText('Entra ID production')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Enabled')).toBeTruthy();
    expect(within(row).queryByText('Never used')).toBeNull();
    expect(screen.getByLabelText('Tenant URL', { exact: true }).textContent).toBe(
      `${window.location.origin}/scim/v2`,
    );
  });

  it('shows a new token once, in a dialog with a copy button', async () => {
    const secret = `mscim_${'a'.repeat(43)}`;
    routes['POST /api/auth/scim/add'] = () => {
      const made = { ...used, id: 5, description: 'Staging', last_used_at: null };
      tokens = [used, made];
      return answer(201, { ...made, token: secret });
    };
    renderApp('/azure/scim');
    await screen.findByText('Entra ID production');
    fireEvent.click(screen.getByRole('button', { name: 'Generate token' }));
    const form = await screen.findByRole('dialog', { name: 'New provisioning token' });
    fireEvent.change(within(form).getByLabelText(/Description/), { target: { value: 'Staging' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Generate token' }));
    const shown = await screen.findByRole('dialog', { name: 'Token generated' });
    expect(within(shown).getByTestId('scim-secret-token').textContent).toBe(secret);
    expect(within(shown).getByRole('button', { name: 'Copy Secret token' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(secret)).toBeNull());
    expect(await screen.findByText('Staging')).toBeTruthy();
  });

  it('invites to generate the first token when there is none', async () => {
    tokens = [];
    renderApp('/azure/scim');
    expect(await screen.findByText('No tokens yet')).toBeTruthy();
  });
});
