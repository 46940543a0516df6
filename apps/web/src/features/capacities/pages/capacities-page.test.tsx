// @vitest-environment happy-dom
import type { TCapacity } from '@mirante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type ApiRoutes, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const capacity: TCapacity = {
  id: 5,
  company_id: 1,
  company_name: 'Demo Unit',
  partner_name: 'Demo Partner',
  provider_account_id: 2,
  provider_account_name: 'Azure main',
  name: 'biprod',
  resource_group: 'rg-bi',
  subscription_id: '00000000-0000-0000-0000-000000000000',
  size: 'A1',
  current_size: 'A1',
  state: 'Succeeded',
  phase: 'running',
  state_checked_at: null,
  force_stop: false,
  auto_manage: false,
  minutes_inactive: 30,
  schedule_enabled: false,
  last_view_at: null,
  shifts: [],
  workspaces: [],
};

let routes: ApiRoutes;

setupAppHarness('en-US', { xsrf: true, signedIn: 'admin' });

beforeEach(() => {
  routes = {
    'GET /api/auth/powerbi/resources': () => answer(200, { data: [capacity], policies: { manage: true } }),
    'GET /api/auth/powerbi/resources/options': () => answer(200, { provider_accounts: [], sizes: [] }),
  };
  mockApi(routes);
});

async function openDelete() {
  const card = await screen.findByRole('article', { name: 'biprod' });
  fireEvent.click(within(card).getByRole('button', { name: 'More actions for biprod' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete biprod?' });
  fireEvent.change(within(dialog).getByLabelText('Confirmation'), { target: { value: 'BIPROD' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

describe('capacities page', { timeout: 20_000 }, () => {
  it('shows the header, the add button and a card per capacity', async () => {
    renderApp('/powerbi/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'License capacities' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'biprod' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add capacity' })).toBeTruthy();
  });

  it('says so when there is no capacity', async () => {
    routes['GET /api/auth/powerbi/resources'] = () => answer(200, { data: [], policies: { manage: false } });
    renderApp('/powerbi/resources');
    expect(await screen.findByText('No capacity registered.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add capacity' })).toBeNull();
  });

  it('shows the error with a retry', async () => {
    let failing = true;
    routes['GET /api/auth/powerbi/resources'] = () =>
      failing
        ? answer(500, { code: 'unexpected_error', message: 'Oops! An error occurred!' })
        : answer(200, { data: [capacity], policies: { manage: true } });
    renderApp('/powerbi/resources');
    expect(await screen.findByText('Could not load the capacities')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'biprod' })).toBeTruthy();
  });

  it("keeps the dialog open with the server's reason when a delete fails, and closes it once done", async () => {
    routes['DELETE /api/auth/powerbi/resources/5'] = () =>
      answer(409, { code: 'conflict', message: 'The capacity is busy.' });
    renderApp('/powerbi/resources');
    const dialog = await openDelete();
    expect(await screen.findByText('The capacity is busy.')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);

    routes['DELETE /api/auth/powerbi/resources/5'] = () => answer(200, { status: 'success' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Capacity biprod deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete biprod?' })).toBeNull());
  });
});
