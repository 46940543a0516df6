// @vitest-environment happy-dom
import type { TLoginResponse } from '@mirante/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCachedUser } from '../lib/storage';
import { answer, mockApi, setupAppHarness } from '../test/app-harness';
import { AppRoutes, startAppAt } from './app-start';
import type { AppRouter } from './router';
import { AppProviders } from './providers';
import { type OpenApp, SignInShell } from './sign-in-shell';

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
    language: 'en-US',
  },
};

setupAppHarness('en-US', { xsrf: true });

let fetchMock: ReturnType<typeof mockApi>;

beforeEach(() => {
  fetchMock = mockApi({
    'POST /api/login': () => answer(200, loginAnswer),
    'GET /api/auth/config/getConfig': () => answer(200, { hidden_menu: [], intended: '/partners' }),
    'GET /api/auth/partners': () => answer(200, { data: [], page: 1, per_page: 20, total: 0 }),
  });
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** The page as the entry renders it: the shell, replaced by the app once it opens. */
function Entry({ openApp }: { openApp?: OpenApp }) {
  const [router, setRouter] = useState<AppRouter | null>(null);
  const open: OpenApp =
    openApp ??
    (async (to, options) => {
      setRouter(await startAppAt(to, options));
    });
  const page: ReactNode = router ? <AppRoutes router={router} /> : <SignInShell openApp={open} />;
  return <AppProviders>{page}</AppProviders>;
}

async function signIn() {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'operator@mirante.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in shell', () => {
  it('signs in without the router, then opens the app at the wanted page in place of sign-in', async () => {
    window.history.replaceState(null, '', '/signin?redirect=%2Fpartners%3Fpage%3D2');
    const openApp = vi.fn<OpenApp>(async () => undefined);
    render(<Entry openApp={openApp} />);
    await signIn();
    await waitFor(() => expect(openApp).toHaveBeenCalledWith('/partners?page=2', { replace: true }));
    expect(getCachedUser()).toMatchObject({ id: 1, token: 'session-token' });
  });

  it('hands over to the router, which shows the page the session lands on', async () => {
    window.history.replaceState(null, '', '/signin');
    render(<Entry />);
    await signIn();
    await waitFor(() => expect(screen.queryByLabelText('E-mail')).toBeNull());
    expect(window.location.pathname).toBe('/partners');
    const partners = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/auth/partners'));
    expect(partners?.[1]).toMatchObject({ headers: { Authorization: 'Bearer session-token' } });
  });

  it('opens the app at another page the sign-in page links to', async () => {
    window.history.replaceState(null, '', '/signin');
    const openApp = vi.fn<OpenApp>(async () => undefined);
    render(<Entry openApp={openApp} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(openApp).toHaveBeenCalledWith('/forgot', undefined);
  });

  it('takes no typing while the app opens another page: the form waits, disabled', async () => {
    window.history.replaceState(null, '', '/signin');
    const openApp = vi.fn<OpenApp>(() => new Promise<void>(() => undefined));
    render(<Entry openApp={openApp} />);
    const email = await screen.findByLabelText('E-mail');
    expect(screen.queryByRole('group', { busy: true })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    // A disabled fieldset disables every control inside it (the browser's rule).
    const form = await screen.findByRole('group', { busy: true });
    expect(form).toHaveProperty('disabled', true);
    expect(form.contains(email)).toBe(true);
    expect(form.contains(screen.getByRole('button', { name: 'Sign in' }))).toBe(true);
  });

  it('fetches the rest of the app once the visitor starts typing, not before', async () => {
    window.history.replaceState(null, '', '/signin');
    const preload = vi.fn();
    render(
      <AppProviders>
        <SignInShell openApp={vi.fn<OpenApp>()} preload={preload} />
      </AppProviders>,
    );
    const email = await screen.findByLabelText('E-mail');
    expect(preload).not.toHaveBeenCalled();
    fireEvent.input(email, { target: { value: 'a' } });
    fireEvent.input(email, { target: { value: 'ab' } });
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
