// @vitest-environment happy-dom
import type { TPlaylistSummary } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { DevicesModal } from './devices-modal';

const harness = setupFormHarness();

const playlist = { id: 3, name: 'Lobby' } as TPlaylistSummary;

/** Answers the playlist's devices, and `onCreate` to a new device. */
function serve(onCreate: () => Response) {
  harness.fetch.mockImplementation(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? onCreate() : answer(200, { data: [] }),
  );
}

const creations = () => harness.fetch.mock.calls.filter(([, init]) => init?.method === 'POST').length;

describe('playlist devices', () => {
  it('checks the device name with the contract before creating its link', async () => {
    serve(() => answer(500, {}));
    renderForm(<DevicesModal playlist={playlist} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Device name is required')).toBeTruthy();
    expect(creations()).toBe(0);
  });

  it("puts the server's failure on the name, worded with its label", async () => {
    serve(() => fieldFailure('name'));
    renderForm(<DevicesModal playlist={playlist} onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('Device name'), { target: { value: 'Reception TV' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Device name is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toEqual({ name: 'Reception TV' });
  });
});
