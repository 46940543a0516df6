// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { TPlaylistSlide } from '@mirante/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { Slideshow } from './slideshow';

// The embed is the provider area's: a plain element stands in for its frame here.
vi.mock('../../../components/report-embed', () => ({
  ReportEmbed: ({ reportId }: { reportId: number }) => (
    <div data-testid="embed" title={`report ${reportId}`} />
  ),
}));

const SLIDES: TPlaylistSlide[] = [1, 2, 3].map((id) => ({
  report_id: id,
  title: `Report ${id}`,
  kind: 'html',
  seconds: 2,
  page_name: null,
}));

function activeTitle() {
  return document
    .querySelector('[data-testid="playlist-frame"][data-active="true"]')
    ?.getAttribute('data-report-title');
}

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Slideshow', () => {
  it('cycles with two reused frames, preloading the next report', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider>
        <Slideshow name="Lobby" slides={SLIDES} />
      </MantineProvider>,
    );
    expect(activeTitle()).toBe('Report 1');
    const seen: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      act(() => vi.advanceTimersByTime(2000));
      seen.push(activeTitle() ?? '');
      expect(document.querySelectorAll('[data-testid="embed"]').length).toBe(2);
      expect(document.querySelectorAll('[data-testid="playlist-frame"]').length).toBe(2);
    }
    expect(seen.slice(0, 4)).toEqual(['Report 2', 'Report 3', 'Report 1', 'Report 2']);
    // The hidden frame already holds the next report.
    const hidden = document.querySelector('[data-testid="playlist-frame"][data-active="false"]');
    const next = ((Number(activeTitle()?.slice(-1)) % 3) + 1).toString();
    expect(hidden?.getAttribute('data-report-title')).toBe(`Report ${next}`);
  });

  it('pauses, moves by hand and by keyboard', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider>
        <Slideshow name="Lobby" slides={SLIDES} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeTitle()).toBe('Report 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeTitle()).toBe('Report 2');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(activeTitle()).toBe('Report 1');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(activeTitle()).toBe('Report 3');
    fireEvent.keyDown(window, { key: ' ' });
    act(() => vi.advanceTimersByTime(2000));
    expect(activeTitle()).toBe('Report 1');
  });

  it('leaves no timer and no listener behind when it goes away', () => {
    vi.useFakeTimers();
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const view = render(
      <MantineProvider>
        <Slideshow name="Lobby" slides={SLIDES} />
      </MantineProvider>,
    );
    act(() => vi.advanceTimersByTime(5000));
    view.unmount();
    const keyAdds = added.mock.calls.filter(([type]) => type === 'keydown').length;
    const keyRemoves = removed.mock.calls.filter(([type]) => type === 'keydown').length;
    expect(keyAdds).toBeGreaterThan(0);
    expect(keyRemoves).toBe(keyAdds);
    expect(vi.getTimerCount()).toBe(0);
  });
});
