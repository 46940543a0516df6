// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const EMPTY_INVOICES = {
  data: [],
  page: 1,
  per_page: 20,
  total: 0,
  totals: { invoices: 0, billed_users: 0, total_cents: 0, open_cents: 0, paid_cents: 0, overdue_cents: 0 },
  currency: 'BRL',
  policies: { manage: true },
};

const PEOPLE = [
  {
    membership_id: 11,
    user_id: 1,
    profile: 'master',
    billing_admin: false,
    client_contact: false,
    name: 'Paula Partner',
    email: 'paula@partner.example',
    partner_name: 'Demo Partner',
    unit_name: null,
  },
  {
    membership_id: 12,
    user_id: 2,
    profile: 'user',
    billing_admin: false,
    client_contact: true,
    name: 'Uma Unit',
    email: 'uma@unit.example',
    partner_name: 'Demo Partner',
    unit_name: 'Bakery Downtown',
  },
];

setupAppHarness('en-US', { signedIn: 'a2m', intended: '/billing' });

describe('billing roles dialog', { timeout: 20_000 }, () => {
  it("sets a partner's user as billing administrator and a unit's user's contact flag", async () => {
    const sent: { url: string; body: unknown }[] = [];
    const people = PEOPLE.map((p) => ({ ...p }));
    mockApi({
      'GET /api/csrf': () => new Response(null, { status: 204 }),
      'GET /api/auth/billing/invoices': () => answer(200, EMPTY_INVOICES),
      'GET /api/auth/partners': () => answer(200, { data: [], page: 1, per_page: 100, total: 0 }),
      'GET /api/auth/billing/memberships': () =>
        answer(200, { data: people, page: 1, per_page: 20, total: people.length }),
      'PUT /api/auth/billing/memberships/11': (init, url) => {
        sent.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
        people[0]!.billing_admin = true;
        return answer(200, { ...PEOPLE[0], billing_admin: true });
      },
      'PUT /api/auth/billing/memberships/12': (init, url) => {
        sent.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
        people[1]!.client_contact = false;
        return answer(200, { ...PEOPLE[1], client_contact: false });
      },
    });
    renderApp('/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Billing roles' }));
    const admin = await screen.findByRole('switch', { name: 'Billing administrator: Paula Partner' });
    const contact = screen.getByRole('switch', { name: 'Client contact: Uma Unit' });
    expect((admin as HTMLInputElement).checked).toBe(false);
    expect((contact as HTMLInputElement).checked).toBe(true);

    fireEvent.click(admin);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ url: '/api/auth/billing/memberships/11', body: { billing_admin: true } });
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Billing administrator: Paula Partner' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    await waitFor(() => expect((contact as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('switch', { name: 'Client contact: Uma Unit' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ url: '/api/auth/billing/memberships/12', body: { client_contact: false } });
  });
});
