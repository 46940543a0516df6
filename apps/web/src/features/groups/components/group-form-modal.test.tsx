// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { initI18n } from '../../../lib/i18n';
import { initStorage } from '../../../lib/storage';
import { GroupFormModal } from './group-form-modal';

let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderForm(onSaved = vi.fn()) {
  render(
    <AppProviders>
      <GroupFormModal opened group={null} onClose={() => undefined} onSaved={onSaved} />
    </AppProviders>,
  );
  return onSaved;
}

beforeEach(async () => {
  // The description's autosize listens to font loading, which happy-dom does not have.
  if (!document.fonts) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads the XSRF cookie the server would set
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
  await initStorage({ origin: 'http://localhost', backend: null });
  await initI18n('en-US');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('group form', () => {
  it('checks the contract before sending: a blank name is required, named by its label', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the limits of the contract', async () => {
    renderForm();
    expect((await screen.findByLabelText(/Name/)).getAttribute('maxlength')).toBe('100');
    expect(screen.getByLabelText('Description').getAttribute('maxlength')).toBe('500');
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    fetchMock.mockResolvedValue(
      answer(409, {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        errors: { name: ['name is invalid'] },
        error_codes: { name: ['field_invalid'] },
      }),
    );
    const onSaved = renderForm();
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is invalid')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a failure that is not on a field in the alert', async () => {
    fetchMock.mockResolvedValue(answer(403, { code: 'forbidden', message: 'You may not do this.' }));
    renderForm();
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You may not do this.'));
  });
});
