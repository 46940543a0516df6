// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { initStorage, setCachedUser, setStoredConfig } from '../lib/storage';
import { renderApp, userWith } from '../test/app-harness';

beforeAll(async () => {
  await initI18n('pt-BR');
});

beforeEach(async () => {
  await initStorage({ origin: 'http://localhost', backend: null });
});

describe('guards', () => {
  it('sends a visitor without a session to sign-in with the wanted path', async () => {
    const router = renderApp('/partners?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/partners?page=2')}`);
  });

  it('sends a visitor without a session on an unknown path to sign-in too', async () => {
    const router = renderApp('/what/ever');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/what/ever')}`);
  });

  it("shows the permission message when a profile opens another profile's page", async () => {
    setCachedUser(userWith('admin'));
    setStoredConfig({ hidden_menu: [], intended: '/' });
    renderApp('/partners');
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeTruthy();
  });

  it("shows the permission message for a page the company's hidden_menu removed", async () => {
    setCachedUser(userWith('a2m'));
    setStoredConfig({ hidden_menu: ['partners'], intended: '/partners' });
    renderApp('/partners');
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Parceiros' })).toBeNull();
  });

  it('keeps a TV screen on its playlist wherever it goes, without the menus', async () => {
    setCachedUser({ ...userWith('admin'), playlist_id: 7 });
    setStoredConfig({ hidden_menu: [], intended: '/7/playlist/view' });
    for (const path of ['/playlists', '/', '/user', '/nothing-here', '/signin', '/8/playlist/view']) {
      const router = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/7/playlist/view'));
      expect(router.state.location.search).toBe('?screen=1');
      router.dispose();
    }
    const router = renderApp('/7/playlist/view');
    await router.navigate('/catalogs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/playlist/view'));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the not-found page for an unknown path when logged in', async () => {
    setCachedUser(userWith('user'));
    setStoredConfig({ hidden_menu: [], intended: '/' });
    const router = renderApp('/nothing-here');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/nothing-here');
  });

  it('opens the dashboard with the menu of the profile', async () => {
    setCachedUser(userWith('user'));
    setStoredConfig({ hidden_menu: [], intended: '/' });
    renderApp('/');
    expect(await screen.findByText('Olá, Ana!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Últimos relatórios adicionados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Início' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Parceiros' })).toBeNull();
  });

  it('sends the operator, who has no dashboard, from the root to its landing page', async () => {
    setCachedUser(userWith('a2m'));
    setStoredConfig({ hidden_menu: ['partners'], intended: '/partners' });
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners'));
  });

  it('sends a logged-in user away from sign-in to the redirect or the intended path', async () => {
    setCachedUser(userWith('admin'));
    setStoredConfig({ hidden_menu: [], intended: '/' });
    const router = renderApp('/signin?redirect=%2Fnot-a-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-a-page'));

    const again = renderApp('/signin?redirect=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(again.state.location.pathname).toBe('/'));
  });
});
