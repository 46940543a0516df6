// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, mockApi, renderApp, setupAppHarness } from '../../test/app-harness';

let moved: { url: string; body: unknown }[];

setupAppHarness('en-US', { xsrf: true, signedIn: 'a2m', intended: '/partners' });

const entry = (id: number, question: string, first: boolean, last: boolean) => ({
  id,
  position: id,
  texts: { 'pt-BR': { question, answer: `${question} answer` }, 'en-US': null, es: null, 'pt-PT': null },
  first,
  last,
  updated_at: '2026-03-01T09:00:00.000Z',
});

beforeEach(() => {
  moved = [];
  mockApi({
    'GET /api/auth/partners': () => answer(200, { data: [], page: 1, per_page: 20, total: 0 }),
    'GET /api/auth/faq/entries': () =>
      answer(200, {
        data: [entry(1, 'O que é a plataforma?', true, false), entry(2, 'Quem é o suporte?', false, true)],
        page: 1,
        per_page: 20,
        total: 2,
      }),
    'POST /api/auth/faq/entries/2/move': (init, url) => {
      moved.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
      return answer(200, entry(2, 'Quem é o suporte?', true, false));
    },
  });
});

describe('the operator’s platform FAQ beside its partners', { timeout: 20_000 }, () => {
  it('lists the platform’s questions in order, the ends unable to move further', async () => {
    renderApp('/partners?tab=faq');
    const first = (await screen.findByTestId('faq-row-1')) as HTMLElement;
    const last = screen.getByTestId('faq-row-2') as HTMLElement;
    expect(within(first).getByText('1')).toBeTruthy();
    const up = (row: HTMLElement) =>
      within(row).getByRole('button', { name: /^Move up/ }) as HTMLButtonElement;
    const down = (row: HTMLElement) =>
      within(row).getByRole('button', { name: /^Move down/ }) as HTMLButtonElement;
    expect(up(first).disabled).toBe(true);
    expect(down(last).disabled).toBe(true);
    expect(up(last).disabled).toBe(false);
    // The partners' own add button belongs to the other tab.
    expect(screen.queryByRole('button', { name: 'Add partner' })).toBeNull();

    fireEvent.click(up(last));
    await waitFor(() =>
      expect(moved).toEqual([{ url: '/api/auth/faq/entries/2/move', body: { direction: 'up' } }]),
    );
    expect(await screen.findByText('Order updated.')).toBeTruthy();
  });
});
