// @vitest-environment happy-dom
import type { TDashboardResponse, TReportCard } from '@mirante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
