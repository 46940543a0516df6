// @vitest-environment happy-dom
import type { TDomainFee, TUnitDomain } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { DomainModal, SubdomainModal } from './address-modals';
import { DomainFeeCard } from './fee-and-billing';

const harness = setupFormHarness();

const unit = { id: 7, name: 'Acme', subdomain: 'acme', domain: null } as TUnitDomain;
const fee: TDomainFee = { monthly_fee_cents: 5000, currency: 'BRL', updated_at: null };

describe('address modals', () => {
  it('checks the subdomain with the contract before sending', async () => {
    renderForm(<SubdomainModal unit={unit} baseDomain="mirante.example" onClose={() => undefined} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Subdomain/ }), {
      target: { value: 'not valid!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subdomain is invalid')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Subdomain/ }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subdomain is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's failure on the domain field, worded with its label", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('domain'));
    renderForm(
      <DomainModal unit={unit} baseDomain="mirante.example" fee={undefined} onClose={() => undefined} />,
    );
    fireEvent.change(await screen.findByLabelText(/^Domain/), { target: { value: 'Reports.Example.com.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register domain' }));
    expect(await screen.findByText('Domain is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toEqual({ domain: 'reports.example.com' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('domain fee', () => {
  it('checks the fee with the contract, and puts the server failure on it', async () => {
    harness.fetch.mockResolvedValue(fieldFailure('monthly_fee_cents'));
    renderForm(<DomainFeeCard fee={fee} />);
    const amount = await screen.findByLabelText('Monthly fee per domain (R$)');
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('Monthly fee per domain (R$) is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('Monthly fee per domain (R$) is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toEqual({ monthly_fee_cents: 7500 });
  });
});
