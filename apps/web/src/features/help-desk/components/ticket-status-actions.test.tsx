// @vitest-environment happy-dom
import { ModalsProvider } from '@mantine/modals';
import type { TTicketDetail } from '@mirante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { answer, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { TicketStatusActions } from './ticket-status-actions';

const harness = setupFormHarness();

/** The app layout holds the confirmations' provider; here the test does. */
const render = (node: ReactNode) => renderForm(<ModalsProvider>{node}</ModalsProvider>);

function ticket(overrides: Partial<TTicketDetail> = {}): TTicketDetail {
  return {
    id: 7,
    subject: 'Blank report',
    priority: 'normal',
    status: 'ongoing',
    company_id: 1,
    company_name: 'Unit',
    opened_by: { id: 3, name: 'Ursula' },
    estimated_at: null,
    follow_ups_count: 0,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    description: 'Nothing shows',
    solved_at: null,
    attachments: [],
    follow_ups: [],
    policies: {
      answer: true,
      internal_notes: false,
      set_ongoing: false,
      solve: true,
      edit: false,
      attach: true,
    },
    ...overrides,
  };
}

describe('ticket status actions', () => {
  it('solves a ticket only after the confirmation', async () => {
    harness.fetch.mockResolvedValue(answer(200, ticket({ status: 'solved' })));
    render(<TicketStatusActions ticket={ticket()} />);
    expect(screen.queryByRole('button', { name: 'Start working' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as solved' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Mark ticket #7 as solved?');
    expect(harness.fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as solved' }));
    await waitFor(() => expect(harness.fetch).toHaveBeenCalled());
    expect(sent(harness.fetch)).toEqual({
      method: 'POST',
      path: '/api/auth/help_desk/7/status',
      body: { status: 'solved' },
    });
  });

  it('sends nothing when the confirmation is cancelled, and offers only what the policies allow', async () => {
    render(
      <TicketStatusActions
        ticket={ticket({
          status: 'open',
          policies: {
            answer: true,
            internal_notes: true,
            set_ongoing: true,
            solve: true,
            edit: true,
            attach: true,
          },
        })}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Start working' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as solved' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it('shows nothing on a solved ticket', async () => {
    render(
      <TicketStatusActions
        ticket={ticket({
          status: 'solved',
          policies: {
            answer: true,
            internal_notes: false,
            set_ongoing: false,
            solve: false,
            edit: false,
            attach: true,
          },
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Mark as solved' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start working' })).toBeNull();
  });
});
