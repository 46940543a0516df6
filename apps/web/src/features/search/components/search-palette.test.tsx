// @vitest-environment happy-dom
import type { TDashboardResponse, TReportCard, TSearchResponse } from '@mirante/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCachedUser, setStoredConfig } from '../../../lib/storage';
import {
  answer,
  type ApiRoutes,
  mockApi,
  renderApp,
  setupAppHarness,
  userWith,
} from '../../../test/app-harness';
import { isSearchShortcut } from './global-search';

const card: TReportCard = {
  id: 4,
  kind: 'html',
  title: 'Monthly sales',
  description: null,
  cover: null,
  group_id: 2,
  group_name: 'Finance',
  subgroup_id: null,
  subgroup_name: null,
  in_maintenance: false,
  favorite: true,
  created_at: '2024-03-09T10:00:00Z',
};

const found: TSearchResponse = {
  q: 'relatorio',
  groups: [
    {
      kind: 'report',
      results: [
        {
          kind: 'report',
          id: 11,
          title: 'Relatório de Vendas',
          subtitle: 'Finanças',
          path: '/11/reports/view',
          favorite: true,
          viewed_at: null,
        },
        {
          kind: 'report',
          id: 12,
          title: 'Relatório de Custos',
          subtitle: null,
          path: '/12/reports/view',
          favorite: false,
          viewed_at: null,
        },
      ],
    },
    {
      kind: 'user',
      results: [
        {
          kind: 'user',
          id: 5,
          title: 'Relatório Bot',
          subtitle: 'bot@example.com',
          path: '/user',
          favorite: false,
          viewed_at: null,
        },
      ],
    },
  ],
};

let routes: ApiRoutes;
let searched: string[];

setupAppHarness('en-US', { signedIn: 'admin' });

beforeEach(() => {
  searched = [];
  const dashboard: TDashboardResponse = {
    latest: [],
    favorites: [card],
    recent: [{ ...card, id: 5, title: 'Stock levels', favorite: false, viewed_at: '2024-05-02T12:30:00' }],
  };
  routes = {
    'GET /api/auth/dashboard': () => answer(200, dashboard),
    'GET /api/auth/search': (_, url) => {
      const q = url.searchParams.get('q') ?? '';
      searched.push(q);
      return answer(200, q === 'relatorio' ? found : { q, groups: [] });
    },
  };
  mockApi(routes);
});

const input = () => document.querySelector<HTMLInputElement>('input[role="combobox"]');
const optionTexts = () =>
  [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? '');
const groupNames = () =>
  [...document.querySelectorAll('[role="listbox"] [role="group"]')].map((group) =>
    group.getAttribute('aria-label'),
  );

async function openWithShortcut() {
  await screen.findByRole('button', { name: /^Search/ });
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  await waitFor(() => expect(input()).toBeTruthy(), { timeout: 5000 });
  return input()!;
}

function type(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

describe('search palette', { timeout: 30_000 }, () => {
  it('knows Ctrl+K and Cmd+K, and no other key', () => {
    const key = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSearchShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSearchShortcut({ ...key, metaKey: true })).toBe(true);
    expect(isSearchShortcut({ ...key, key: 'K', ctrlKey: true })).toBe(true);
    expect(isSearchShortcut(key)).toBe(false);
    expect(isSearchShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSearchShortcut({ ...key, key: 'j', ctrlKey: true })).toBe(false);
  });

  it('opens with Ctrl+K on favorite and recent reports, and closes with Escape', async () => {
    renderApp('/');
    const box = await openWithShortcut();
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    await waitFor(() => expect(groupNames()).toEqual(['Favorites', 'Recently viewed']));
    expect(optionTexts()[0]).toContain('Monthly sales');
    expect(optionTexts()[1]).toContain('Stock levels');
    expect(searched).toEqual([]);
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(input()).toBeNull());
  });

  it('searches what is typed, shows the results by kind, moves with the arrows and opens with Enter', async () => {
    const router = renderApp('/');
    const box = await openWithShortcut();
    type(box, 'relatorio');
    await waitFor(() => expect(groupNames()).toEqual(['Reports', 'Users']));
    expect(searched).toEqual(['relatorio']);
    expect(optionTexts()[0]).toContain('Relatório de Vendas');
    expect(optionTexts()[0]).toContain('Favorite');
    expect(optionTexts()[2]).toContain('bot@example.com');
    // The first option is the active one; the arrows move through the list.
    const options = () => [...document.querySelectorAll('[role="option"]')];
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/12/reports/view'));
    await waitFor(() => expect(input()).toBeNull());
  });

  it('offers the screens the profile may open, never one the unit hides', async () => {
    setStoredConfig({ hidden_menu: ['group_users'], intended: '/' });
    const router = renderApp('/');
    const box = await openWithShortcut();
    type(box, 'usér');
    await waitFor(() => expect(groupNames()).toEqual(['Screens']));
    // "User groups" is hidden in this unit; "Users" is offered.
    expect(optionTexts()).toEqual(['Users']);
    await waitFor(() => expect(searched).toEqual(['usér']));
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('gives a partner the screens of its profile only, without searching a unit', async () => {
    setCachedUser(userWith('master', { language: 'en-US' }));
    renderApp('/');
    const box = await openWithShortcut();
    expect(await screen.findByText('Type to search the screens you may open.')).toBeTruthy();
    type(box, 'business');
    await waitFor(() => expect(groupNames()).toEqual(['Screens']));
    expect(optionTexts()).toEqual(['Business units']);
    expect(searched).toEqual([]);
  });

  it('says when nothing is found, and when the search fails', async () => {
    renderApp('/');
    const box = await openWithShortcut();
    type(box, 'zzz');
    expect(await screen.findByText('No results for “zzz”', {}, { timeout: 5000 })).toBeTruthy();
    routes['GET /api/auth/search'] = () => answer(500, { code: 'internal_error', message: 'boom' });
    type(box, 'zzzz');
    expect(
      await screen.findByText('The search could not be done. Try again.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('opens from the header button too', async () => {
    renderApp('/');
    const button = await screen.findByRole('button', { name: /^Search/ });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(input()).toBeTruthy(), { timeout: 5000 });
    expect(document.activeElement).toBe(input());
    // Its close button is named, and closes it.
    const close = document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]');
    expect(close).toBeTruthy();
    fireEvent.click(close!);
    await waitFor(() => expect(input()).toBeNull());
  });
});
