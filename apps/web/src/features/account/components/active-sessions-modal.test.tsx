// @vitest-environment happy-dom
import type { TActiveSession } from '@mirante/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { queryClient } from '../../../app/query-client';
import { buildRoutes } from '../../../app/router';
import { initI18n } from '../../../lib/i18n';
import { getCachedUser, initStorage, setCachedUser, setStoredConfig } from '../../../lib/storage';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function session(patch: Partial<TActiveSession> & { id: number }): TActiveSession {
  return {
    created_at: minutesAgo(120),
    last_seen_at: minutesAgo(5),
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    ip: '192.0.2.10',
    user_agent: null,
    current: false,
    impersonated: false,
    ...patch,
  };
}

let sessions: TActiveSession[];
let fetchMock: ReturnType<typeof vi.fn>;
let listFails: boolean;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  queryClient.clear();
  listFails = false;
  await initStorage({ origin: 'http://localhost', backend: null });
  await initI18n('en-US');
  setCachedUser({
    id: 3,
    name: 'Ana Admin',
    email: 'admin@demo.test',
    perfil_usuario: 'admin',
    tenant_id: 9,
    company_id: 9,
    partner_id: null,
    auth_type: 'password',
    language: 'en-US',
    token: 'tok',
  });
  setStoredConfig({ hidden_menu: [], intended: '/' });
  sessions = [
    session({
      id: 11,
      current: true,
      ip: '192.0.2.1',
      last_seen_at: minutesAgo(0),
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    }),
    session({
      id: 12,
      ip: '198.51.100.7',
      user_agent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    }),
  ];
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie
  document.cookie = 'XSRF-TOKEN=x; path=/';
  fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/auth/sessions') {
      return listFails
        ? json(500, { code: 'unexpected_error', message: 'Oops! An error occurred!' })
        : json(200, { data: sessions });
    }
    const ended = /^DELETE \/api\/auth\/sessions\/(\d+)$/.exec(key);
    if (ended) {
      const id = Number(ended[1]);
      const target = sessions.find((s) => s.id === id);
      sessions = sessions.filter((s) => s.id !== id);
      return json(200, { status: 'success', message: 'Done successfully!', current: !!target?.current });
    }
    if (key === 'POST /api/logout') return json(401, { code: 'session_expired', message: 'x' });
    return json(404, { code: 'route_not_found', message: 'Page not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSessions() {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Active sessions' }));
  return { router, dialog: await screen.findByRole('dialog') };
}

const deletes = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit)?.method === 'DELETE');

describe('active sessions', () => {
  it('lists each device with its address, last activity and the current one marked', async () => {
    const { dialog } = await openSessions();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [laptop, phone] = items as [HTMLElement, HTMLElement];
    expect(within(laptop).getByText('Chrome on Linux')).toBeTruthy();
    expect(within(laptop).getByText('This device')).toBeTruthy();
    expect(laptop.textContent).toContain('IP 192.0.2.1');
    expect(laptop.textContent).toContain('last active now');
    expect(within(phone).getByText('Safari on iOS')).toBeTruthy();
    expect(within(phone).queryByText('This device')).toBeNull();
    expect(phone.textContent).toContain('IP 198.51.100.7');
    expect(phone.textContent).toContain('last active 5 minutes ago');
  });

  it('asks before ending another session, then ends it and refreshes the list', async () => {
    const { dialog } = await openSessions();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'End session: Safari on iOS' }));

    const confirm = await within(dialog).findByRole('alertdialog');
    expect(confirm.textContent).toContain('Safari on iOS will be signed out on its next action.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toHaveLength(0);
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'End session: Safari on iOS' }));
    fireEvent.click(
      within(await within(dialog).findByRole('alertdialog')).getByRole('button', { name: 'End session' }),
    );

    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(String(deletes()[0]![0])).toBe('/api/auth/sessions/12');
    expect(await screen.findByText('Session ended.')).toBeTruthy();
    expect(within(dialog).getByText('This is your only active session.')).toBeTruthy();
    expect(getCachedUser()?.token).toBe('tok');
  });

  it('ending this device signs out to the sign-in page', async () => {
    const { dialog, router } = await openSessions();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'End session: Chrome on Linux' }));
    const confirm = await within(dialog).findByRole('alertdialog');
    expect(confirm.textContent).toContain('You will be signed out on this device.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'End session' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(String(deletes()[0]![0])).toBe('/api/auth/sessions/11');
    expect(getCachedUser()).toBeNull();
  });

  it('shows the error with a retry when the list cannot be loaded', { timeout: 10_000 }, async () => {
    listFails = true;
    const { dialog } = await openSessions();
    // Server errors are retried twice before the error shows.
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 6000 });
    expect(alert.textContent).toContain('Could not load the sessions');
    expect(alert.textContent).toContain('Oops! An error occurred!');
    listFails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
  });
});
