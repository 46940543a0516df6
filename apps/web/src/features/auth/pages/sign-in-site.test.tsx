// @vitest-environment happy-dom
import type { TLoginConfigResponse, TTheme } from '@mirante/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderApp, routeNotFound, setupAppHarness } from '../../../test/app-harness';

let site: TLoginConfigResponse;
let fetchMock: ReturnType<typeof mockApi>;

const unitSite = (over: Partial<TLoginConfigResponse> = {}): TLoginConfigResponse => ({
  kind: 'company',
  company: { id: 7, name: 'Demo Business Unit' },
  sso: false,
  password: true,
  theme: null,
  ...over,
});

setupAppHarness('en-US', { xsrf: true });

beforeEach(() => {
  fetchMock = mockApi({ 'POST /api/login/config': () => answer(200, site) });
});

describe('sign-in page and the address it is opened on', () => {
  it('shows the business unit of its own address', async () => {
    site = unitSite();
    renderApp('/signin');
    const badge = await screen.findByLabelText('Business unit: Demo Business Unit');
    expect(badge.textContent).toContain('Demo Business Unit');
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    // Asked once, by the call the specification names, with no session.
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/login/config'));
    expect(asked).toHaveLength(1);
    expect(asked[0]![1]).toMatchObject({ method: 'POST' });
    expect(new Headers(asked[0]![1]!.headers).get('authorization')).toBeNull();
  });

  it("wears the unit's theme and offers single sign-on as the configuration says", async () => {
    const theme: TTheme = {
      id: 3,
      name: 'Acme',
      colors: {},
      icon: null,
      icon_report: null,
      page_title: 'Acme BI',
      favicon: null,
      background_image: null,
      show_background_image: false,
      active: true,
    };
    site = unitSite({ sso: true, theme });
    renderApp('/signin');
    expect(await screen.findByRole('button', { name: 'Sign in with single sign-on (SSO)' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Acme BI'));
  });

  it('offers single sign-on alone on a unit that signs in only through it', async () => {
    site = unitSite({ sso: true, password: false });
    renderApp('/signin');
    expect(await screen.findByRole('button', { name: 'Sign in with single sign-on (SSO)' })).toBeTruthy();
    expect(
      screen.getByText('This business unit signs in through its identity provider, with your work account.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('shows no unit on the platform address', async () => {
    site = { kind: 'platform', company: null, sso: false, password: true, theme: null };
    renderApp('/signin');
    await screen.findByLabelText('E-mail');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('unit-site-badge')).toBeNull();
  });

  it('sends an address no unit owns to the unknown-domain page', async () => {
    site = { kind: 'unknown', company: null, sso: false, password: false, theme: null };
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
