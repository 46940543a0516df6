// @vitest-environment happy-dom
import type { TGetConfigResponse, TTwoFactorLoginResponse } from '@mirante/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getCachedUser,
  getStoredConfig,
  getStoredTheme,
  setCachedUser,
  setStoredTheme,
} from '../../../lib/storage';
import { answer, type ApiRoutes, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const TOKEN = 'step-token';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF'];

const session: TTwoFactorLoginResponse = {
  status: 'success',
  token: 'session-token',
  expires_at: '2030-01-01T00:00:00.000Z',
  data: { intended: '/' },
  user: {
    id: 7,
    name: 'Sofia Secure',
    email: 'sofia@secure.test',
    perfil_usuario: 'user',
    tenant_id: 3,
    company_id: 3,
    partner_id: null,
    auth_type: 'password',
    language: 'en-US',
  },
};

const config = { hidden_menu: [], intended: '/', companies: [] } as unknown as TGetConfigResponse;

let routes: ApiRoutes;
let fetchMock: ReturnType<typeof mockApi>;

function bodiesOf(key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}` === key)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

/** Types a whole code into the first box, as a paste or the browser's one-time-code fill does. */
async function typeCode(code: string) {
  fireEvent.change(await screen.findByLabelText('Digit 1 of 6'), { target: { value: code } });
}

setupAppHarness('en-US', { xsrf: true });

beforeEach(() => {
  routes = {
    [`GET /api/login/2fa/${TOKEN}`]: () =>
      answer(200, {
        enrolled: false,
        email: 'sofia@secure.test',
        secret: SECRET,
        otpauth_url: 'otpauth://x',
        qr_svg: SVG,
      }),
    'POST /api/login/2fa': () => answer(200, { ...session, recovery_codes: CODES }),
    'GET /api/auth/config/getConfig': () => answer(200, config),
  };
  fetchMock = mockApi(routes);
});

describe('two-factor page: enrolment', () => {
  it('shows the QR code as an image and the key grouped, then confirms a code and shows the recovery codes once', async () => {
    setStoredTheme({ page_title: 'Old theme' });
    const router = renderApp(`/config/2fa/${TOKEN}?redirect=%2Fpartners`);

    const qr = (await screen.findByAltText(
      'QR code to add sofia@secure.test to an authenticator app',
    )) as HTMLImageElement;
    expect(qr.src).toBe(`data:image/svg+xml;base64,${btoa(SVG)}`);
    // The server's SVG is never inserted into the page as markup.
    expect(document.querySelector('svg path[d="M0 0h1v1H0z"]')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByText('Signing in as sofia@secure.test')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCode('123456');

    expect(await screen.findByText('AAAAA-BBBBB')).toBeTruthy();
    expect(screen.getByText('EEEEE-FFFFF')).toBeTruthy();
    expect(bodiesOf('POST /api/login/2fa')).toEqual([
      { token: TOKEN, code: '123456', redirect: '/partners' },
    ]);
    // Not signed in until the codes are saved.
    expect(getCachedUser()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'I saved them, continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners'));
    expect(getCachedUser()).toMatchObject({ id: 7, token: 'session-token' });
    expect(getStoredConfig()).toMatchObject({ intended: '/' });
    expect(getStoredTheme()).toEqual({});
  });

  it("shows the server's message for a wrong code and lets the person try again", async () => {
    let calls = 0;
    routes['POST /api/login/2fa'] = () => {
      calls += 1;
      return calls === 1
        ? answer(401, { code: 'invalid_two_factor_code', message: 'Invalid verification code!' })
        : answer(200, { ...session, recovery_codes: CODES });
    };
    renderApp(`/config/2fa/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await typeCode('000000');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid verification code!');
    expect((screen.getByLabelText('Digit 1 of 6') as HTMLInputElement).value).toBe('');
    await typeCode('654321');
    expect(await screen.findByText('AAAAA-BBBBB')).toBeTruthy();
  });
});

describe('two-factor page: sign-in with a second factor', () => {
  beforeEach(() => {
    routes[`GET /api/login/2fa/${TOKEN}`] = () => answer(200, { enrolled: true, email: 'sofia@secure.test' });
    routes['POST /api/login/2fa'] = () => answer(200, session);
  });

  it('signs in with the app code and goes to the intended path', async () => {
    // A session of someone else in this browser is neither sent nor ended by the step calls.
    setCachedUser({ ...session.user!, id: 99, token: 'other-session' });
    const router = renderApp(`/config/2fa/${TOKEN}`);
    expect(await screen.findByText('Two-step verification', { selector: 'h1' })).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
    await typeCode('111222');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getCachedUser()).toMatchObject({ id: 7, token: 'session-token' });
    const step = fetchMock.mock.calls.find(([url]) => url === '/api/login/2fa');
    expect(step).toBeDefined();
    expect((step![1] as { headers: Record<string, string> }).headers.Authorization).toBeUndefined();
  });

  it('takes a recovery code instead', async () => {
    const router = renderApp(`/config/2fa/${TOKEN}?redirect=%2Fpartners`);
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'aaaaa-bbbbb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners'));
    expect(bodiesOf('POST /api/login/2fa')).toEqual([
      { token: TOKEN, recovery_code: 'aaaaa-bbbbb', redirect: '/partners' },
    ]);
  });

  it('asks for a recovery code before calling the server', async () => {
    renderApp(`/config/2fa/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Recovery code is required')).toBeTruthy();
    expect(bodiesOf('POST /api/login/2fa')).toEqual([]);
  });

  it('sends the person back to sign in once the attempts are over', async () => {
    routes['POST /api/login/2fa'] = () =>
      answer(429, { code: 'two_factor_attempts_exceeded', message: 'Too many incorrect codes.' });
    renderApp(`/config/2fa/${TOKEN}`);
    await typeCode('999999');
    expect(await screen.findByText('Too many incorrect codes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/signin');
  });
});

describe('two-factor page: a spent link', () => {
  it('explains that the link expired and offers the way back to sign in', async () => {
    routes[`GET /api/login/2fa/${TOKEN}`] = () =>
      answer(400, { code: 'invalid_token', message: 'This link is invalid or has expired.' });
    renderApp(`/config/2fa/${TOKEN}`);
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    expect(screen.getByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });
});
