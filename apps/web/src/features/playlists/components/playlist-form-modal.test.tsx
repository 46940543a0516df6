// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { PlaylistFormModal } from './playlist-form-modal';

const harness = setupFormHarness();

const lobby = {
  id: 3,
  name: 'Lobby',
  update_seconds: 30,
  items: [
    {
      id: 1,
      report_id: 5,
      report_title: 'Sales',
      report_kind: 'html',
      position: 0,
      seconds: null,
      page_name: null,
    },
  ],
};

/** Answers the reports to choose from and the playlist, and `onSave` to the save. */
function serve(onSave: () => Response) {
  harness.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' || init?.method === 'PUT') return onSave();
    if (String(url).includes('/select')) {
      return answer(200, { data: [{ value: 5, label: 'Sales', group: 'Finance', kind: 'html' }] });
    }
    return answer(200, lobby);
  });
}

function open(playlistId: number | null = null, onSaved = vi.fn()) {
  renderForm(
    <PlaylistFormModal opened playlistId={playlistId} onClose={() => undefined} onSaved={onSaved} />,
  );
  return onSaved;
}

const saves = () => harness.fetch.mock.calls.filter(([, init]) => init?.method === 'POST').length;

describe('playlist form', () => {
  it('checks the contract before sending: a blank name and an item without report are required', async () => {
    serve(() => answer(500, {}));
    open();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Report is required')).toBeTruthy();
    expect(saves()).toBe(0);
  });

  it("puts the server's field failures on the item's field, worded with its label", async () => {
    serve(() => fieldFailure('items.0.seconds'));
    const onSaved = open(lobby.id);
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Lobby'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seconds is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({
      name: 'Lobby',
      items: [{ report_id: 5, seconds: null }],
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
