// @vitest-environment happy-dom
import type { TTicketSummary } from '@mirante/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setStoredConfig } from '../../../lib/storage';
import { answer, mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const ticket: TTicketSummary = {
  id: 41,
  subject: 'Sales report is blank',
  priority: 'high',
  status: 'open',
  company_id: 1,
  company_name: 'Demo Unit',
  opened_by: { id: 1, name: 'Ana Souza' },
  estimated_at: null,
  follow_ups_count: 0,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

let asked: URL[];

setupAppHarness('en-US', { xsrf: true, signedIn: 'user', intended: '/help_desk' });

beforeEach(() => {
  setStoredConfig({ hidden_menu: [], intended: '/help_desk', enable_helpdesk: 'S' });
  asked = [];
  mockApi({
    'GET /api/auth/help_desk': (_init, url) => {
      asked.push(url);
      const rows = url.searchParams.get('search') === 'zzz' ? [] : [ticket];
      return answer(200, {
        data: rows,
        page: 1,
        per_page: 20,
        total: rows.length,
        policies: { can_create: true },
      });
    },
  });
});

describe('help desk list', { timeout: 20_000 }, () => {
  it('lists the tickets with their number, priority and status, linking to each one', async () => {
    renderApp('/help_desk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help desk' })).toBeTruthy();
    const row = (await screen.findByText('Sales report is blank')).closest('tr') as HTMLElement;
    expect(within(row).getByText('#41')).toBeTruthy();
    expect(within(row).getByText('High')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Sales report is blank' }).getAttribute('href')).toBe(
      '/help_desk/41',
    );
    expect(screen.getByRole('button', { name: 'New ticket' })).toBeTruthy();
  });

  it('asks the server for what is searched, from page 1, and says when nothing matches', async () => {
    renderApp('/help_desk');
    await screen.findByText('Sales report is blank');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tickets' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No ticket matches the search or the filters.')).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('search')).toBe('zzz');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
    expect(screen.queryByText('Sales report is blank')).toBeNull();
  });
});

describe('a ticket out of reach', { timeout: 20_000 }, () => {
  it('says it does not exist under the ticket’s heading, with nothing to retry', async () => {
    mockApi({
      'GET /api/auth/help_desk/99': () =>
        answer(404, { code: 'ticket_not_found', message: 'This ticket does not exist' }),
    });
    renderApp('/help_desk/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #99' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('This ticket does not exist');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
