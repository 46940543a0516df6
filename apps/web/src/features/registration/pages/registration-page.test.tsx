// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { RegistrationPage } from './registration-page';

const harness = setupFormHarness();

function open() {
  renderForm(
    <MemoryRouter>
      <RegistrationPage />
    </MemoryRouter>,
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('client registration', () => {
  it('checks each step with the contract, naming the document as the person type reads it', async () => {
    open();
    fireEvent.change(await screen.findByLabelText(/^CNPJ/), { target: { value: '11.222.333/0001-82' } });
    fireEvent.change(screen.getByLabelText('Business e-mail'), { target: { value: 'nope' } });
    next();
    expect(await screen.findByText('Client name is required')).toBeTruthy();
    expect(screen.getByText('Business e-mail is invalid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Client name/), { target: { value: 'Borealis' } });
    fireEvent.change(screen.getByLabelText('Business e-mail'), { target: { value: '' } });
    next();
    expect(await screen.findByText('CNPJ is invalid')).toBeTruthy();
  });

  it("puts the server's field failures on their fields and goes back to their step", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('client.contact_name'));
    open();
    fireEvent.change(await screen.findByLabelText(/^Client name/), { target: { value: 'Borealis' } });
    fireEvent.change(screen.getByLabelText(/^CNPJ/), { target: { value: '11.222.333/0001-81' } });
    fireEvent.change(screen.getByLabelText('Contact name'), { target: { value: 'Ana' } });
    next();
    fireEvent.change(await screen.findByLabelText(/^Subdomain/), { target: { value: 'borealis' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Borealis' } });
    next();
    fireEvent.change(await screen.findByLabelText(/^Administrator name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/^Administrator e-mail/), {
      target: { value: 'ana@borealis.example' },
    });
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Contact name is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body.client).toMatchObject({ name: 'Borealis', contact_name: 'Ana' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
