// @vitest-environment happy-dom
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { queryClient } from '../../../app/query-client';
import { buildRoutes } from '../../../app/router';
import { initI18n } from '../../../lib/i18n';
import { initStorage, setCachedUser, setStoredConfig } from '../../../lib/storage';

// The lazy page and its modals load slowly on a busy machine; 1 s made these tests flaky.
configure({ asyncUtilTimeout: 5000 });

interface Partner {
  id: number;
  name: string;
  kind: 'operator' | 'partner';
  active: boolean;
  companies_count: number;
  created_at: string;
}

const ALL: Partner[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? 'Mirante Operações' : `Parceiro ${String(i).padStart(2, '0')}`,
  kind: i === 0 ? 'operator' : 'partner',
  active: i % 7 !== 0,
  companies_count: i % 5,
  created_at: '2024-03-09T10:00:00Z',
}));

let fetchMock: ReturnType<typeof vi.fn>;
let failNext = false;

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
  failNext = false;
  await initStorage({ origin: 'http://localhost', backend: null });
  await initI18n('pt-BR');
  setCachedUser({
    id: 1,
    name: 'Olívia Operadora',
    email: 'operator@mirante.test',
    perfil_usuario: 'a2m',
    tenant_id: 1,
    company_id: null,
    partner_id: 1,
    auth_type: 'password',
    language: 'pt-BR',
    token: 'tok',
  });
  setStoredConfig({ hidden_menu: [], intended: '/partners' });
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/auth/partners' && init?.method === 'POST') {
      // The server has the last word on the e-mail, whatever the form thought of it.
      return json(400, {
        code: 'validation_failed',
        message: 'Verifique os campos',
        errors: { email: ['O campo email é inválido'] },
        error_codes: { email: ['field_invalid'] },
      });
    }
    if (url.pathname === '/api/csrf') {
      // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie
      document.cookie = 'XSRF-TOKEN=from-server; path=/';
      return new Response(null, { status: 204 });
    }
    if (url.pathname !== '/api/auth/partners') return json(404, { code: 'route_not_found', message: 'x' });
    if (failNext) {
      failNext = false;
      return json(403, {
        code: 'no_functionality_access',
        message: 'Você não tem acesso a esta funcionalidade',
      });
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '20');
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const matching = ALL.filter((p) => p.name.toLowerCase().includes(search));
    return json(200, {
      data: matching.slice((page - 1) * perPage, page * perPage),
      page,
      per_page: perPage,
      total: matching.length,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Generous: the page is lazy and the machine may be busy; a real hang still fails.
describe('partners page', { timeout: 20_000 }, () => {
  it('lists the first page with the totals', async () => {
    renderAt('/partners');
    expect(await screen.findByText('Mirante Operações')).toBeTruthy();
    expect(screen.getByText('Exibindo 1–20 de 45')).toBeTruthy();
    expect(screen.getAllByText('09/03/2024')).toHaveLength(20);
  });

  it('pages through the list', async () => {
    const router = renderAt('/partners');
    await screen.findByText('Mirante Operações');
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Parceiro 44')).toBeTruthy();
    expect(screen.getByText('Exibindo 41–45 de 45')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('searches by name after the typing pauses, from the first page', async () => {
    const router = renderAt('/partners?page=2');
    await screen.findByText('Parceiro 20');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar parceiros' }), {
      target: { value: 'parceiro 3' },
    });
    expect(await screen.findByText('Exibindo 1–10 de 10')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=parceiro+3');
    const searched = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('search='));
    expect(searched).toEqual(['/api/auth/partners?page=1&per_page=20&search=parceiro+3']);
  });

  it('says so when nothing matches', async () => {
    renderAt('/partners?search=zzz');
    expect(await screen.findByText('Nenhum registro encontrado!')).toBeTruthy();
  });

  it('shows the error and tries again on request', async () => {
    failNext = true;
    renderAt('/partners');
    expect(await screen.findByText('Você não tem acesso a esta funcionalidade')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Mirante Operações')).toBeTruthy();
  });

  it('signs out from the account menu even when the server call fails', async () => {
    const router = renderAt('/partners');
    await screen.findByText('Mirante Operações');
    fireEvent.click(screen.getByRole('button', { name: 'Menu da conta' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const { getCachedUser, hasRecord } = await import('../../../lib/storage');
    expect(getCachedUser()).toBeNull();
    expect(hasRecord('bi:config')).toBe(false);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/api/logout' && init?.method === 'POST'),
      ).toBe(true),
    );
  });

  it('adds a partner: the CNPJ is checked first, then the server field errors land on the fields', async () => {
    renderAt('/partners');
    await screen.findByText('Mirante Operações');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar parceiro' }));
    const dialog = await screen.findByRole('dialog');
    const field = (path: string) => dialog.querySelector(`[data-path="${path}"]`) as HTMLInputElement;
    fireEvent.change(field('name'), { target: { value: 'Sul Analytics' } });
    fireEvent.change(field('document'), { target: { value: '11.222.333/0001-82' } });
    fireEvent.change(field('email'), { target: { value: 'contato@sul.example' } });
    fireEvent.submit(field('name').form as HTMLFormElement);
    expect(await screen.findByText('O campo CNPJ/CPF é inválido')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(field('document'), { target: { value: '11.222.333/0001-81' } });
    fireEvent.submit(field('name').form as HTMLFormElement);
    expect(await screen.findByText('O campo E-mail é inválido')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: 'Sul Analytics',
      document: '11.222.333/0001-81',
    });
  });
});
