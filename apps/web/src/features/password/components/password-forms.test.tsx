// @vitest-environment happy-dom
import { LANGUAGES, MAX_PASSWORD_LENGTH, type TPasswordRules } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { ForgotForm } from './forgot-form';
import { NewPasswordForm } from './new-password-form';
import { PasswordChecklist } from './password-checklist';

const harness = setupFormHarness();

const rules: TPasswordRules = {
  min_character: 8,
  capital_letter: 'N',
  special_characters: 'N',
  expiry_time_password: 0,
};

describe('forgot password form', () => {
  it('checks the e-mail with the contract before sending', async () => {
    renderForm(<ForgotForm onSent={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText('E-mail is invalid')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's failure on the e-mail", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('email'));
    const onSent = vi.fn();
    renderForm(<ForgotForm onSent={onSent} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: ' ana@acme.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText('E-mail is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toEqual({ email: 'ana@acme.com' });
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('new password form', () => {
  function open() {
    renderForm(<NewPasswordForm token="tok-1" rules={rules} onChanged={vi.fn()} onInvalidToken={vi.fn()} />);
  }

  it('checks the contract before sending, and takes its limit', async () => {
    open();
    const password = await screen.findByLabelText('New password');
    expect(password.getAttribute('maxlength')).toBe(String(MAX_PASSWORD_LENGTH));
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Confirm the new password is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('password_confirmation'));
    open();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Abcdefghij-1' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), {
      target: { value: 'Abcdefghij-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Confirm the new password is invalid')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('password rules', () => {
  it.each(LANGUAGES)('show the unit’s minimum length in %s, never a placeholder', async (language) => {
    await initI18n(language);
    renderForm(
      <PasswordChecklist id="rules" rules={{ ...rules, min_character: 12 }} password="" confirmation="" />,
    );
    const list = await screen.findByRole('list');
    expect(list.textContent).toContain('12');
    expect(list.textContent).not.toMatch(/\{\w+\}/);
  });

  it("word the server's refusal with the rule's minimum when it sends codes and values", async () => {
    harness.fetch.mockResolvedValue(
      answer(400, {
        code: 'validation_failed',
        message: 'Alguns campos não são válidos.',
        error_codes: { password: ['password_min_character'] },
        error_params: { count: 14 },
      }),
    );
    renderForm(<NewPasswordForm token="t-1" rules={rules} onChanged={vi.fn()} onInvalidToken={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Twelve-chars' } });
    fireEvent.change(screen.getByLabelText('Confirm the new password'), {
      target: { value: 'Twelve-chars' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('At least 14 characters')).toBeTruthy();
  });
});
