// @vitest-environment happy-dom
import type { TInvoiceDetail } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { CorrectionModal } from './correction-modal';

const harness = setupFormHarness();

const invoice = {
  id: 7,
  number: '2026-000007',
  billed_users: 10,
  unit_price_cents: 12345,
  domain_fees_cents: 0,
} as TInvoiceDetail;

const posts = () =>
  harness.fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('invoice correction', () => {
  it('checks the figures with the contract, each failure on the field typed in', async () => {
    renderForm(<CorrectionModal invoice={invoice} onClose={() => undefined} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Unit price' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue correction' }));
    expect(await screen.findByText('Unit price is invalid')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("puts the server's failure of the cents on the amount typed in reais", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('domain_fees_cents'));
    renderForm(<CorrectionModal invoice={invoice} onClose={() => undefined} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Domain fees' }), {
      target: { value: '12.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Issue correction' }));
    expect(await screen.findByText('Domain fees is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toEqual({
      billed_users: 10,
      unit_price_cents: 12345,
      domain_fees_cents: 1250,
      observation: '',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
