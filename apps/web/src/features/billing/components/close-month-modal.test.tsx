// @vitest-environment happy-dom
import type { TCloseMonthResponse } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, renderForm, setupFormHarness } from '../../../test/form-harness';
import { CloseMonthModal } from './close-month-modal';

const harness = setupFormHarness();

const none = { already_invoiced: 0, no_units: 0, cancelled: 0, joined_after: 0 };

async function close(result: TCloseMonthResponse) {
  harness.fetch.mockResolvedValue(answer(200, result));
  renderForm(<CloseMonthModal opened onClose={() => undefined} onClosed={() => undefined} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Close month' }));
}

describe('closing a month', () => {
  it('says why the clients it did not invoice were not', async () => {
    await close({
      month: '2026-09',
      created: 0,
      invoices: 3,
      total_cents: 100,
      clients: 5,
      skipped: { ...none, already_invoiced: 3, no_units: 1, joined_after: 1 },
    });
    expect(
      await screen.findByText(
        "Month 09/2026 closed: 0 invoice(s) issued. Not invoiced: 3 client(s) already invoiced for this month; 1 client(s) with no business unit on the month's last day; 1 client(s) registered after the month.",
      ),
    ).toBeTruthy();
  });

  it('says what to do when there is no client at all', async () => {
    await close({ month: '2026-09', created: 0, invoices: 0, total_cents: 0, clients: 0, skipped: none });
    expect(
      await screen.findByText(/There is no client to invoice: register clients under your partners first/),
    ).toBeTruthy();
  });

  it('says only what it issued when every client was invoiced', async () => {
    await close({ month: '2026-09', created: 2, invoices: 2, total_cents: 100, clients: 2, skipped: none });
    expect(await screen.findByText('Month 09/2026 closed: 2 invoice(s) issued.')).toBeTruthy();
  });
});
