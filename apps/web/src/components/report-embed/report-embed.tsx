import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { TReportEmbedResponse } from '@mirante/contracts';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useCatalog } from '../../lib/i18n';
import { useStoredConfig } from '../../lib/storage';
import { fetchOperatorReportEmbed, fetchReportEmbed, takeReportEmbed } from './early-answer';
import { isLocalEmulatorUrl } from './embed-config';
import { ExternalLinkCard } from './external-link-card';
import { type EmbedPage, PowerBiReport, type ReportEmbedEvent } from './powerbi-report';
import { ReportMaintenance } from './report-maintenance';

export type { EmbedPage, ReportEmbedEvent } from './powerbi-report';
export { fetchOperatorReportEmbed, fetchReportEmbed, requestReportEmbedEarly } from './early-answer';

export function reportEmbedQueryKey(reportId: number) {
  return ['reports', 'embed', reportId] as const;
}

/**
 * Who the report is shown to: a member of its unit (`unit`, the viewer's own call) or the
 * operator looking at a unit's report from outside it (`operator`, read-only).
 */
export type ReportEmbedSource = 'unit' | 'operator';

export interface ReportEmbedProps {
  reportId: number;
  /** Page to open (and to switch to when it changes). */
  pageName?: string | null;
  /** Edit mode, when the report and the user's grant allow editing. */
  editing?: boolean;
  /** A page became the one shown: the viewer logs page views with it. */
  onPageChange?: (page: EmbedPage) => void;
  /** Every event of the embedded report (loaded, rendered, pageChanged, error, tokenRefreshed). */
  onEvent?: (event: ReportEmbedEvent) => void;
  /** The server's answer, once ready (title, watermark, settings, permissions). */
  onAnswer?: (answer: TReportEmbedResponse) => void;
  /** The report is known to be a Power BI report: its frame opens while the answer is on its way. */
  expectPowerBi?: boolean;
  /** Keep the Power BI frame (hidden) while another kind of report shows (a playlist's frames). */
  keepFrame?: boolean;
  /** Whose call answers (default: the unit member's). */
  source?: ReportEmbedSource;
  /** Each new value reloads a Power BI report in its frame. */
  reloadSignal?: number;
}

function emulatorFlag(config: unknown): boolean {
  return Boolean(
    config &&
      typeof config === 'object' &&
      (config as { provider_emulator?: unknown }).provider_emulator === true,
  );
}

/**
 * A report of any kind as the server says to show it: Power BI through powerbi-client (or, when
 * the server runs the offline emulator, the direct driver), imported HTML in a sandbox without
 * scripts, or an external page.
 */
export function ReportEmbed({
  reportId,
  pageName,
  editing,
  onPageChange,
  onEvent,
  onAnswer,
  expectPowerBi = false,
  keepFrame = false,
  source = 'unit',
  reloadSignal,
}: ReportEmbedProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const config = useStoredConfig();
  const operator = source === 'operator';
  const embed = useQuery({
    queryKey: operator ? [...reportEmbedQueryKey(reportId), 'operator'] : reportEmbedQueryKey(reportId),
    queryFn: () => (operator ? fetchOperatorReportEmbed(reportId) : takeReportEmbed(reportId)),
    // While the capacity resumes, ask again when the server says to.
    refetchInterval: (query) =>
      query.state.data?.status === 'starting'
        ? Math.max(2, query.state.data.retryAfterSeconds) * 1000
        : false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const data = embed.data;
  const answered = useRef<TReportEmbedResponse | null>(null);

  useEffect(() => {
    if (data && data !== answered.current) {
      answered.current = data;
      onAnswer?.(data);
    }
  }, [data, onAnswer]);

  const allowEmulator =
    emulatorFlag(config) ||
    (data?.status === 'ready' && data.kind === 'powerbi' && isLocalEmulatorUrl(data.embedUrl));
  const powerbi = data?.status === 'ready' && data.kind === 'powerbi' ? data : null;
  const showsPowerBi = powerbi !== null || (embed.isPending && expectPowerBi);
  const framed = useRef(false);
  if (showsPowerBi) framed.current = true;
  // One frame for the Power BI reports shown here, opened while the first answer is on its
  // way; with keepFrame it stays (hidden) under other kinds of report, for the next one.
  const frame =
    showsPowerBi || (keepFrame && framed.current) ? (
      <div style={{ display: showsPowerBi ? 'contents' : 'none' }}>
        <PowerBiReport
          embed={powerbi}
          refetch={() => (operator ? fetchOperatorReportEmbed(reportId) : fetchReportEmbed(reportId))}
          allowEmulator={allowEmulator}
          pageName={pageName}
          editing={editing}
          onPageChange={onPageChange}
          onEvent={onEvent}
          reloadSignal={reloadSignal}
        />
      </div>
    ) : null;
  return (
    <>
      {frame}
      {showsPowerBi ? null : otherContent()}
    </>
  );

  function otherContent(): ReactNode {
    if (embed.isPending || data?.status === 'starting') {
      return (
        <Center h="100%" mih={320} data-testid="report-embed-waiting">
          <Stack align="center" gap="xs" maw={360}>
            <Loader />
            {data?.status === 'starting' && (
              <>
                <Text fw={600}>{t('embed.warmingUp')}</Text>
                <Text size="sm" c="dimmed" ta="center">
                  {t('embed.warmingUpHint')}
                </Text>
              </>
            )}
          </Stack>
        </Center>
      );
    }
    // Put under maintenance meanwhile: say so, not "could not be shown".
    if (isApiError(embed.error) && embed.error.code === 'report_in_maintenance') {
      return <ReportMaintenance />;
    }
    if (embed.isError || !data || data.status !== 'ready') {
      // A refusal that asking again cannot change (row-level security without roles) has no retry.
      const final = isApiError(embed.error) && embed.error.code === 'report_identity_required';
      return (
        <Center h="100%" mih={320} p="md">
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertCircle size={20} />}
            title={t('embed.errorTitle')}
            role="alert"
            maw={520}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {isApiError(embed.error) ? embed.error.message : catalog('unexpected_error')}
              </Text>
              {!final && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => void embed.refetch()}
                >
                  {t('common.actions.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        </Center>
      );
    }
    if (data.kind === 'html') {
      return (
        <iframe
          title={data.report.title}
          srcDoc={data.html}
          // No scripts, no forms, no navigation: the HTML was checked on import, this keeps it inert.
          sandbox=""
          data-testid="report-embed-html"
          style={{ border: 0, width: '100%', height: '100%', minHeight: 320, display: 'block' }}
        />
      );
    }
    if (data.kind === 'external') {
      // The portal's frame page for this link (the app's own policy frames no other site), or,
      // when the site may not be framed here, a card with a QR code: never a broken frame.
      if (!data.frame?.src) {
        return (
          <ExternalLinkCard
            title={data.report.title}
            url={data.url}
            qrSvg={data.frame?.qr_svg ?? null}
            blocked={data.frame?.blocked ?? 'unreachable'}
          />
        );
      }
      return (
        <iframe
          title={data.report.title}
          src={data.frame.src}
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          referrerPolicy="no-referrer"
          data-testid="report-embed-external"
          style={{ border: 0, width: '100%', height: '100%', minHeight: 320, display: 'block' }}
        />
      );
    }
    return null;
  }
}
