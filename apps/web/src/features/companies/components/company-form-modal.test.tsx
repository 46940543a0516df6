// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getStoredConfig } from '../../../lib/storage';
import { answer, fieldFailure, renderForm, setupFormHarness } from '../../../test/form-harness';
import { CompanyFormModal } from './company-form-modal';

const harness = setupFormHarness();

/** Answers the clients to bill, and `onSave` to the request that creates the unit. */
function serve(onSave: () => Response) {
  harness.fetch.mockImplementation(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? onSave() : answer(200, []),
  );
}

function open(onCreated = vi.fn()) {
  renderForm(
    <CompanyFormModal
      opened
      company={null}
      onClose={() => undefined}
      onCreated={onCreated}
      onSaved={() => undefined}
    />,
  );
  return onCreated;
}

function fill(name: string, subdomain: string) {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Subdomain/), { target: { value: subdomain } });
  fireEvent.change(screen.getByLabelText(/^Administrator name/), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText(/^Administrator e-mail/), { target: { value: 'ana@example.com' } });
}

describe('business unit form', () => {
  it('checks the contract before sending, naming each field by its label', async () => {
    serve(() => answer(500, {}));
    open();
    await screen.findByLabelText(/^Subdomain/);
    fill('Acme', 'Not a subdomain!');
    fireEvent.change(screen.getByLabelText(/^CNPJ or CPF/), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText(/^Administrator name/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create business unit' }));
    expect(await screen.findByText('Subdomain is invalid')).toBeTruthy();
    expect(screen.getByText('CNPJ or CPF is invalid')).toBeTruthy();
    expect(screen.getByText('Administrator name is required')).toBeTruthy();
    expect(harness.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    serve(() => fieldFailure('admin_email'));
    const onCreated = open();
    await screen.findByLabelText(/^Subdomain/);
    fill('Acme', 'acme');
    fireEvent.click(screen.getByRole('button', { name: 'Create business unit' }));
    expect(await screen.findByText('Administrator e-mail is invalid')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe('a unit just created', () => {
  it('is in the unit picker at once: the stored configuration is read again', async () => {
    const created = { company: { id: 9, name: 'Acme' }, admin: { id: 3, email: 'ana@example.com' } };
    harness.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return answer(201, created);
      if (String(url).includes('/config/getConfig')) {
        return answer(200, { hidden_menu: [], companies: [{ id: 9, name: 'Acme' }] });
      }
      return answer(200, []);
    });
    const onCreated = open();
    await screen.findByLabelText(/^Subdomain/);
    fill('Acme', 'acme');
    fireEvent.click(screen.getByRole('button', { name: 'Create business unit' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(getStoredConfig().companies).toEqual([{ id: 9, name: 'Acme' }]);
  });
});
