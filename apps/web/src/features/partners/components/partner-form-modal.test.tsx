// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { PartnerFormModal } from './partner-form-modal';

const harness = setupFormHarness();

function open(onSaved = vi.fn()) {
  renderForm(<PartnerFormModal opened partner={null} onClose={() => undefined} onSaved={onSaved} />);
  return onSaved;
}

describe('partner form', () => {
  it('checks the contract before sending, naming each field by its label', async () => {
    open();
    fireEvent.change(await screen.findByLabelText(/^CNPJ\/CPF/), { target: { value: '11.111.111/1111-11' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('CNPJ/CPF is invalid')).toBeTruthy();
    expect(screen.getByText('E-mail is invalid')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it('takes the limits of the contract', async () => {
    open();
    expect((await screen.findByLabelText('Phone')).getAttribute('maxlength')).toBe('20');
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('document', 'field_invalid'));
    const onSaved = open();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/^CNPJ\/CPF/), { target: { value: '11.222.333/0001-81' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
    expect(await screen.findByText('CNPJ/CPF is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ name: 'Acme', document: '11.222.333/0001-81' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
