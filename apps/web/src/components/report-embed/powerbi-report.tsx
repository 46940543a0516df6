import { Alert, Box, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TEmbedPowerBi, TReportEmbedResponse } from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { models, type Report } from 'powerbi-client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildEmbedConfig,
  isMobileLayout,
  isPhoneScreen,
  isPowerBiUrl,
  knownMobileLayout,
  layoutFor,
  layoutSettings,
  type ReportLayout,
  rememberMobileLayout,
  reportAspect,
  type ScreenSize,
  screenSize,
  tokenRefreshDelay,
  usesOwnPageTabs,
} from './embed-config';
import {
  adoptParkedFrame,
  bootstrapFrame,
  closeFrame,
  replayAheadEvents,
  showReport,
  takeAheadReport,
} from './embed-frame';
import { FrameFit } from './frame-fit';
import { keepUserFilters } from './saved-filters';

export interface EmbedPage {
  name: string;
  displayName: string;
}

/** Events of the embedded report passed on to the page (loaded, rendered, pageChanged, error…). */
export type ReportEmbedEvent = { type: string; detail?: unknown };

export interface PowerBiReportProps {
  /** The server's answer; null while it is on its way (the frame opens meanwhile). */
  embed: TEmbedPowerBi | null;
  /** Asks the server for a new answer (new token) for the same report. */
  refetch: () => Promise<TReportEmbedResponse>;
  /** Use the direct driver for an emulator URL (the server runs the emulator). */
  allowEmulator: boolean;
  pageName?: string | null;
  editing?: boolean;
  onPageChange?: (page: EmbedPage) => void;
  onEvent?: (event: ReportEmbedEvent) => void;
  /** Each new value reloads the report in its frame (powerbi-client's `report.reload()`). */
  reloadSignal?: number;
}

interface EmbedErrorDetail {
  message?: string;
  detailedMessage?: string;
  errorCode?: string;
  level?: number;
}

/**
 * A Power BI report through powerbi-client. The frame opens while the token is on its way and
 * stays for the next report shown here, which loads in place. The embed token is renewed before
 * it expires (and when the report says it expired) with setAccessToken, so the report never
 * reloads.
 */
