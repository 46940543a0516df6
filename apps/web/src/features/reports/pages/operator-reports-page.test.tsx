// @vitest-environment happy-dom
import type { TPartnerReport } from '@mirante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setStoredConfig } from '../../../lib/storage';
import { answer, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const sales: TPartnerReport = {
  id: 7,
  kind: 'powerbi',
  title: 'Sales overview',
  description: null,
  cover: null,
  group_id: null,
  group_name: null,
  subgroup_id: null,
  subgroup_name: null,
  in_maintenance: false,
  hidden: false,
  created_at: '2026-03-01T09:00:00.000Z',
  company_id: 11,
  company_name: 'Alpha Unit',
  partner_id: 21,
  partner_name: 'Alpha Partner',
  provider_account: { id: 31, name: 'Alpha Azure' },
  capacity: { id: 41, name: 'alphacap', size: 'A2', state: 'Active' },
};
const finance: TPartnerReport = {
  ...sales,
  id: 8,
  kind: 'external',
  title: 'Beta finance',
  company_id: 12,
  company_name: 'Beta Unit',
  partner_id: 22,
  partner_name: 'Beta Partner',
  provider_account: null,
  capacity: null,
};

let asked: URL[];

setupAppHarness('en-US', { xsrf: true, signedIn: 'a2m', intended: '/report/a2m' });

beforeEach(() => {
  setStoredConfig({ hidden_menu: [], intended: '/report/a2m' });
  asked = [];
  mockApi({
    'GET /api/auth/reports/a2m': (_init, url) => {
      asked.push(url);
      const rows = url.searchParams.get('partner_id') === '22' ? [finance] : [sales, finance];
      const totals =
        rows.length === 1
          ? { reports: 1, partners: 1, units: 1, provider_accounts: 0, capacities: 0 }
          : { reports: 2, partners: 2, units: 2, provider_accounts: 1, capacities: 1 };
      return answer(200, { data: rows, page: 1, per_page: 20, total: rows.length, totals });
    },
    'GET /api/auth/reports/a2m/filters': (_init, url) =>
      answer(200, {
        partners: [
          { id: 21, name: 'Alpha Partner' },
          { id: 22, name: 'Beta Partner' },
        ],
        units:
          url.searchParams.get('partner_id') === '22'
            ? [{ id: 12, name: 'Beta Unit', partner_id: 22 }]
            : [
                { id: 11, name: 'Alpha Unit', partner_id: 21 },
                { id: 12, name: 'Beta Unit', partner_id: 22 },
              ],
        provider_accounts: [{ id: 31, name: 'Alpha Azure', company_id: 11 }],
      }),
  });
});

describe('the operator’s report view', { timeout: 20_000 }, () => {
  it('shows each report’s unit, partner, provider account and capacity, and the totals', async () => {
    renderApp('/report/a2m');
    const row = (await screen.findByTestId('operator-report-7')) as HTMLElement;
    expect(within(row).getByText('Alpha Unit')).toBeTruthy();
    expect(within(row).getByText('Alpha Partner')).toBeTruthy();
    expect(within(row).getByText('Alpha Azure')).toBeTruthy();
    expect(within(row).getByText('alphacap')).toBeTruthy();
    expect(within(row).getByText('A2')).toBeTruthy();
    expect(within(screen.getByTestId('total-reports')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('total-accounts')).getByText('1')).toBeTruthy();
  });

  it('filters by partner from page 1, and the totals follow', async () => {
    renderApp('/report/a2m');
    await screen.findByTestId('operator-report-7');
    const partner = screen.getByLabelText('Partner', { selector: 'input' });
    fireEvent.click(partner);
    fireEvent.change(partner, { target: { value: 'Beta' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Beta Partner', hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('operator-report-7')).toBeNull());
    expect(screen.getByTestId('operator-report-8')).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('partner_id')).toBe('22');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
    expect(within(screen.getByTestId('total-reports')).getByText('1')).toBeTruthy();
  });

  it('sends the search to the server', async () => {
    renderApp('/report/a2m');
    await screen.findByTestId('operator-report-7');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'alphacap' } });
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('search')).toBe('alphacap'));
  });
});
