import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logReportPageView } from '../api/reports-api';
import { usePageViewTracker } from './page-view-tracker';

vi.mock('../api/reports-api', () => ({ logReportPageView: vi.fn(() => Promise.resolve()) }));
const logged = vi.mocked(logReportPageView);

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('usePageViewTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    logged.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('logs each page with its duration when the next one shows and when the viewer is left', () => {
    const { result, unmount } = renderHook(() => usePageViewTracker(7, true), { wrapper });
    act(() => result.current.pageShown('ReportSection1', 'Overview'));
    vi.advanceTimersByTime(12_000);
    act(() => result.current.pageShown('ReportSection2', 'By region'));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenLastCalledWith({
      reportId: 7,
      page_name: 'ReportSection1',
      page_title: 'Overview',
      started_at: '2026-03-01T10:00:00.000Z',
      duration_seconds: 12,
    });

    // The same page again is not a new visit.
    act(() => result.current.pageShown('ReportSection2', 'By region'));
    expect(logged).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(5_000);
    unmount();
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenLastCalledWith(
      expect.objectContaining({ page_name: 'ReportSection2', duration_seconds: 5 }),
    );
  });

  it('logs nothing for a viewer that never showed a page', () => {
    const { unmount } = renderHook(() => usePageViewTracker(7, true), { wrapper });
    unmount();
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('usePageViewTracker with a report that names its pages late', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    logged.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('gives the first visit the page named right after the report shows', () => {
    const { result, unmount } = renderHook(() => usePageViewTracker(3, true), { wrapper });
    act(() => result.current.reportShown());
    vi.advanceTimersByTime(500);
    act(() => result.current.pageShown('ReportSection1', 'Overview'));
    vi.advanceTimersByTime(4_500);
    unmount();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ page_name: 'ReportSection1', duration_seconds: 5 }),
    );
  });

  it('logs the unnamed first visit on its own when the next page comes later', () => {
    const { result, unmount } = renderHook(() => usePageViewTracker(3, true), { wrapper });
    act(() => result.current.reportShown());
    vi.advanceTimersByTime(8_000);
    act(() => result.current.pageShown('ReportSection2', 'Products'));
    expect(logged).toHaveBeenLastCalledWith(
      expect.objectContaining({ page_name: null, duration_seconds: 8 }),
    );
    unmount();
    expect(logged).toHaveBeenLastCalledWith(expect.objectContaining({ page_name: 'ReportSection2' }));
  });
});
