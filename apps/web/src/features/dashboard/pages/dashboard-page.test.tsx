// @vitest-environment happy-dom
import type { TDashboardResponse, TReportCard } from '@mirante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, type ApiRoutes, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const card: TReportCard = {
  id: 4,
  kind: 'html',
  title: 'Monthly sales',
  description: null,
  cover: null,
  group_id: null,
  group_name: null,
  subgroup_id: null,
  subgroup_name: null,
  in_maintenance: false,
  favorite: false,
  created_at: '2024-03-09T10:00:00Z',
};

let routes: ApiRoutes;

setupAppHarness('en-US', { signedIn: 'user' });

beforeEach(() => {
  const dashboard: TDashboardResponse = {
    latest: [card],
    favorites: [],
    recent: [{ ...card, id: 5, title: 'Stock levels', viewed_at: '2024-05-02T12:30:00' }],
  };
  routes = { 'GET /api/auth/dashboard': () => answer(200, dashboard) };
  mockApi(routes);
});

const section = (name: string) => screen.getByRole('region', { name });

describe('dashboard page', { timeout: 20_000 }, () => {
  it('shows each list with its cards, or what it is waiting for', async () => {
    renderApp('/');
    expect(await screen.findByText('Monthly sales')).toBeTruthy();
    expect(within(section('Latest reports added')).getByText('Monthly sales')).toBeTruthy();
    expect(within(section('Favorites')).getByText('No favorites yet')).toBeTruthy();
    expect(within(section('Favorites')).getByText('Star a report to keep it here.')).toBeTruthy();
    const recent = section('Recently viewed');
    expect(within(recent).getByText('Stock levels')).toBeTruthy();
    // In English the month comes first: 2 May.
    expect(within(recent).getByText('Viewed 05/02/2024 12:30')).toBeTruthy();
  });

  it('says there are no reports yet when nothing was added', async () => {
    routes['GET /api/auth/dashboard'] = () => answer(200, { latest: [], favorites: [], recent: [] });
    renderApp('/');
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(within(section('Recently viewed')).getByText('Nothing viewed yet')).toBeTruthy();
  });
});

/** A press of the main button (the test DOM's own PointerEvent does not bubble). */
function press(element: Element) {
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }));
}

describe('opening a Power BI report from its card', { timeout: 20_000 }, () => {
  it('asks for the report’s token as the button goes down, once, before the click', async () => {
    const powerbi: TReportCard = { ...card, id: 7, kind: 'powerbi', title: 'Sales cockpit' };
    routes['GET /api/auth/dashboard'] = () => answer(200, { latest: [powerbi], favorites: [], recent: [] });
    // The XSRF cookie the server set earlier: the press sends the request straight away.
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads the XSRF cookie the server would set
    document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
    const fetchMock = mockApi(routes);
    renderApp('/');
    const link = await screen.findByRole('link', { name: /^Sales cockpit/ });
    const embedCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/report_view/embed'));
    expect(embedCalls()).toHaveLength(0);
    press(link);
    await waitFor(() => expect(embedCalls()).toHaveLength(1));
    expect(JSON.parse(String(embedCalls()[0]?.[1]?.body))).toMatchObject({ reportId: 7 });
    // The click that follows takes the same answer instead of asking again.
    fireEvent.click(link, { button: 0 });
    expect(embedCalls()).toHaveLength(1);
  });

  it('asks for nothing when an HTML report is pressed', async () => {
    const fetchMock = mockApi(routes);
    renderApp('/');
    press(await screen.findByText('Monthly sales'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('report_view/embed'))).toBe(false);
  });
});

/** A screen `width` pixels wide, as the page's media queries see it. */
function screenWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*([\d.]+)em/.exec(query);
      const min = /min-width:\s*([\d.]+)em/.exec(query);
      const matches = (!max || width <= Number(max[1]) * 16) && (!min || width >= Number(min[1]) * 16);
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    }),
  );
}

describe('the dashboard on a phone', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const favorite: TReportCard = { ...card, id: 9, title: 'Cash flow', favorite: true };

  function dashboardWithFavorite() {
    routes['GET /api/auth/dashboard'] = () =>
      answer(200, {
        latest: [card, { ...card, id: 6, title: 'Regional margins' }],
        favorites: [favorite],
        recent: [{ ...card, id: 5, title: 'Stock levels', viewed_at: '2024-05-02T12:30:00' }],
      });
    mockApi(routes);
  }

  const sectionTitles = () =>
    [...document.querySelectorAll('main section h2, section h2')].map((h) => h.textContent);
  const reportLinks = () =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href*="/reports/"]')].map((a) => ({
      title: a.querySelector('p')?.textContent,
      layout: a.dataset.layout,
    }));

  it('shows favorites and recent reports first, as compact rows', async () => {
    screenWidth(390);
    dashboardWithFavorite();
    renderApp('/');
    expect(await screen.findByText('Cash flow')).toBeTruthy();
    expect(sectionTitles()).toEqual(['Favorites', 'Recently viewed', 'Latest reports added']);
    const links = reportLinks();
    expect(links[0]).toEqual({ title: 'Cash flow', layout: 'row' });
    expect(links.every((link) => link.layout === 'row')).toBe(true);
  });

  it('keeps the latest reports first, as cards, on a wider screen', async () => {
    screenWidth(1366);
    dashboardWithFavorite();
    renderApp('/');
    expect(await screen.findByText('Cash flow')).toBeTruthy();
    expect(sectionTitles()).toEqual(['Latest reports added', 'Favorites', 'Recently viewed']);
    expect(reportLinks().every((link) => link.layout === 'card')).toBe(true);
  });

  it('draws a cover with the initials of a report without an image, and the image when there is one', async () => {
    screenWidth(390);
    routes['GET /api/auth/dashboard'] = () =>
      answer(200, {
        latest: [card, { ...card, id: 8, title: 'With picture', cover: '/storage/cover-8.png' }],
        favorites: [],
        recent: [],
      });
    mockApi(routes);
    renderApp('/');
    const link = (await screen.findByText('Monthly sales')).closest('a');
    const cover = link?.querySelector<HTMLElement>('[data-fallback-cover]');
    expect(cover?.textContent).toBe('MS');
    expect(cover?.getAttribute('aria-hidden')).toBe('true');
    const pictured = screen.getByText('With picture').closest('a');
    expect(pictured?.querySelector('[data-fallback-cover]')).toBeNull();
    expect(pictured?.querySelector('img')?.getAttribute('src')).toBe('/storage/cover-8.png');
  });
});
