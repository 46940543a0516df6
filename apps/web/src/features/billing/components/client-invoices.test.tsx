// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const INVOICE = {
  id: 7,
  number: '2026-000007',
  client_id: 3,
  client_name: 'Padaria Central',
  client_document: null,
  customer_code: null,
  seller: null,
  partner_id: 2,
  partner_name: 'Demo Partner',
  reference_month: '2026-08',
  kind: 'invoice',
  corrects_id: null,
  active_users: 12,
  bonus_users: 2,
  billed_users: 10,
  unit_price_cents: 12345,
  users_amount_cents: 123450,
  domain_fees_cents: 0,
  total_cents: 123450,
  currency: 'BRL',
  contract_date: null,
  due_date: '2026-09-10',
  issue_date: '2026-09-01',
  invoice_email: null,
  situation: 'overdue',
  paid_at: null,
  observation: null,
  created_at: '2026-09-01T00:00:00Z',
};

const ACCOUNT = {
  id: 1,
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: null,
  language: 'en-US',
  avatar_url: null,
  perfil_usuario: 'user',
  can_change_password: true,
};

const PAGE = {
  data: [INVOICE],
  page: 1,
  per_page: 20,
  total: 1,
  totals: {
    invoices: 1,
    billed_users: 10,
    total_cents: 123450,
    open_cents: 0,
    paid_cents: 0,
    overdue_cents: 123450,
  },
  currency: 'BRL',
  policies: { manage: false },
};

setupAppHarness('en-US', { signedIn: 'user', intended: '/setting' });
afterEach(() => vi.unstubAllGlobals());

function serve(clientContact: boolean) {
  return mockApi({
    'GET /api/auth/account': () => answer(200, { ...ACCOUNT, client_contact: clientContact }),
    'GET /api/auth/mfa': () => answer(200, { enrolled: false, required: false, recovery_codes_remaining: 0 }),
    'GET /api/auth/billing/my/invoices': () => answer(200, PAGE),
    'GET /api/auth/billing/my/invoices/7/pdf': () =>
      new Response(new Blob(['%PDF-1.4']), {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="x.pdf"' },
      }),
  });
}

describe("a client contact's invoices", { timeout: 20_000 }, () => {
  it('shows an Invoices tab with the situation, the total in the language and the PDF', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = serve(true);
    renderApp('/setting');
    fireEvent.click(await screen.findByRole('tab', { name: 'Invoices' }));
    expect(await screen.findByText('2026-000007')).toBeTruthy();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Overdue')).toBeTruthy();
    expect(table.getByText(/R\$\s?1,234\.50/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download the PDF of invoice 2026-000007' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/auth/billing/my/invoices/7/pdf',
      ),
    );
  });

  it('has no Invoices tab for a unit user who is not a contact', async () => {
    const fetchMock = serve(false);
    renderApp('/setting');
    expect(await screen.findByDisplayValue('Ana Souza')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Invoices' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).some((u) => u.includes('my/invoices'))).toBe(
      false,
    );
  });
});
