// @vitest-environment happy-dom
import { MAX_PASSWORD_LENGTH } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fieldFailure, renderForm, setupFormHarness } from '../../../test/form-harness';
import { SignInForm } from './sign-in-form';

const harness = setupFormHarness();

function open(onSignedIn = vi.fn()) {
  renderForm(
    <MemoryRouter>
      <SignInForm onSignedIn={onSignedIn} />
    </MemoryRouter>,
  );
  return onSignedIn;
}

describe('sign-in form', () => {
  it('checks the contract before sending, and takes its password limit', async () => {
    open();
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('maxlength')).toBe(String(MAX_PASSWORD_LENGTH));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('email'));
    const onSignedIn = open();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ana@acme.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is invalid')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
