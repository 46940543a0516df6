// @vitest-environment happy-dom
import type { TTheme } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type ApiRoutes, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const theme: TTheme = {
  id: 3,
  name: 'Lumen',
  colors: {} as TTheme['colors'],
  icon: null,
  icon_report: null,
  page_title: 'Lumen BI',
  favicon: null,
  background_image: null,
  show_background_image: false,
  active: false,
};

let routes: ApiRoutes;

setupAppHarness('en-US', { xsrf: true, signedIn: 'admin' });

beforeEach(() => {
  routes = {
    'GET /api/auth/themes': () => answer(200, { data: [theme] }),
    'GET /api/auth/themes/active': () => answer(200, { theme: null }),
  };
  mockApi(routes);
});

describe('themes page', { timeout: 20_000 }, () => {
  it('shows the header, the add button and a card per theme', async () => {
    renderApp('/whitelabels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Themes' })).toBeTruthy();
    expect(await screen.findByText('Lumen BI')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New theme' })).toBeTruthy();
  });

  it('invites to create the first theme when there is none', async () => {
    routes['GET /api/auth/themes'] = () => answer(200, { data: [] });
    renderApp('/whitelabels');
    expect(await screen.findByText('No themes yet')).toBeTruthy();
    expect(
      screen.getByText('Create a theme with your brand colours and activate it to dress the portal.'),
    ).toBeTruthy();
  });

  it('says the themes could not be loaded and tries again on request', async () => {
    let failing = true;
    routes['GET /api/auth/themes'] = () =>
      failing
        ? answer(500, { code: 'unexpected_error', message: 'Oops! An error occurred!' })
        : answer(200, { data: [theme] });
    renderApp('/whitelabels');
    expect(await screen.findByText('The themes could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lumen BI')).toBeTruthy();
  });
});
