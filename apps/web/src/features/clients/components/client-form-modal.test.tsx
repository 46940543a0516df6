// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { ClientFormModal } from './client-form-modal';

const harness = setupFormHarness();

function open(onSaved = vi.fn()) {
  renderForm(
    <ClientFormModal
      opened
      client={null}
      partners={[{ value: '2', label: 'Acme Partner' }]}
      defaultPartnerId={2}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

describe('client form', () => {
  it('checks the contract before sending: the document is named as the person type reads it', async () => {
    open();
    fireEvent.change(await screen.findByLabelText(/^Corporate name/), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/^CNPJ/), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Commercial phone'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('CNPJ is invalid')).toBeTruthy();
    expect(screen.getByText('Commercial phone is invalid')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it('takes the limits of the contract', async () => {
    open();
    expect((await screen.findByLabelText('Customer code')).getAttribute('maxlength')).toBe('50');
    expect(screen.getByLabelText('Observation').getAttribute('maxlength')).toBe('2000');
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('customer_code'));
    const onSaved = open();
    fireEvent.change(await screen.findByLabelText(/^Corporate name/), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/^CNPJ/), { target: { value: '11.222.333/0001-81' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('Customer code is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ name: 'Acme', partner_id: 2 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
