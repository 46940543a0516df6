// @vitest-environment happy-dom
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageNavigationContext } from '../../../lib/page-navigation';
import { fieldFailure, renderForm, setupFormHarness } from '../../../test/form-harness';
import { readAzureSso } from '../../../lib/storage';
import { SignInForm } from './sign-in-form';

const harness = setupFormHarness();

const navigate = vi.fn();

function open(onSignedIn = vi.fn()) {
  renderForm(
    <PageNavigationContext value={{ navigate, search: new URLSearchParams() }}>
      <SignInForm onSignedIn={onSignedIn} />
    </PageNavigationContext>,
  );
  return onSignedIn;
}

describe('sign-in form', () => {
  it("checks the required fields before sending, and takes the contract's limits", async () => {
    open();
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('maxlength')).toBe(String(MAX_PASSWORD_LENGTH));
    expect(screen.getByLabelText('E-mail').getAttribute('maxlength')).toBe(String(MAX_EMAIL_LENGTH));
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

  it("clears a field's failure when it is typed in again, and treats blanks as missing", async () => {
    const onSignedIn = open();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@acme.com' } });
    expect(screen.queryByText('E-mail is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('follows the forgotten-password link through the page navigation', async () => {
    open();
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(navigate).toHaveBeenCalledWith('/forgot');
  });
});

describe('single sign-on from the sign-in form', () => {
  function openWithSso(redirect: string | null = null) {
    renderForm(
      <PageNavigationContext value={{ navigate, search: new URLSearchParams() }}>
        <SignInForm onSignedIn={vi.fn()} sso redirect={redirect} />
      </PageNavigationContext>,
    );
  }

  it('is offered only where the site has it', async () => {
    open();
    await screen.findByLabelText('E-mail');
    expect(screen.queryByRole('button', { name: 'Sign in with single sign-on (SSO)' })).toBeNull();
  });

  it('leaves for the identity provider with the e-mail typed, keeping where the person wanted to go', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    harness.fetch.mockResolvedValue(
      new Response(JSON.stringify({ url: 'https://login.example.test/saml2?SAMLRequest=x' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    openWithSso('/all/reports');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ana@contoso.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on (SSO)' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://login.example.test/saml2?SAMLRequest=x'),
    );
    const [url, init] = harness.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/saml/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@contoso.com', redirect: '/all/reports' });
    expect(readAzureSso()).toEqual({ redirect: '/all/reports' });
  });

  it('says why when single sign-on cannot start', async () => {
    harness.fetch.mockResolvedValue(
      new Response(
        JSON.stringify({
          code: 'saml_not_configured',
          message: 'Single sign-on is not set up for this business unit.',
        }),
        {
          status: 404,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    openWithSso();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with single sign-on (SSO)' }));
    expect(await screen.findByText('Single sign-on is not set up for this business unit.')).toBeTruthy();
  });
});
