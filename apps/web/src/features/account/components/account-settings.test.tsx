// @vitest-environment happy-dom
import { MAX_PASSWORD_LENGTH } from '@mirante/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { AccountSettings } from './account-settings';

const harness = setupFormHarness();

const profile = {
  id: 1,
  name: 'Ana',
  email: 'ana@example.com',
  phone: null,
  language: 'en-US',
  avatar_url: null,
  can_change_password: true,
  client_contact: false,
};

/** Answers the account and its second factor, and `onSave` to any change. */
function serve(onSave: () => Response) {
  harness.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method && init.method !== 'GET') return onSave();
    if (String(url).includes('/auth/mfa')) {
      return answer(200, { enrolled: false, required: false, recovery_codes_remaining: 0 });
    }
    return answer(200, profile);
  });
}

const changes = () => harness.fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

async function passwordForm() {
  const current = await screen.findByLabelText(/^Current password/);
  return within(current.closest('form') as HTMLElement);
}

describe('my account', () => {
  it('checks the profile with the contract before saving', async () => {
    serve(() => answer(200, profile));
    renderForm(<AccountSettings />);
    fireEvent.change(await screen.findByLabelText(/^Phone/), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Phone is invalid')).toBeTruthy();
    expect(changes()).toHaveLength(0);
  });

  it('checks the password change with the contract, and takes its limit', async () => {
    serve(() => answer(200, { ok: true }));
    renderForm(<AccountSettings />);
    const form = await passwordForm();
    expect(form.getByLabelText(/^New password/).getAttribute('maxlength')).toBe(String(MAX_PASSWORD_LENGTH));
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Current password is required')).toBeTruthy();
    expect(form.getByText('New password is required')).toBeTruthy();
    expect(changes()).toHaveLength(0);
  });

  it("puts the server's field failures on the password fields", async () => {
    serve(() => fieldFailure('confirm'));
    renderForm(<AccountSettings />);
    const form = await passwordForm();
    fireEvent.change(form.getByLabelText(/^Current password/), { target: { value: 'Old-pass-1' } });
    fireEvent.change(form.getByLabelText(/^New password/), { target: { value: 'New-pass-1' } });
    fireEvent.change(form.getByLabelText(/^Confirm the new password/), { target: { value: 'New-pass-2' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Confirm the new password is invalid')).toBeTruthy();
    expect(sent(harness.fetch).path).toBe('/api/auth/password/change');
    expect(form.queryByRole('alert')).toBeNull();
  });
});