export function PowerBiReport({
  embed,
  refetch,
  allowEmulator,
  pageName,
  editing = false,
  onPageChange,
  onEvent,
  reloadSignal = 0,
}: PowerBiReportProps) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const reportRef = useRef<Report | null>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'rendered'>('loading');
  const [error, setError] = useState<EmbedErrorDetail | null>(null);
  const [pages, setPages] = useState<EmbedPage[]>([]);
  const [activePage, setActivePage] = useState<string | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const [expiration, setExpiration] = useState(embed?.expiration ?? null);
  const callbacks = useRef({ onPageChange, onEvent, refetch });
  callbacks.current = { onPageChange, onEvent, refetch };
  const refreshing = useRef<Promise<void> | null>(null);
  const [screen, setScreen] = useState<ScreenSize>(screenSize);
  const layoutRef = useRef<ReportLayout | null>(null);
  const [layoutName, setLayoutName] = useState<string | null>(null);
  const [renders, setRenders] = useState(0);

  const usable = !embed || isPowerBiUrl(embed.embedUrl) || allowEmulator;
  const ownTabs = embed ? usesOwnPageTabs(embed) : false;
  const allowed = embed?.pages ?? null;

  /** A new token from the server, handed to the live report. */
  function refreshToken(): Promise<void> {
    refreshing.current ??= (async () => {
      try {
        const next = await callbacks.current.refetch();
        if (next.status !== 'ready' || next.kind !== 'powerbi') return;
        await reportRef.current?.setAccessToken(next.accessToken);
        setExpiration(next.expiration);
        setRefreshes((n) => n + 1);
        callbacks.current.onEvent?.({ type: 'tokenRefreshed', detail: { expiration: next.expiration } });
      } catch {
        // Try again shortly; the current token may still have some life.
        setExpiration(new Date(Date.now() + 20_000).toISOString());
      } finally {
        refreshing.current = null;
      }
    })();
    return refreshing.current;
  }

  /** Shows the report in another layout without loading it again. */
  function applyLayout(report: Report, layout: ReportLayout, mobileBackground: boolean) {
    const current = layoutRef.current;
    if (current?.layoutType === layout.layoutType && current.displayOption === layout.displayOption) return;
    layoutRef.current = layout;
    setLayoutName(models.LayoutType[layout.layoutType] ?? null);
    void report.updateSettings(layoutSettings(layout, mobileBackground)).catch(() => undefined);
  }

  /**
   * A report asked for in its mobile layout may have none: the frame says so from its page
   * (`page.hasLayout`), and the report then shows its master layout fitted to the screen.
   */
  async function checkMobileLayout(report: Report, answer: TEmbedPowerBi) {
    const asked = layoutRef.current;
    if (!asked || !isMobileLayout(asked.layoutType)) return;
    if (knownMobileLayout(answer.providerReportId) !== undefined) return;
    try {
      const list = await report.getPages();
      const page = list.find((p) => p.isActive) ?? list[0];
      if (!page) return;
      const has = await page.hasLayout(asked.layoutType);
      rememberMobileLayout(answer.providerReportId, has);
      if (!has && reportRef.current === report) {
        applyLayout(
          report,
          layoutFor(answer.settings.orientation, screenSize(), false),
          answer.settings.mobile_background,
        );
      }
    } catch {
      // Not answered: the report stays as Power BI drew it (its master layout when it has no other).
    }
  }

  // The screen's size and how it is held choose the layout and the frame's shape.
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setScreen((old) => {
          const next = screenSize();
          return old.width === next.width && old.height === next.height ? old : next;
        }),
      );
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  useEffect(() => {
    const report = reportRef.current;
    if (!report || !embed || state === 'loading') return;
    const layout = layoutFor(embed.settings.orientation, screen, knownMobileLayout(embed.providerReportId));
    applyLayout(report, layout, embed.settings.mobile_background);
  }, [screen]);

  // Reloading on demand (the viewer's reload button): the report loads again in its frame.
  const reloads = useRef(reloadSignal);
  useEffect(() => {
    if (reloadSignal === reloads.current) return;
    reloads.current = reloadSignal;
    const report = reportRef.current;
    if (!report) return;
    // It loads again with the layout it shows now (which may have changed since it was embedded).
    const layout = layoutRef.current;
    const config = report.config as { settings?: models.ISettings };
    if (layout && embed) {
      config.settings = { ...config.settings, ...layoutSettings(layout, embed.settings.mobile_background) };
    }
    setState('loading');
    void report.reload().catch(() => undefined);
  }, [reloadSignal]);

  const aspect =
    embed && !isPhoneScreen(screen)
      ? reportAspect(embed.settings.resolution, embed.settings.orientation)
      : null;

  // The frame goes when the viewer does.
  useEffect(() => {
    const host = hostRef.current;
    return () => {
      if (host) closeFrame(host);
    };
  }, []);

  // Embed once per report; token renewals do not come through here.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    if (!usable) {
      closeFrame(host);
      return;
    }
    setState('loading');
    setError(null);
    setPages([]);
    setActivePage(null);
    // A frame opened ahead (on the report card) is taken over; else one opens here.
    adoptParkedFrame(host);
    if (!embed) {
      setExpiration(null);
      bootstrapFrame(host);
      return;
    }
    setExpiration(embed.expiration);
    const now = screenSize();
    const config = buildEmbedConfig(embed, { pageName, editing, ...now });
    const layout = layoutFor(embed.settings.orientation, now, knownMobileLayout(embed.providerReportId));
    layoutRef.current = layout;
    setLayoutName(models.LayoutType[layout.layoutType] ?? null);
    // Loaded ahead (when its card was pressed): go on from there rather than load it again.
    const ahead = takeAheadReport(host, embed.providerReportId);
    let report: Report;
    try {
      report = ahead?.report ?? showReport(host, config, !isPowerBiUrl(embed.embedUrl));
    } catch (failure) {
      setError({ message: failure instanceof Error ? failure.message : String(failure) });
      return;
    }
    reportRef.current = report;
    const userFilters = keepUserFilters(embed, report);
    const forward = (type: string) => (event?: { detail?: unknown }) =>
      callbacks.current.onEvent?.({ type, detail: event?.detail });

    report.on('loaded', async (event) => {
      setState((s) => (s === 'rendered' ? s : 'loaded'));
      forward('loaded')(event as { detail?: unknown });
      void userFilters.restore();
      void checkMobileLayout(report, embed);
      try {
        const list = await report.getPages();
        const visible = list
          .filter(
            (p) =>
              embed.settings.show_hidden_pages || p.visibility !== models.SectionVisibility.HiddenInViewMode,
          )
          .filter((p) => !allowed || allowed.includes(p.name))
          .map((p) => ({ name: p.name, displayName: p.displayName }));
        setPages(visible);
      } catch {
        setPages([]);
      }
    });
    report.on('rendered', (event) => {
      setState('rendered');
      setRenders((n) => n + 1);
      forward('rendered')(event as { detail?: unknown });
    });
    report.on('pageChanged', (event) => {
      const page = (event as { detail?: { newPage?: EmbedPage } }).detail?.newPage;
      if (!page) return;
      if (allowed && !allowed.includes(page.name) && allowed[0]) {
        // A page the user may not see (e.g. through a drill-through): back to an allowed one.
        void report.setPage(allowed[0]);
        return;
      }
      setActivePage(page.name);
      callbacks.current.onPageChange?.({ name: page.name, displayName: page.displayName });
      forward('pageChanged')(event as { detail?: unknown });
    });
    report.on('filtersApplied', (event) => {
      userFilters.changed();
      forward('filtersApplied')(event as { detail?: unknown });
    });
    report.on('error', (event) => {
      const detail = ((event as { detail?: EmbedErrorDetail }).detail ?? {}) as EmbedErrorDetail;
      forward('error')(event as { detail?: unknown });
      if (detail.errorCode === 'TokenExpired' || /token.*expired/i.test(detail.message ?? '')) {
        void refreshToken();
        return;
      }
      // Level 3 and up are fatal in Power BI's scale; lesser ones are warnings.
      if (detail.level === undefined || detail.level >= 3) setError(detail);
    });

    if (ahead) replayAheadEvents(host, ahead.events);

    let reload: ReturnType<typeof setInterval> | undefined;
    if (embed.settings.update_seconds > 0) {
      reload = setInterval(
        () => void report.refresh().catch(() => report.reload()),
        embed.settings.update_seconds * 1000,
      );
    }
    return () => {
      if (reload) clearInterval(reload);
      userFilters.stop();
      report.off('loaded');
      report.off('filtersApplied');
      report.off('rendered');
      report.off('pageChanged');
      report.off('error');
      reportRef.current = null;
    };
  }, [embed?.report.id, embed?.embedUrl, usable]);

  // The renewal timer follows the current token's expiry.
  useEffect(() => {
    if (!expiration) return;
    const timer = setTimeout(() => void refreshToken(), tokenRefreshDelay(expiration));
    return () => clearTimeout(timer);
  }, [expiration]);

  // Switching between reading and editing without embedding again.
  useEffect(() => {
    const report = reportRef.current;
    if (!report || state === 'loading') return;
    if (!(embed?.permission_edit && embed.settings.allow_editing)) return;
    void report.switchMode(editing ? models.ViewMode.Edit : models.ViewMode.View).catch(() => undefined);
  }, [editing]);

  // A page chosen from outside (the viewer's own menu).
  useEffect(() => {
    const report = reportRef.current;
    if (!report || !pageName || state === 'loading' || pageName === activePage) return;
    if (allowed && !allowed.includes(pageName)) return;
    void report.setPage(pageName).catch(() => undefined);
  }, [pageName]);

  return (
    // The frame around the embed often sets only a minimum height: take it on.
    <Stack gap={0} h="100%" style={{ minHeight: 'inherit' }}>
      {!usable && (
        <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert" m="md">
          {t('embed.invalidUrl')}
        </Alert>
      )}
      {error && (
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertCircle size={20} />}
          title={t('embed.errorTitle')}
          role="alert"
          m="md"
        >
          <Text size="sm">{error.detailedMessage || error.message || t('embed.errorGeneric')}</Text>
          {error.errorCode && (
            <Text size="xs" c="dimmed" mt={4}>
              {error.errorCode}
            </Text>
          )}
        </Alert>
      )}
      {ownTabs && pages.length > 1 && (
        <Group px="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <SegmentedControl
            size="xs"
            aria-label={t('embed.pages')}
            value={activePage ?? pages[0]?.name ?? ''}
            onChange={(name) => void reportRef.current?.setPage(name)}
            data={pages.map((p) => ({ value: p.name, label: p.displayName }))}
          />
        </Group>
      )}
      {/* Kept while hidden: the frame stays for the next report shown here. */}
      <Box flex={1} mih={240} style={{ position: 'relative' }} display={usable ? undefined : 'none'}>
        {/* Letterboxed to the report's shape on larger screens; the whole space on a phone. */}
        <FrameFit aspect={aspect} testId="report-embed-box">
          <Box
            ref={hostRef}
            data-testid="report-embed"
            data-embed-state={state}
            data-layout-type={layoutName ?? undefined}
            data-renders={renders}
            data-token-refreshes={refreshes}
            data-token-expiration={expiration ?? undefined}
            aria-busy={state === 'loading'}
            style={{ position: 'absolute', inset: 0 }}
          />
          {state === 'loading' && !error && usable && (
            <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
              <Loader aria-label={t('embed.loading')} />
            </Center>
          )}
        </FrameFit>
      </Box>
    </Stack>
  );
}
