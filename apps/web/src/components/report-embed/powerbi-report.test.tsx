// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { TEmbedPowerBi, TReportEmbedResponse } from '@mirante/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';

/** A stand-in for powerbi-client's Report: records handlers and token changes. */
class FakeReport {
  handlers = new Map<string, (event: { detail?: unknown }) => void>();
  setAccessToken = vi.fn(async (_token: string) => undefined);
  getPages = vi.fn(async () => [{ name: 'ReportSection1', displayName: 'Overview', visibility: 0 }]);
  setPage = vi.fn(async () => undefined);
  switchMode = vi.fn(async () => undefined);
  refresh = vi.fn(async () => undefined);
  reload = vi.fn(async () => undefined);
  updateSettings = vi.fn(async (_settings: Record<string, unknown>) => undefined);
  config: Record<string, unknown> = {};
  on(name: string, handler: (event: { detail?: unknown }) => void) {
    this.handlers.set(name, handler);
  }
  off(name: string) {
    this.handlers.delete(name);
  }
  fire(name: string, detail?: unknown) {
    this.handlers.get(name)?.({ detail });
  }
}

const embedded: { report: FakeReport; config: Record<string, unknown>; element: HTMLElement }[] = [];
const bootstrapped: { element: HTMLElement; config: Record<string, unknown> }[] = [];
const resets: HTMLElement[] = [];
type Held = HTMLElement & { powerBiEmbed?: FakeReport };

vi.mock('powerbi-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('powerbi-client')>();
  // Like powerbi-client: an element that holds an embed keeps its component (and frame).
  class Service {
    embed(element: Held, config: Record<string, unknown>) {
      const report = element.powerBiEmbed ?? new FakeReport();
      report.config = config;
      element.powerBiEmbed = report;
      embedded.push({ report, config, element });
      return report;
    }
    bootstrap(element: Held, config: Record<string, unknown>) {
      element.powerBiEmbed = new FakeReport();
      bootstrapped.push({ element, config });
      return element.powerBiEmbed;
    }
    reset(element: Held) {
      delete element.powerBiEmbed;
      resets.push(element);
    }
  }
  return { ...actual, service: { ...actual.service, Service } };
});

const { PowerBiReport } = await import('./powerbi-report');

function answer(token: string, expiresInMs: number): TEmbedPowerBi {
  return {
    status: 'ready',
    kind: 'powerbi',
    report: { id: 3, kind: 'powerbi', title: 'Sales', description: null },
    settings: {
      filter_mode: 'none',
      ignore_rls: false,
      side_filter: false,
      nav_panel: true,
      show_hidden_pages: false,
      show_on_catalog: false,
      catalog_description: null,
      show_on_app: true,
      mobile_background: false,
      resolution: null,
      orientation: 'landscape',
      allow_editing: false,
      visual_headers: false,
      update_seconds: 0,
      show_last_update: false,
    },
    permission_edit: false,
    watermark: null,
    show_name: true,
    show_menu: true,
    show_last_update: false,
    save_filter: false,
    embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r1',
    accessToken: token,
    tokenId: null,
    expiration: new Date(Date.now() + expiresInMs).toISOString(),
    providerReportId: 'r1',
    datasetId: null,
    pages: null,
    filters: [],
  };
}

function show(refetch: () => Promise<TReportEmbedResponse>, first = answer('token-1', 60 * 60_000)) {
  return render(
    <MantineProvider>
      <PowerBiReport embed={first} refetch={refetch} allowEmulator={false} />
    </MantineProvider>,
  );
}

beforeEach(async () => {
  await initI18n();
  embedded.length = 0;
  bootstrapped.length = 0;
  resets.length = 0;
  localStorage.clear();
});

function shown(embed: TEmbedPowerBi | null, reloadSignal = 0) {
  return (
    <MantineProvider>
      <PowerBiReport embed={embed} refetch={vi.fn()} allowEmulator={false} reloadSignal={reloadSignal} />
    </MantineProvider>
  );
}

function screenOf(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}
const DESKTOP = [1366, 860] as const;

afterEach(() => {
  vi.useRealTimers();
  screenOf(...DESKTOP);
});

