// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderForm as render, sent, setupFormHarness } from '../../../test/form-harness';
import { ComposeModal } from './compose-modal';

const harness = setupFormHarness();
const EMPTY_PAGE = { data: [], page: 1, per_page: 50, total: 0 };

function renderModal(
  onSent = vi.fn(),
  as: { canPickPeople: boolean; companyId?: number } = { canPickPeople: false },
) {
  harness.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      return answer(201, {
        id: 7,
        kind: 'manual',
        subject: 'Closing',
        body: '<p>Friday</p>',
        audience: { kind: 'all' },
        login_notice: true,
        sender_name: 'Ana',
        report_id: null,
        recipients: 12,
        read: 0,
        last_sent_at: '2026-01-01T00:00:00.000Z',
      });
    }
    if (String(url).includes('/auth/groups')) {
      return answer(200, {
        ...EMPTY_PAGE,
        total: 1,
        data: [
          {
            id: 31,
            name: 'Regional managers',
            description: null,
            members_count: 4,
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ],
      });
    }
    return answer(200, String(url).includes('/auth/reports') ? { ...EMPTY_PAGE, policies: {} } : EMPTY_PAGE);
  });
  render(
    <ComposeModal
      opened
      onClose={() => undefined}
      onSent={onSent}
      canPickPeople={as.canPickPeople}
      companyId={as.companyId}
    />,
  );
  return onSent;
}

describe('compose dialog', { timeout: 20_000 }, () => {
  it('sends the subject, the rich text and the addressees as the contract says', async () => {
    const onSent = renderModal();
    fireEvent.change(await screen.findByLabelText(/Subject/), { target: { value: 'Closing' } });
    const body = screen.getByRole('textbox', { name: 'Message' });
    body.innerHTML = '<p>Friday</p>';
    fireEvent.input(body);
    fireEvent.click(screen.getByRole('switch', { name: /Show as a notice/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const request = sent(
      harness.fetch,
      harness.fetch.mock.calls.findLastIndex((c) => c[1]?.method === 'POST'),
    );
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/auth/notifications',
      body: { subject: 'Closing', body: '<p>Friday</p>', audience: { kind: 'all' }, login_notice: true },
    });
  });

  it("puts the server's field failures on the fields", async () => {
    renderModal();
    harness.fetch.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? answer(400, {
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            errors: { subject: ['Subject is required'] },
            error_codes: { subject: ['field_required'] },
          })
        : answer(200, EMPTY_PAGE),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
  });

  it('lets a partner address the user groups of the unit it picked', async () => {
    const onSent = renderModal(vi.fn(), { canPickPeople: true, companyId: 5 });
    fireEvent.change(await screen.findByLabelText(/Subject/), { target: { value: 'Closing' } });
    const body = screen.getByRole('textbox', { name: 'Message' });
    body.innerHTML = '<p>Friday</p>';
    fireEvent.input(body);
    fireEvent.click(screen.getByRole('combobox', { name: 'Addressees' }));
    // The dropdown's options are still in their opening transition: reachable, not yet shown.
    fireEvent.click(await screen.findByRole('option', { name: 'User groups', hidden: true }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Groups' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Regional managers', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const asked = harness.fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('groups'));
    expect(asked[0]).toContain('company_id=5');
    const post = harness.fetch.mock.calls.findLastIndex((c) => c[1]?.method === 'POST');
    expect(String(harness.fetch.mock.calls[post]?.[0])).toBe('/api/auth/notifications?company_id=5');
    expect(sent(harness.fetch, post).body).toMatchObject({ audience: { kind: 'groups', group_ids: [31] } });
  });
});
