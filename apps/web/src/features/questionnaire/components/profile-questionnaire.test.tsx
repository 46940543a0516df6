// @vitest-environment happy-dom
import type { TGetConfigResponse } from '@mirante/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { hasAfterLogin, markAfterLogin } from '../../../lib/after-login';
import { initI18n } from '../../../lib/i18n';
import { getStoredConfig, initStorage, setCachedUser, setStoredConfig } from '../../../lib/storage';
import { userWith } from '../../../test/app-harness';
import { ProfileQuestionnaire } from './profile-questionnaire';

const user = userWith('user', {
  id: 7,
  name: 'Nina Newcomer',
  email: 'nina@demo.test',
  tenant_id: 3,
  company_id: 3,
  language: 'en-US',
  token: 'session',
});

let fetchMock: ReturnType<typeof vi.fn>;

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ProfileQuestionnaire user={user} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/auth/users/send/questionario/perfil')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));

beforeEach(async () => {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads the XSRF cookie the server would set
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
  await initStorage({ origin: 'http://localhost', backend: null });
  await initI18n('en-US');
  setCachedUser(user);
  setStoredConfig({ intended: '/', show_questionario_perfil: true } as unknown as TGetConfigResponse);
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ status: 'success', message: 'Done successfully!' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile questionnaire', () => {
  it('opens a second after the first sign-in, on the intended page, and removes the flag', async () => {
    markAfterLogin();
    renderAt('/');
    expect(hasAfterLogin()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Tell us about yourself' }, { timeout: 3000 });
    for (const option of ['Director', 'Supervisor', 'Manager', 'Analyst', 'Other']) {
      expect(within(dialog).getByRole('radio', { name: option })).toBeTruthy();
    }
  });

  it('waits for the intended page and for the flag', async () => {
    markAfterLogin();
    renderAt('/reports');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hasAfterLogin()).toBe(true);
  });

  it("asks for the role after 'Other', refuses a blank one, goes back on cancel and sends the trimmed text", async () => {
    markAfterLogin();
    renderAt('/');
    const first = await screen.findByRole('dialog', { name: 'Tell us about yourself' }, { timeout: 3000 });
    fireEvent.click(within(first).getByRole('button', { name: 'Send' }));
    expect(await within(first).findByText('Your role is required')).toBeTruthy();

    fireEvent.click(within(first).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));
    const second = await screen.findByRole('dialog', { name: 'What is your role?' });
    fireEvent.change(within(second).getByLabelText(/Role/), { target: { value: '   ' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Send' }));
    expect(await within(second).findByText('Role is required')).toBeTruthy();
    expect(sentBodies()).toEqual([]);

    fireEvent.click(within(second).getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'Tell us about yourself' });
    fireEvent.click(within(again).getByRole('button', { name: 'Continue' }));
    const prompt = await screen.findByRole('dialog', { name: 'What is your role?' });
    fireEvent.change(within(prompt).getByLabelText(/Role/), { target: { value: '  Consultant ' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(sentBodies()).toEqual([{ user_id: 7, perfil_usuario: 'outro', other_text: 'Consultant' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getStoredConfig().show_questionario_perfil).toBe(false);
  }, 15_000);

  it('sends a plain option at once', async () => {
    markAfterLogin();
    renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Tell us about yourself' }, { timeout: 3000 });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Manager' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentBodies()).toEqual([{ user_id: 7, perfil_usuario: 'gerente' }]));
  });
});
