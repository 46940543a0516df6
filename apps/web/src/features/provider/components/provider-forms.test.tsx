// @vitest-environment happy-dom
import { PROVIDER_SECRET_MAX, type TProviderAccount } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { AccountFormModal } from './account-form-modal';
import { WorkspaceFormModal } from './workspace-form-modal';

const harness = setupFormHarness();

const GUID = '0b5f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const account = { id: 2, name: 'Azure' } as TProviderAccount;

describe('report-provider account form', () => {
  it('checks the contract before sending, naming each field by its label', async () => {
    renderForm(
      <AccountFormModal opened account={null} onClose={() => undefined} onSaved={() => undefined} />,
    );
    fireEvent.change(await screen.findByLabelText(/^Application \(client\) ID/), {
      target: { value: 'nope' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Application (client) ID is invalid')).toBeTruthy();
    expect(screen.getByText('Directory (tenant) ID is required')).toBeTruthy();
    expect(screen.getByText('Secret value is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Secret value/).getAttribute('maxlength')).toBe(
      String(PROVIDER_SECRET_MAX),
    );
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('tenant_id'));
    renderForm(
      <AccountFormModal opened account={null} onClose={() => undefined} onSaved={() => undefined} />,
    );
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Azure' } });
    fireEvent.change(screen.getByLabelText(/^Application \(client\) ID/), { target: { value: GUID } });
    fireEvent.change(screen.getByLabelText(/^Directory \(tenant\) ID/), { target: { value: GUID } });
    fireEvent.change(screen.getByLabelText(/^Secret value/), { target: { value: 's3cret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Directory (tenant) ID is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ name: 'Azure', secret: 's3cret', object_id: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('embedded workspace form', () => {
  function open() {
    renderForm(
      <WorkspaceFormModal
        opened
        workspace={null}
        accounts={[account]}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
  }

  it('checks the contract before sending', async () => {
    harness.fetch.mockResolvedValue(answer(200, { data: [] }));
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Workspace ID/ }), {
      target: { value: 'not-a-guid' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workspace ID is invalid')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it("puts the server's field failures on the fields", async () => {
    harness.fetch.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? fieldFailure('workspace_id') : answer(200, { data: [] }),
    );
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Workspace ID/ }), {
      target: { value: GUID },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workspace ID is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toEqual({ provider_account_id: 2, workspace_id: GUID, name: 'Sales' });
  });
});
