// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCachedUser } from '../lib/storage';
import { answer, mockApi, renderApp, setupAppHarness, userWith } from '../test/app-harness';

setupAppHarness('en-US');

/** The API paths the mocked `fetch` was asked for, in order. */
function paths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
}

let releaseConfig: () => void;
let fetchMock: ReturnType<typeof mockApi>;

beforeEach(() => {
  const configHeld = new Promise<void>((resolve) => {
    releaseConfig = resolve;
  });
  fetchMock = mockApi({
    // The config answers only when the test says so: what starts before it, starts beside it.
    'GET /api/auth/config/getConfig': () =>
      configHeld.then(() => answer(200, { hidden_menu: [], intended: '/' })),
    'GET /api/auth/dashboard': () => answer(200, { latest: [], favorites: [], recent: [] }),
  });
});

describe('route data read beside the guard', () => {
  it("reads the dashboard's reports while the config is still on its way", async () => {
    setCachedUser(userWith('admin'));
    renderApp('/');
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/auth/dashboard'));
    expect(paths(fetchMock)).toContain('/api/auth/config/getConfig');
    releaseConfig();
  });

  it('reads nothing for a profile whose dashboard lists no reports, or that has no dashboard', async () => {
    for (const profile of ['master', 'a2m'] as const) {
      setCachedUser(userWith(profile));
      const router = renderApp('/');
      await waitFor(() => expect(paths(fetchMock)).toContain('/api/auth/config/getConfig'));
      expect(paths(fetchMock)).not.toContain('/api/auth/dashboard');
      router.dispose();
    }
    releaseConfig();
  });
});
