// @vitest-environment happy-dom
import type { TFaqEntry, TManagedFaqEntry } from '@mirante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCachedUser, setStoredConfig } from '../../../lib/storage';
import { answer, mockApi, renderApp, setupAppHarness, userWith } from '../../../test/app-harness';

const platform: TFaqEntry = {
  id: 1,
  question: 'What is the portal?',
  answer: 'Where your reports live.',
  language: 'en-US',
  source: 'platform',
  source_name: 'Operator',
};
const partner: TFaqEntry = {
  id: 2,
  question: 'Como peço acesso?',
  answer: 'Pelo catálogo.',
  language: 'pt-BR',
  source: 'partner',
  source_name: 'Acme Partner',
};
const kept: TManagedFaqEntry = {
  id: 2,
  position: 1,
  texts: {
    'pt-BR': { question: 'Como peço acesso?', answer: 'Pelo catálogo.' },
    'en-US': null,
    es: null,
    'pt-PT': null,
  },
  first: true,
  last: true,
  updated_at: '2026-03-01T09:00:00.000Z',
};

// happy-dom has no font loading; the answer's autosizing box listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

let asked: URL[];
let posted: unknown[];
let canManage: boolean;

setupAppHarness('en-US', { xsrf: true, signedIn: 'user', intended: '/faq' });

beforeEach(() => {
  setStoredConfig({ hidden_menu: [], intended: '/faq' });
  asked = [];
  posted = [];
  canManage = false;
  mockApi({
    'GET /api/auth/faq': (_init, url) => {
      asked.push(url);
      const rows = url.searchParams.get('search') === 'catálogo' ? [partner] : [platform, partner];
      return answer(200, {
        data: rows,
        page: 1,
        per_page: 20,
        total: rows.length,
        policies: { can_manage: canManage },
      });
    },
    'GET /api/auth/faq/entries': () => answer(200, { data: [kept], page: 1, per_page: 20, total: 1 }),
    'PUT /api/auth/faq/entries/2': (init) => {
      posted.push({ put: JSON.parse(String(init?.body)) });
      return answer(200, kept);
    },
    'POST /api/auth/faq/entries': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return answer(201, { ...kept, id: 3 });
    },
  });
});

describe('reading the FAQ', { timeout: 20_000 }, () => {
  it('lists the platform’s and the partner’s questions, the answer opening under its question', async () => {
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    const item = (await screen.findByTestId('faq-entry-2')) as HTMLElement;
    expect(within(item).getByText('Acme Partner')).toBeTruthy();
    expect(within(screen.getByTestId('faq-entry-1')).getByText('Platform')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: /Como peço acesso/ }));
    expect(await within(item).findByText('Pelo catálogo.')).toBeTruthy();
    expect(within(item).getByText('Not translated yet: shown in Portuguese.')).toBeTruthy();
    // A reader has nothing to manage.
    expect(screen.queryByRole('tab', { name: 'Manage' })).toBeNull();
  });

  it('asks the server for what is searched, from page 1', async () => {
    renderApp('/faq');
    await screen.findByTestId('faq-entry-1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), {
      target: { value: 'catálogo' },
    });
    await waitFor(() => expect(screen.queryByTestId('faq-entry-1')).toBeNull());
    expect(asked.at(-1)?.searchParams.get('search')).toBe('catálogo');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('says so when there are no questions', async () => {
    mockApi({
      'GET /api/auth/faq': () =>
        answer(200, { data: [], page: 1, per_page: 20, total: 0, policies: { can_manage: false } }),
    });
    renderApp('/faq');
    expect(await screen.findByText('There are no frequently asked questions yet.')).toBeTruthy();
  });
});

describe('a partner keeping its questions', { timeout: 20_000 }, () => {
  beforeEach(() => {
    canManage = true;
    setCachedUser(userWith('master', { language: 'en-US' }));
  });

  it('adds a question with only the languages written, and refuses a half-written one', async () => {
    renderApp('/faq?tab=manage');
    expect(await screen.findByTestId('faq-row-2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New question' }));
    const dialog = await screen.findByRole('dialog');
    const pt = within(dialog).getByRole('group', { name: 'Português (Brasil)' });
    fireEvent.change(within(pt).getByLabelText(/Question/), { target: { value: 'Onde vejo faturas?' } });
    fireEvent.change(within(pt).getByLabelText(/Answer/), { target: { value: 'No menu Faturamento.' } });
    const es = within(dialog).getByRole('group', { name: 'Español' });
    fireEvent.change(within(es).getByLabelText(/Question/), { target: { value: '¿Dónde veo facturas?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(es).findByText(/is required/)).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(es).getByLabelText(/Answer/), { target: { value: 'En el menú Facturación.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      texts: {
        'pt-BR': { question: 'Onde vejo faturas?', answer: 'No menu Faturamento.' },
        'en-US': null,
        es: { question: '¿Dónde veo facturas?', answer: 'En el menú Facturación.' },
        'pt-PT': null,
      },
    });
  });

  it('edits an entry from its stored texts, sending every language', async () => {
    renderApp('/faq?tab=manage');
    const row = (await screen.findByTestId('faq-row-2')) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /^Actions for Como peço acesso/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const pt = within(dialog).getByRole('group', { name: 'Português (Brasil)' });
    const question = within(pt).getByLabelText(/Question/) as HTMLInputElement;
    expect(question.value).toBe('Como peço acesso?');
    fireEvent.change(question, { target: { value: 'Como peço acesso a um relatório?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      put: {
        texts: {
          'pt-BR': { question: 'Como peço acesso a um relatório?', answer: 'Pelo catálogo.' },
          'en-US': null,
          es: null,
          'pt-PT': null,
        },
      },
    });
  });

  it('asks to type the entry’s name before deleting it', async () => {
    renderApp('/faq?tab=manage');
    const row = (await screen.findByTestId('faq-row-2')) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /^Actions for Como peço acesso/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('QUESTION_1')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a visitor without a session', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setCachedUser(null);
    mockApi({
      'GET /api/faq': () =>
        answer(200, { data: [platform], page: 1, per_page: 20, total: 1, policies: { can_manage: false } }),
    });
  });

  it('reads the public FAQ inside a layout with a way to sign in that comes back here', async () => {
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(await screen.findByTestId('faq-entry-1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?redirect=%2Ffaq',
    );
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('is still sent to sign-in from any other page of the layout', async () => {
    renderApp('/help_desk');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
  });
});
