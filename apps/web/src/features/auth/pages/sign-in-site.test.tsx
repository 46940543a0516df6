// @vitest-environment happy-dom
import type { TSiteResponse } from '@mirante/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderApp, routeNotFound, setupAppHarness } from '../../../test/app-harness';

let site: TSiteResponse;

setupAppHarness('en-US');

beforeEach(() => {
  mockApi({ 'GET /api/site': () => answer(200, site) });
});

describe('sign-in page and the address it is opened on', () => {
  it('shows the business unit of its own address', async () => {
    site = { kind: 'company', company: { id: 7, name: 'Demo Business Unit' }, sso: false, password: true };
    renderApp('/signin');
    const badge = await screen.findByLabelText('Business unit: Demo Business Unit');
    expect(badge.textContent).toContain('Demo Business Unit');
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it('shows no unit on the platform address', async () => {
    site = { kind: 'platform', company: null, sso: false, password: true };
    renderApp('/signin');
    await screen.findByLabelText('E-mail');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('unit-site-badge')).toBeNull();
  });

  it('offers single sign-on alone on a unit that signs in only through it', async () => {
    site = { kind: 'company', company: { id: 7, name: 'Demo Business Unit' }, sso: true, password: false };
    renderApp('/signin');
    expect(await screen.findByRole('button', { name: 'Sign in with single sign-on (SSO)' })).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('sends an address no unit owns to the unknown-domain page', async () => {
    site = { kind: 'unknown', company: null, sso: false, password: false };
    const router = renderApp('/signin?redirect=%2Fpartners');
    await waitFor(() => expect(router.state.location.pathname).toBe('/domain/notfound'));
    expect(await screen.findByText('Unknown domain')).toBeTruthy();
  });

  it('still lets people sign in when the check fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => routeNotFound('Page not found')),
    );
    const router = renderApp('/signin');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
  });
});
