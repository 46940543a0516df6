// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { TPlaylistSlide } from '@mirante/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { Slideshow } from './slideshow';

/** The watermark the stand-in embed answers with for report 2 (as the server would), if any. */
const answer = vi.hoisted(() => ({ watermark: null as string | null }));

// The embed is the provider area's: a plain element stands in for its frame here, and answers
// with the unit's watermark as the server does.
vi.mock('../../../components/report-embed', async (importOriginal) => {
  const { useEffect } = await import('react');
  return {
    ...(await importOriginal<typeof import('../../../components/report-embed')>()),
    ReportEmbed: ({ reportId, onAnswer }: { reportId: number; onAnswer?: (answer: unknown) => void }) => {
      useEffect(() => {
        onAnswer?.({
          status: 'ready',
          report: { id: reportId },
          watermark: reportId === 2 ? answer.watermark : null,
        });
      }, [reportId, onAnswer]);
      return <div data-testid="embed" title={`report ${reportId}`} />;
    },
  };
});

const SLIDES: TPlaylistSlide[] = [1, 2, 3].map((id) => ({
  report_id: id,
  title: `Report ${id}`,
  kind: 'html',
  seconds: 2,
  page_name: null,
  in_maintenance: false,
  maintenance_message: null,
}));

function activeTitle() {
  return document
    .querySelector('[data-testid="playlist-frame"][data-active="true"]')
    ?.getAttribute('data-report-title');
}

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  answer.watermark = null;
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

  it('shows a report under maintenance as its message, and the watermark over the others', () => {
    vi.useFakeTimers();
    answer.watermark = 'tv@unit.example';
    const slides = SLIDES.map((slide) =>
      slide.report_id === 3
        ? { ...slide, in_maintenance: true, maintenance_message: 'Back at 14:00' }
        : slide,
    );
    render(
      <MantineProvider>
        <Slideshow name="Lobby" slides={slides} />
      </MantineProvider>,
    );
    const active = () => document.querySelector('[data-testid="playlist-frame"][data-active="true"]');
    expect(active()?.querySelector('[data-testid="report-watermark"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeTitle()).toBe('Report 2');
    expect(active()?.querySelector('[data-testid="report-watermark"]')?.textContent).toContain(
      'tv@unit.example',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeTitle()).toBe('Report 3');
    expect(active()?.querySelector('[data-testid="embed"]')).toBeNull();
    expect(active()?.querySelector('[data-testid="report-maintenance"]')?.textContent).toContain(
      'Back at 14:00',
    );
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
