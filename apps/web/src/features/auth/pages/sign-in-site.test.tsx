// @vitest-environment happy-dom
import type { TSiteResponse } from '@mirante/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { queryClient } from '../../../app/query-client';
import { buildRoutes } from '../../../app/router';
import { initI18n } from '../../../lib/i18n';
import { initStorage } from '../../../lib/storage';

let site: TSiteResponse;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(async () => {
  queryClient.clear();
  window.localStorage.clear();
  await initStorage({ origin: 'http://localhost', backend: null });
  await initI18n('en-US');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      new URL(input, 'http://localhost').pathname === '/api/site'
        ? json(200, site)
        : json(404, { code: 'route_not_found', message: 'Page not found' }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in page and the address it is opened on', () => {
  it('shows the business unit of its own address', async () => {
    site = { kind: 'company', company: { id: 7, name: 'Demo Business Unit' } };
    renderAt('/signin');
    const badge = await screen.findByLabelText('Business unit: Demo Business Unit');
    expect(badge.textContent).toContain('Demo Business Unit');
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it('shows no unit on the platform address', async () => {
    site = { kind: 'platform', company: null };
    renderAt('/signin');
    await screen.findByLabelText('E-mail');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('unit-site-badge')).toBeNull();
  });

  it('sends an address no unit owns to the unknown-domain page', async () => {
    site = { kind: 'unknown', company: null };
    const router = renderAt('/signin?redirect=%2Fpartners');
    await waitFor(() => expect(router.state.location.pathname).toBe('/domain/notfound'));
    expect(await screen.findByText('Unknown domain')).toBeTruthy();
  });

  it('still lets people sign in when the check fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { code: 'route_not_found', message: 'Page not found' })),
    );
    const router = renderAt('/signin');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
  });
});
