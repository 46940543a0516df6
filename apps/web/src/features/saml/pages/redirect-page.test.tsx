// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, mockApi, renderApp, setupAppHarness, userWith } from '../../../test/app-harness';
import { hasAfterLogin } from '../../../lib/after-login';
import { getCachedUser, readAzureSso, setAzureSso, setCachedUser } from '../../../lib/storage';

setupAppHarness('en-US');

const session = {
  status: 'success',
  token: 'new-session-token',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  user: { ...userWith('user'), token: undefined },
  data: { intended: '/all/reports' },
};

describe('/redirect, where a SAML sign-in returns', () => {
  it('exchanges the code for the session, forgets the previous one and goes to the intended page', async () => {
    setCachedUser(userWith('admin', { token: 'old-session' }));
    setAzureSso({ redirect: '/playlists' });
    let sent: unknown = null;
    mockApi({
      'GET /api/csrf': () => new Response(null, { status: 204 }),
      'POST /api/saml/exchange': (init) => {
        sent = JSON.parse(String(init.body));
        return answer(200, session);
      },
      'GET /api/auth/config/getConfig': () => answer(200, { companies: [] }),
    });
    const router = renderApp('/redirect?status=success&code=one-time');
    await waitFor(() => expect(getCachedUser()?.token).toBe('new-session-token'));
    expect(sent).toEqual({ code: 'one-time', redirect: '/playlists' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/redirect'));
    expect(router.state.location.pathname).toBe('/playlists');
    expect(readAzureSso()).toBeNull();
    expect(hasAfterLogin()).toBe(true);
  });

  it('shows why the provider sign-in was refused, and the test result', async () => {
    renderApp('/redirect?status=user_disable');
    expect(await screen.findByText('Your user is deactivated.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
  });

  it('goes where the answer says', async () => {
    mockApi({
      'GET /api/csrf': () => new Response(null, { status: 204 }),
      'POST /api/saml/exchange': () => answer(200, { ...session, redirect: '/catalogs' }),
      'GET /api/auth/config/getConfig': () => answer(200, { companies: [] }),
    });
    const router = renderApp('/redirect?status=success&code=one-time');
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogs'));
  });

  it('tells a test user whose trial is over that the test period has ended', async () => {
    renderApp('/redirect?status=finish_test');
    expect(await screen.findByText('Test period has ended!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
  });

  it('shows a test sign-in’s success and keeps the session it was started from', async () => {
    setCachedUser(userWith('admin', { token: 'admin-session' }));
    renderApp('/redirect?status=test_success');
    expect(
      await screen.findByText(
        'Test finished: the identity provider and the portal understand each other. No session was opened.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to single sign-on' })).toBeTruthy();
    expect(getCachedUser()?.token).toBe('admin-session');
  });

  it('words an unknown failure with the catalogue message', async () => {
    renderApp('/redirect?status=error');
    expect(await screen.findByText('Error authenticating!')).toBeTruthy();
  });

  it('goes to the second factor with its token', async () => {
    const router = renderApp('/redirect?status=redirect_two_factor&code=step-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/config/2fa/step-token'));
  });
});
