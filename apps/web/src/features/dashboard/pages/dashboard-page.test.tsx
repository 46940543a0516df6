// @vitest-environment happy-dom
import type { TDashboardResponse, TReportCard } from '@mirante/contracts';
import { screen, within } from '@testing-library/react';
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
    expect(within(recent).getByText('Viewed 02/05/2024 12:30')).toBeTruthy();
  });

  it('says there are no reports yet when nothing was added', async () => {
    routes['GET /api/auth/dashboard'] = () => answer(200, { latest: [], favorites: [], recent: [] });
    renderApp('/');
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(within(section('Recently viewed')).getByText('Nothing viewed yet')).toBeTruthy();
  });
});
