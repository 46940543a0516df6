// @vitest-environment happy-dom
import type { TEmbedLink } from '@mirante/contracts';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { answer, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { EmbedLinksPanel } from './embed-links-panel';

const panel = () =>
  renderForm(
    <ModalsProvider>
      <EmbedLinksPanel reportId={7} reportKind="powerbi" />
    </ModalsProvider>,
  );

function link(patch: Partial<TEmbedLink> & { id: number; name: string }): TEmbedLink {
  return {
    report: { id: 7, title: 'Sales', kind: 'powerbi' },
    path: `/embedded/token-${patch.id}`,
    state: 'active',
    enabled: true,
    expires_at: null,
    identity: null,
    filters: [],
    allowed_origins: ['https://partner.example'],
    created_at: '2026-03-01T09:00:00.000Z',
    created_by: { id: 1, name: 'Ana Souza' },
    regenerated_at: null,
    last_used_at: null,
    views: 3,
    ...patch,
  };
}

const harness = setupFormHarness();
let rows: TEmbedLink[];

beforeEach(() => {
  queryClient.clear();
  rows = [
    link({ id: 1, name: 'Partner A' }),
    link({ id: 2, name: 'Partner B', enabled: false, state: 'disabled' }),
  ];
  harness.fetch.mockImplementation(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/auth/embed_links')
      return answer(200, { data: rows, page: 1, per_page: 20, total: rows.length, embedding_enabled: true });
    if (key === 'POST /api/auth/embed_links/revoke') {
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      rows = rows.filter((r) => !ids.includes(r.id));
      return answer(200, { count: ids.length });
    }
    if (key === 'PUT /api/auth/embed_links/1') return answer(200, { ...rows[0], name: 'Partner A2' });
    return answer(404, { code: 'route_not_found', message: 'not found' });
  });
});

describe('embed links panel', { timeout: 20_000 }, () => {
  it('lists the links of the report with their state, sites, creation and views', async () => {
    panel();
    const row = (await screen.findByText('Partner A')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('https://partner.example')).toBeTruthy();
    expect(within(row).getByText(/by Ana Souza/)).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    const other = screen.getByText('Partner B').closest('tr') as HTMLElement;
    expect(within(other).getByText('Off')).toBeTruthy();
    const asked = new URL(String(harness.fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('report_id')).toBe('7');
  });

  it('revokes the selected links together, only after a confirmation', async () => {
    panel();
    await screen.findByText('Partner A');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke links?' });
    expect(
      harness.fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No embed links for this report.')).toBeTruthy();
    const revoke = harness.fetch.mock.calls.findIndex(([url]) => String(url).endsWith('/revoke'));
    expect(sent(harness.fetch, revoke).body).toEqual({ ids: [1, 2] });
  });

  it('changes only the fields edited', async () => {
    panel();
    const row = (await screen.findByText('Partner A')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for Partner A' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Partner A' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Partner A2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        harness.fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT'),
      ).toBe(true),
    );
    const put = harness.fetch.mock.calls.findIndex(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
    );
    expect(sent(harness.fetch, put)).toEqual({
      method: 'PUT',
      path: '/api/auth/embed_links/1',
      body: { name: 'Partner A2' },
    });
  });
});