describe('PowerBiReport', () => {
  it('embeds once and marks the frame rendered', async () => {
    show(vi.fn());
    expect(embedded).toHaveLength(1);
    expect(embedded[0]?.config.accessToken).toBe('token-1');
    act(() => embedded[0]?.report.fire('rendered'));
    await waitFor(() =>
      expect(screen.getByTestId('report-embed').getAttribute('data-embed-state')).toBe('rendered'),
    );
  });

  it('renews the token before it expires with setAccessToken, without embedding again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refetch = vi.fn(async () => answer('token-2', 60 * 60_000));
    show(refetch, answer('token-1', 60_000));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(44_000);
    });
    expect(refetch).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    const report = embedded[0]?.report;
    await waitFor(() => expect(report?.setAccessToken).toHaveBeenCalledWith('token-2'));
    expect(embedded).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('report-embed').getAttribute('data-token-refreshes')).toBe('1'),
    );
  });

  it('renews the token at once when the report says it expired', async () => {
    const refetch = vi.fn(async () => answer('token-3', 60 * 60_000));
    show(refetch);
    act(() => embedded[0]?.report.fire('error', { message: 'TokenExpired', errorCode: '403', level: 3 }));
    await waitFor(() => expect(embedded[0]?.report.setAccessToken).toHaveBeenCalledWith('token-3'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other fatal errors of the report', async () => {
    show(vi.fn());
    act(() =>
      embedded[0]?.report.fire('error', {
        message: 'LoadReportFailed',
        detailedMessage: 'No such report',
        level: 6,
      }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('No such report')).toBeTruthy();
  });

  it('opens the frame on the last host while the answer is on its way, then loads the report into it', () => {
    const first = render(shown(answer('token-1', 60 * 60_000)));
    first.unmount();
    expect(resets).toHaveLength(1);
    embedded.length = 0;
    const view = render(shown(null));
    expect(bootstrapped).toHaveLength(1);
    expect(bootstrapped[0]?.config.embedUrl).toBe('https://app.powerbi.com/reportEmbed');
    expect(embedded).toHaveLength(0);
    view.rerender(shown(answer('token-2', 60 * 60_000)));
    expect(embedded).toHaveLength(1);
    expect(embedded[0]?.element).toBe(bootstrapped[0]?.element);
    expect(embedded[0]?.config.accessToken).toBe('token-2');
    expect(resets).toHaveLength(1);
  });

  it('loads the next report into the same frame, and closes it when leaving', async () => {
    const view = render(shown(answer('token-1', 60 * 60_000)));
    act(() => embedded[0]?.report.fire('rendered'));
    view.rerender(shown(null));
    await waitFor(() =>
      expect(screen.getByTestId('report-embed').getAttribute('data-embed-state')).toBe('loading'),
    );
    const next = { ...answer('token-9', 60 * 60_000), providerReportId: 'r2' };
    view.rerender(shown({ ...next, report: { ...next.report, id: 4 } }));
    expect(embedded).toHaveLength(2);
    expect(embedded[1]?.element).toBe(embedded[0]?.element);
    expect(embedded[1]?.report).toBe(embedded[0]?.report);
    expect(embedded[1]?.config.id).toBe('r2');
    expect(resets).toHaveLength(0);
    view.unmount();
    expect(resets).toHaveLength(1);
  });

  it('refuses an embed URL that is not Power BI when the emulator is off', async () => {
    const other = { ...answer('t', 60_000), embedUrl: 'https://evil.test/reportEmbed' };
    show(vi.fn(), other);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(embedded).toHaveLength(0);
  });

  it('reloads the report in its frame when asked, and follows its renders', async () => {
    const first = answer('token-1', 60 * 60_000);
    const view = render(shown(first));
    const report = embedded[0]?.report;
    act(() => report?.fire('rendered'));
    expect(report?.reload).not.toHaveBeenCalled();
    view.rerender(shown(first, 1));
    expect(report?.reload).toHaveBeenCalledTimes(1);
    expect(embedded).toHaveLength(1);
    expect(screen.getByTestId('report-embed').getAttribute('data-embed-state')).toBe('loading');
    act(() => report?.fire('rendered'));
    await waitFor(() => expect(screen.getByTestId('report-embed').getAttribute('data-renders')).toBe('2'));
  });

  it('asks a phone report for its mobile layout and fits its master layout to the width when it has none', async () => {
    screenOf(390, 844);
    const hasLayout = vi.fn(async () => false);
    const phone = { ...answer('token-1', 60 * 60_000), providerReportId: 'no-mobile-layout' };
    phone.settings = { ...phone.settings, orientation: 'auto' };
    show(vi.fn(), phone);
    const report = embedded[0]?.report as FakeReport;
    expect(embedded[0]?.config.settings).toMatchObject({ layoutType: 2 });
    report.getPages.mockResolvedValue([
      { name: 'ReportSection1', displayName: 'Overview', visibility: 0, isActive: true, hasLayout },
    ] as never);
    act(() => report?.fire('loaded'));
    await waitFor(() =>
      expect(report?.updateSettings).toHaveBeenCalledWith({
        layoutType: 1,
        customLayout: { displayOption: 1 },
        background: 0,
      }),
    );
    expect(hasLayout).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('report-embed').getAttribute('data-layout-type')).toBe('Custom');
  });

  it('keeps the mobile layout of a report that has one, and the whole space on a phone', async () => {
    screenOf(390, 844);
    const hasLayout = vi.fn(async () => true);
    const phone = { ...answer('token-1', 60 * 60_000), providerReportId: 'with-mobile-layout' };
    phone.settings = { ...phone.settings, orientation: 'auto', resolution: '1920x1080' };
    show(vi.fn(), phone);
    const report = embedded[0]?.report as FakeReport;
    report.getPages.mockResolvedValue([
      { name: 'ReportSection1', displayName: 'Overview', visibility: 0, isActive: true, hasLayout },
    ] as never);
    act(() => report?.fire('loaded'));
    await waitFor(() => expect(hasLayout).toHaveBeenCalled());
    expect(report?.updateSettings).not.toHaveBeenCalled();
    expect(screen.getByTestId('report-embed').getAttribute('data-layout-type')).toBe('MobilePortrait');
    expect(screen.getByTestId('report-embed-box').getAttribute('data-aspect')).toBeNull();
  });

  it('letterboxes the report to its resolution on a larger screen', () => {
    const wide = answer('token-1', 60 * 60_000);
    wide.settings = { ...wide.settings, resolution: '1080x1920', orientation: 'portrait' };
    show(vi.fn(), wide);
    expect(screen.getByTestId('report-embed-box').getAttribute('data-aspect')).toBe('1080x1920');
  });
});
