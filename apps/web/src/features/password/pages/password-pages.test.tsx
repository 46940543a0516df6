// @vitest-environment happy-dom
import type { TPasswordRules } from '@mirante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCachedUser, setCachedUser } from '../../../lib/storage';
import { answer, type ApiRoutes, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

let routes: ApiRoutes;
let fetchMock: ReturnType<typeof mockApi>;

function bodyOf(url: string, nth = 0): unknown {
  const calls = fetchMock.mock.calls.filter(([called]) => called === url);
  const call = calls[nth];
  if (!call) throw new Error(`no call ${nth} to ${url}`);
  return JSON.parse(String((call[1] as RequestInit).body));
}

const strictRules: TPasswordRules = {
  min_character: 10,
  capital_letter: 'S',
  special_characters: 'S',
  expiry_time_password: 90,
};

setupAppHarness('en-US', { xsrf: true });

beforeEach(() => {
  routes = {
    'POST /api/password/config': () => answer(200, strictRules),
    'POST /api/password/forgot': () =>
      answer(200, {
        status: 'success',
        message: 'If the email is registered, a password recovery link has been sent to it.',
      }),
    'POST /api/password/reset': () =>
      answer(200, {
        status: 'success',
        message: 'Your password has been changed. Sign in with the new password.',
      }),
  };
  fetchMock = mockApi(routes);
});

describe('forgot page', () => {
  it('is reached from the sign-in form', async () => {
    const router = renderApp('/signin');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it('sends the e-mail and shows the neutral confirmation', async () => {
    renderApp('/forgot');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: '  ana@acme.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    // Said in a live region of its own (the app's progress notice has another).
    const said = screen
      .getAllByRole('status')
      .map((region) => region.textContent ?? '')
      .filter((text) =>
        text.includes('If the email is registered, a password recovery link has been sent to it.'),
      );
    expect(said).toHaveLength(1);
    expect(bodyOf('/api/password/forgot')).toEqual({ email: 'ana@acme.com' });

    fireEvent.click(screen.getByRole('button', { name: 'Send to another e-mail' }));
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('ana@acme.com');
  });

  it("shows the server's error, and checks the field before calling it", async () => {
    routes['POST /api/password/forgot'] = () =>
      answer(502, { code: 'password_recovery_error', message: 'Error sending password recovery email!' });
    renderApp('/forgot');
    fireEvent.click(await screen.findByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@acme.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error sending password recovery email!',
    );
  });

  it('sends a signed-in visitor to their landing page', async () => {
    setCachedUser({
      id: 1,
      name: 'Ana',
      email: 'ana@acme.com',
      perfil_usuario: 'admin',
      tenant_id: 1,
      company_id: 1,
      partner_id: null,
      auth_type: 'password',
      language: 'en-US',
      token: 'session',
      expires_at: '2030-01-01T00:00:00.000Z',
    });
    routes['GET /api/auth/config/getConfig'] = () =>
      answer(200, { hidden_menu: [], intended: '/', companies: [], show_questionario_perfil: false });
    const router = renderApp('/forgot');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('new password page', () => {
  it("loads the token's rules and ticks the checklist as the user types", async () => {
    renderApp('/new/password/tok-1');
    const list = await screen.findByRole('list');
    expect(bodyOf('/api/password/config')).toEqual({ token: 'tok-1' });
    const item = (text: string) => within(list).getByText(text).closest('li')!;
    expect(item('At least 10 characters').dataset.met).toBe('false');
    expect(screen.getByText('In this business unit, passwords expire every 90 days.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abcdefghijk' } });
    expect(item('At least 10 characters').dataset.met).toBe('true');
    expect(item('At least one capital letter').dataset.met).toBe('false');
    expect(item('At least one special character (such as ! @ # or -)').dataset.met).toBe('false');

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Abcdefghij-1' } });
    expect(item('At least one capital letter').dataset.met).toBe('true');
    expect(item('At least one special character (such as ! @ # or -)').dataset.met).toBe('true');
    expect(item('Confirmation matches the new password').dataset.met).toBe('false');
    fireEvent.change(screen.getByLabelText('Confirm the new password'), {
      target: { value: 'Abcdefghij-1' },
    });
    expect(item('Confirmation matches the new password').dataset.met).toBe('true');
  });

  it('saves, ends the local session and returns to sign-in with the notice', async () => {
    setCachedUser(null);
    const router = renderApp('/new/password/tok-2');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Abcdefghij-1' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), {
      target: { value: 'Abcdefghij-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(
      await screen.findByText('Your password has been changed. Sign in with the new password.'),
    ).toBeTruthy();
    expect(bodyOf('/api/password/reset')).toEqual({
      token: 'tok-2',
      password: 'Abcdefghij-1',
      password_confirmation: 'Abcdefghij-1',
    });
    expect(getCachedUser()).toBeNull();
  });

  it('refuses locally what breaks the rules or does not match', async () => {
    renderApp('/new/password/tok-3');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The password does not meet every rule.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/password/reset')).toBe(false);
  });

  it("shows the server's field errors on the fields", async () => {
    routes['POST /api/password/reset'] = () =>
      answer(400, {
        code: 'validation_failed',
        message: 'Some fields are invalid.',
        errors: { password: ['The new password must be different from the current one.'] },
      });
    renderApp('/new/password/tok-4');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Abcdefghij-1' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), {
      target: { value: 'Abcdefghij-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The new password must be different from the current one.')).toBeTruthy();
  });

  it('explains an invalid or expired link and offers a new one', async () => {
    routes['POST /api/password/config'] = () =>
      answer(400, { code: 'invalid_token', message: 'This link is invalid or has expired.' });
    const router = renderApp('/new/password/dead');
    expect(await screen.findByRole('heading', { name: 'Invalid or expired link' })).toBeTruthy();
    expect(screen.getByText('This link is invalid or has expired.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot'));
  });

  it('turns to the invalid-link message when the link dies before the submit', async () => {
    routes['POST /api/password/reset'] = () =>
      answer(400, { code: 'invalid_token', message: 'This link is invalid or has expired.' });
    renderApp('/new/password/tok-5');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Abcdefghij-1' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), {
      target: { value: 'Abcdefghij-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Invalid or expired link' })).toBeTruthy();
  });
});
