// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, mockApi, pageAnswer, renderApp, setupAppHarness } from '../../../test/app-harness';

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

const TICKET = {
  id: 41,
  subject: 'Relatório de vendas em branco',
  priority: 'high',
  status: 'open',
  company_id: 7,
  company_name: 'Unidade Sul',
  opened_by: { id: 3, name: 'Ana Souza' },
  estimated_at: null,
  follow_ups_count: 0,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

let fetchMock: ReturnType<typeof mockApi>;
let failNext = false;

setupAppHarness('pt-BR', { signedIn: 'a2m', intended: '/partners' });

beforeEach(() => {
  failNext = false;
  fetchMock = mockApi({
    // The server has the last word on the e-mail, whatever the form thought of it.
    'POST /api/auth/partners': () =>
      answer(400, {
        code: 'validation_failed',
        message: 'Verifique os campos',
        errors: { email: ['O campo email é inválido'] },
        error_codes: { email: ['field_invalid'] },
      }),
    'GET /api/csrf': () => {
      // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie
      document.cookie = 'XSRF-TOKEN=from-server; path=/';
      return new Response(null, { status: 204 });
    },
    'GET /api/auth/help_desk': (_, url) =>
      answer(200, {
        data: url.searchParams.get('partner_id') === '2' ? [TICKET] : [],
        page: 1,
        per_page: 20,
        total: url.searchParams.get('partner_id') === '2' ? 1 : 0,
        policies: { can_create: false },
      }),
    'GET /api/auth/partners': (_, url) => {
      if (!failNext) return pageAnswer(ALL, url);
      failNext = false;
      return answer(403, {
        code: 'no_functionality_access',
        message: 'Você não tem acesso a esta funcionalidade',
      });
    },
  });
});

// Generous: the page is lazy and the machine may be busy; a real hang still fails.
describe('partners page', { timeout: 20_000 }, () => {
  it('lists the first page with the totals', async () => {
    renderApp('/partners');
    expect(await screen.findByText('Mirante Operações')).toBeTruthy();
    expect(screen.getByText('Exibindo 1–20 de 45')).toBeTruthy();
    expect(screen.getAllByText('09/03/2024')).toHaveLength(20);
  });

  it('pages through the list', async () => {
    const router = renderApp('/partners');
    await screen.findByText('Mirante Operações');
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Parceiro 44')).toBeTruthy();
    expect(screen.getByText('Exibindo 41–45 de 45')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('searches by name after the typing pauses, from the first page', async () => {
    const router = renderApp('/partners?page=2');
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
    renderApp('/partners?search=zzz');
    expect(await screen.findByText('Nenhum registro encontrado!')).toBeTruthy();
  });

  it('shows the error and tries again on request', async () => {
    failNext = true;
    renderApp('/partners');
    expect(await screen.findByText('Você não tem acesso a esta funcionalidade')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Mirante Operações')).toBeTruthy();
  });

  it('signs out from the account menu even when the server call fails', async () => {
    const router = renderApp('/partners');
    await screen.findByText('Mirante Operações');
    fireEvent.click(screen.getByRole('button', { name: /Menu da conta/ }));
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
    renderApp('/partners');
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

  it('opens the tickets of a partner’s units from its row, each linking to its page', async () => {
    const router = renderApp('/partners');
    await screen.findByText('Parceiro 01');
    fireEvent.click(screen.getByRole('button', { name: 'Ações para Parceiro 01' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Chamados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chamados de Parceiro 01' });
    const link = await within(dialog).findByRole('link', { name: 'Relatório de vendas em branco' });
    expect(within(dialog).getByText('Unidade Sul')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('help_desk'));
    expect(asked).toEqual(['/api/auth/help_desk?page=1&per_page=20&partner_id=2']);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/help_desk/41'));
  });
});
