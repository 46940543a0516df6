// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { json, setup } from '../test/api-client-harness';
import { ApiProgress, PROGRESS_BAR_AFTER_MS, STILL_WORKING_AFTER_MS } from './api-progress';

afterEach(() => {
  vi.useRealTimers();
});

describe('ApiProgress', () => {
  it('shows a slow call as a progress bar, then a "still working" notice, and clears both when it answers', async () => {
    await initI18n('en-US');
    vi.useFakeTimers();
    const { client, h } = setup();
    let answer: (response: Response) => void = () => {};
    h.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(
      <MantineProvider>
        <ApiProgress activity={client.activity} />
      </MantineProvider>,
    );
    const status = screen.getByTestId('api-progress');
    expect(screen.queryByRole('progressbar')).toBeNull();

    let call: Promise<unknown> = Promise.resolve();
    await act(async () => {
      call = client.get('/auth/analyze/summary');
    });
    // A quick call shows nothing.
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(PROGRESS_BAR_AFTER_MS));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(status.textContent).toBe('');
    await act(async () => vi.advanceTimersByTimeAsync(STILL_WORKING_AFTER_MS));
    expect(status.textContent).toContain('Still working… You can keep browsing.');
    // Minutes later the call is still waited for: no timeout.
    await act(async () => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(status.textContent).toContain('Still working');

    await act(async () => {
      answer(json(200, { ok: true }));
      await call;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(status.textContent).toBe('');
  });

  it('shows nothing for polling', async () => {
    await initI18n('pt-BR');
    vi.useFakeTimers();
    const { client, h } = setup();
    h.fetch.mockImplementationOnce(() => new Promise<Response>(() => {}));
    render(
      <MantineProvider>
        <ApiProgress activity={client.activity} />
      </MantineProvider>,
    );
    await act(async () => {
      void client.get('/auth/notifications/inbox/unread', { background: true });
      await vi.advanceTimersByTimeAsync(STILL_WORKING_AFTER_MS * 2);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('api-progress').textContent).toBe('');
  });
});
