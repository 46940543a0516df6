// @vitest-environment happy-dom
import { LANGUAGE_STORAGE_KEY, type TGetConfigResponse, type TLoginResponse } from '@mirante/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCachedUser, getStoredConfig, getStoredTheme, setStoredTheme } from '../../../lib/storage';
import { answer, type ApiRoutes, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const loginAnswer: TLoginResponse = {
  status: 'success',
  token: 'session-token',
  expires_at: '2030-01-01T00:00:00.000Z',
  data: { intended: '/partners' },
  user: {
    id: 1,
    name: 'Olívia Operadora',
    email: 'operator@mirante.test',
    perfil_usuario: 'a2m',
    tenant_id: 1,
    company_id: null,
    partner_id: 1,
    auth_type: 'password',
    language: 'pt-BR',
  },
};

const config = {
  hidden_menu: [],
  intended: '/partners',
  companies: [],
  show_questionario_perfil: false,
} as unknown as TGetConfigResponse;

let routes: ApiRoutes;
let fetchMock: ReturnType<typeof mockApi>;

/** The options of the first call to `url` (fails the test when there was none). */
function initOf(url: string): RequestInit & { headers: Record<string, string> } {
  const call = fetchMock.mock.calls.find(([called]) => called === url);
  if (!call) throw new Error(`no call to ${url}`);
  return call[1] as RequestInit & { headers: Record<string, string> };
}

async function fillAndSubmit(email: string, password: string, submit = 'Entrar') {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^(Senha|Password)$/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
}

setupAppHarness('pt-BR', { xsrf: true });

beforeEach(() => {
  routes = {
    'POST /api/login': () => answer(200, loginAnswer),
    'GET /api/auth/config/getConfig': () => answer(200, config),
    'GET /api/auth/partners': () =>
      answer(200, {
        data: [
          {
            id: 4,
            name: 'Acme Revenda',
            kind: 'partner',
            active: true,
            companies_count: 3,
            created_at: '2024-05-02T12:00:00Z',
          },
        ],
        page: 1,
        per_page: 20,
        total: 1,
      }),
  };
  fetchMock = mockApi(routes);
});

describe('sign-in page', () => {
  it('uses the product name as the page title', async () => {
    renderApp('/signin');
    await screen.findByLabelText('E-mail');
    await waitFor(() => expect(document.title).toBe('Mirante'));
  });

  it('logs in, keeps the session and config, and opens the redirect target', async () => {
    setStoredTheme({ page_title: 'Old theme' });
    const router = renderApp('/signin?redirect=%2Fpartners%3Fpage%3D1');
    await fillAndSubmit('operator@mirante.test', 'demo-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/partners'));
    expect(router.state.location.search).toBe('?page=1');
    expect(getCachedUser()).toMatchObject({ id: 1, perfil_usuario: 'a2m', token: 'session-token' });
    expect(getStoredConfig()).toMatchObject({ intended: '/partners' });
    expect(getStoredTheme()).toEqual({});
    expect(await screen.findByText('Acme Revenda')).toBeTruthy();

    const init = initOf('/api/login');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'operator@mirante.test',
      password: 'demo-password',
      redirect: '/partners?page=1',
    });
    expect(init.headers['x-xsrf-token']).toBe('xsrf-1');
    const partners = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/auth/partners'));
    expect(partners?.[1]).toMatchObject({ headers: { Authorization: 'Bearer session-token' } });
  });

  it('goes to the intended path when there is no redirect', async () => {
    const router = renderApp('/signin');
    await fillAndSubmit('operator@mirante.test', 'demo-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners'));
  });

  it('ignores a redirect to another site', async () => {
    const router = renderApp(`/signin?redirect=${encodeURIComponent('//evil.example/x')}`);
    await fillAndSubmit('operator@mirante.test', 'demo-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners'));
  });

  it("shows the server's message when the login fails", async () => {
    routes['POST /api/login'] = () =>
      answer(401, { code: 'incorrect_credentials', message: 'Usuário ou senha incorretos!' });
    const router = renderApp('/signin');
    await fillAndSubmit('operator@mirante.test', 'wrong');

    expect(await screen.findByText('Usuário ou senha incorretos!')).toBeTruthy();
    expect(getCachedUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('checks the fields before calling the server', async () => {
    renderApp('/signin');
    await fillAndSubmit('', '');
    expect(await screen.findByText('O campo E-mail é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Senha é obrigatório')).toBeTruthy();
    // Only the page's own address check went out, no sign-in.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/login');
  });

  it('switches language at once, remembers it and sends it to the server', async () => {
    renderApp('/signin');
    expect(await screen.findByText('Acesse sua conta')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Alterar idioma/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English (US)' }));

    expect(await screen.findByText('Sign in to your account')).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');

    await fillAndSubmit('operator@mirante.test', 'demo-password', 'Sign in');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(initOf('/api/login').headers).toMatchObject({ lang: 'en-US' });
  });
});
