// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { type CachedUser, initStorage, setCachedUser, setStoredConfig } from '../lib/storage';
import { AppProviders } from './providers';
import { buildRoutes } from './router';

function userWith(profile: CachedUser['perfil_usuario']): CachedUser {
  return {
    id: 1,
    name: 'Ana Souza',
    email: 'ana@example.com',
    perfil_usuario: profile,
    tenant_id: 1,
    company_id: profile === 'admin' || profile === 'user' ? 1 : null,
    partner_id: profile === 'a2m' || profile === 'master' ? 1 : null,
    auth_type: 'password',
    language: 'pt-BR',
    token: 'token',
  };
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

beforeAll(async () => {
  await initI18n('pt-BR');
});

beforeEach(async () => {
  await initStorage({ origin: 'http://localhost', backend: null });
});

describe('guards', () => {
  it('sends a visitor without a session to sign-in with the wanted path', async () => {
    const router = renderAt('/partners?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/partners?page=2')}`);
  });

  it('sends a visitor without a session on an unknown path to sign-in too', async () => {
    const router = renderAt('/what/ever');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/what/ever')}`);
  });

  it("shows the permission message when a profile opens another profile's page", async () => {
    setCachedUser(userWith('admin'));
    setStoredConfig({ hidden_menu: [], intended: '/' });
    renderAt('/partners');
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeTruthy();
  });

  it("shows the permission message for a page the company's hidden_menu removed", async () => {
    setCachedUser(userWith('a2m'));
    setStoredConfig({ hidden_menu: ['partners'], intended: '/partners' });
    renderAt('/partners');
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Parceiros' })).toBeNull();
  });

  it('keeps a TV screen on its playlist wherever it goes, without the menus', async () => {
    setCachedUser({ ...userWith('admin'), playlist_id: 7 });
    setStoredConfig({ hidden_menu: [], intended: '/7/playlist/view' });
    for (const path of ['/playlists', '/', '/user', '/nothing-here', '/signin', '/8/playlist/view']) {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/7/playlist/view'));
      expect(router.state.location.search).toBe('?screen=1');
      router.dispose();
    }
    const router = renderAt('/7/playlist/view');
    await router.navigate('/catalogs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/playlist/view'));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the not-found page for an unknown path when logged in', async () => {
    setCachedUser(userWith('user'));
    setStoredConfig({ hidden_menu: [], intended: '/' });
    const router = renderAt('/nothing-here');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/nothing-here');
  });

  it('opens the dashboard with the menu of the profile', async () => {
    setCachedUser(userWith('user'));
    setStoredConfig({ hidden_menu: [], intended: '/' });
    renderAt('/');
    expect(await screen.findByText('Olá, Ana!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Últimos relatórios adicionados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Início' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Parceiros' })).toBeNull();
  });

  it('sends the operator, who has no dashboard, from the root to its landing page', async () => {
    setCachedUser(userWith('a2m'));
    setStoredConfig({ hidden_menu: ['partners'], intended: '/partners' });
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners'));
  });

  it('sends a logged-in user away from sign-in to the redirect or the intended path', async () => {
    setCachedUser(userWith('admin'));
    setStoredConfig({ hidden_menu: [], intended: '/' });
    const router = renderAt('/signin?redirect=%2Fnot-a-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-a-page'));

    const again = renderAt('/signin?redirect=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(again.state.location.pathname).toBe('/'));
  });
});
