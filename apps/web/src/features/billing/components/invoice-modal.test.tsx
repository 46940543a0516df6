// @vitest-environment happy-dom
import type { TInvoiceDetail } from '@mirante/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, renderForm, setupFormHarness } from '../../../test/form-harness';
import { InvoiceModal } from './invoice-modal';

const harness = setupFormHarness();

const invoice = {
  id: 7,
  number: '202609-000007',
  kind: 'invoice',
  corrects_id: null,
  reference_month: '2026-09',
  client_id: 3,
  client_name: 'Padaria Central Ltda',
  partner_id: 2,
  partner_name: 'Partner',
  customer_code: null,
  seller: null,
  active_users: 3,
  bonus_users: 1,
  billed_users: 2,
  unit_price_cents: 1000,
  users_amount_cents: 2000,
  domain_fees_cents: 0,
  total_cents: 2000,
  currency: 'BRL',
  contract_date: '2025-03-01',
  issue_date: '2026-10-01',
  due_date: '2026-10-10',
  situation: 'overdue',
  invoice_email: 'billing@padaria.example',
  observation: null,
  lines: [
    {
      kind: 'users',
      description: 'users',
      company_id: null,
      company_name: null,
      quantity: 2,
      unit_cents: 1000,
      amount_cents: 2000,
    },
  ],
} as unknown as TInvoiceDetail;

function open(detail: TInvoiceDetail, canManage = true) {
  harness.fetch.mockImplementation(async () => answer(200, detail));
  renderForm(
    <InvoiceModal
      invoiceId={detail.id}
      canManage={canManage}
      onClose={() => undefined}
      onDownload={() => undefined}
      onCorrect={() => undefined}
    />,
  );
}

describe('the billing dialog', () => {
  it('shows an overdue invoice as overdue once, in the field that changes it', async () => {
    open(invoice);
    await screen.findByText('Padaria Central Ltda');
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Status');
    const field = document.getElementById(label?.htmlFor ?? '') as HTMLInputElement | null;
    await waitFor(() => expect(field?.value).toBe('Overdue'));
    // Nowhere else (the field's own list of choices aside): no badge saying it a second time.
    expect(screen.queryAllByText('Overdue').filter((e) => !e.closest('[role="option"]'))).toHaveLength(0);
  });

  it('shows the situation as a badge when it cannot be changed', async () => {
    open({ ...invoice, situation: 'paid' } as TInvoiceDetail, false);
    expect(await screen.findByText('Paid')).toBeTruthy();
  });
});
