import { Alert, Box, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import {
  LANGUAGES,
  type MessageCode,
  type TEmbeddedReportResponse,
  type TReportEmbedResponse,
} from '@mirante/contracts';
import { IconAlertCircle, IconLinkOff, IconRefresh, IconShieldLock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isLocalEmulatorUrl } from '../../../components/report-embed/embed-config';
import { PowerBiReport } from '../../../components/report-embed/powerbi-report';
import { isApiError } from '../../../lib/api';
import { changeLanguage, currentLanguage, useCatalog } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchEmbeddedReport, fetchEmbeddedStatus, isLinkGone } from '../api/embedded-api';
import { useEmbeddedViews } from '../components/embedded-views';

type PageState =
  | { kind: 'loading' }
  | { kind: 'ready'; answer: TEmbeddedReportResponse }
  | { kind: 'gone' }
  /** The link holds, but its report cannot be shown through it: asking again will not change it. */
  | { kind: 'refused'; code: RefusalCode }
  | { kind: 'failed'; message: string };

/** Answers that no retry can change (a report under row-level security, a link without identity). */
const REFUSALS = ['embed_link_identity_required'] as const satisfies readonly MessageCode[];
type RefusalCode = (typeof REFUSALS)[number];

function refusalOf(error: unknown): RefusalCode | null {
  if (!isApiError(error)) return null;
  return REFUSALS.find((code) => code === error.code) ?? null;
}

/** Longest wait between two checks of the link, whatever the server says. */
const MAX_CHECK_MS = 5 * 60_000;

/**
 * `/embedded/{token}[?lang=en-US]`: one report, full window, without the portal's layout, session or config,
 * as partners frame it on their sites. The link is checked while the page is open (and the
 * Power BI token renewed through it); once it expires, is switched off or revoked, the report is
 * taken off the page and only a notice stays.
 */
export function EmbeddedPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const token = useParams().token ?? '';
  // The partner's site may choose the language (`?lang=en-US`); else the browser's kept one.
  const lang = LANGUAGES.find((language) => language === useSearchParams()[0].get('lang'));
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const views = useEmbeddedViews(token);
  const stopped = useRef(false);
  const title = state.kind === 'ready' ? state.answer.embed.report.title : t('embedLinks.embedded.pageTitle');
  usePageTitle(title);

  const stop = useCallback(
    (error: unknown) => {
      if (!isLinkGone(error) || stopped.current) return false;
      stopped.current = true;
      views.stop();
      setState({ kind: 'gone' });
      return true;
    },
    [views.stop],
  );

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchEmbeddedReport(token)
      .then((answer) => {
        if (stopped.current) return;
        setState({ kind: 'ready', answer });
        if (answer.embed.status === 'starting') {
          setTimeout(load, Math.max(2, answer.embed.retryAfterSeconds) * 1000);
        }
      })
      .catch((error: unknown) => {
        if (stop(error)) return;
        const refusal = refusalOf(error);
        if (refusal) {
          stopped.current = true;
          views.stop();
          // Worded here, in the page's language (the partner's ?lang may arrive after the call).
          setState({ kind: 'refused', code: refusal });
          return;
        }
        setState({ kind: 'failed', message: isApiError(error) ? error.message : String(error) });
      });
  }, [token, stop, views.stop]);

  useEffect(() => {
    if (lang && lang !== currentLanguage()) void changeLanguage(lang);
  }, [lang]);

  useEffect(load, [load]);

  // The link is asked about now and then, and the page stops the moment it expires.
  const link = state.kind === 'ready' ? state.answer.link : null;
  useEffect(() => {
    if (!link) return;
    const check = () =>
      void fetchEmbeddedStatus(token).catch((error: unknown) => {
        stop(error);
      });
    const every = Math.min(MAX_CHECK_MS, Math.max(5, link.check_seconds) * 1000);
    const timer = setInterval(check, every);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    const untilExpiry = link.expires_at ? Date.parse(link.expires_at) - Date.now() : null;
    const expiry =
      untilExpiry !== null && untilExpiry < 2 ** 31 - 1
        ? setTimeout(check, Math.max(0, untilExpiry) + 500)
        : null;
    return () => {
      clearInterval(timer);
      if (expiry) clearTimeout(expiry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [link, token, stop]);

  const renew = useCallback(async (): Promise<TReportEmbedResponse> => {
    try {
      return (await fetchEmbeddedReport(token, true)).embed;
    } catch (error) {
      stop(error);
      throw error;
    }
  }, [token, stop]);

  return (
    <Box h="100dvh" w="100vw" style={{ overflow: 'hidden' }} data-testid="embedded-page">
      {content()}
    </Box>
  );

  function content() {
    if (state.kind === 'loading') {
      return (
        <Center h="100%">
          <Loader aria-label={t('embedLinks.embedded.loading')} />
        </Center>
      );
    }
    if (state.kind === 'gone') {
      return (
        <Center h="100%" p="md">
          <Stack align="center" gap="xs" maw={420} role="status" data-testid="embedded-gone">
            <IconLinkOff size={40} aria-hidden="true" />
            <Title order={1} fz={20} ta="center">
              {t('embedLinks.embedded.goneTitle')}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {t('embedLinks.embedded.goneHint')}
            </Text>
          </Stack>
        </Center>
      );
    }
    if (state.kind === 'refused') {
      return (
        <Center h="100%" p="md">
          <Stack align="center" gap="xs" maw={480} role="alert" data-testid="embedded-refused">
            <IconShieldLock size={40} aria-hidden="true" />
            <Title order={1} fz={20} ta="center">
              {t('embedLinks.embedded.refusedTitle')}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {catalog(state.code)}
            </Text>
          </Stack>
        </Center>
      );
    }
    if (state.kind === 'failed') {
      return (
        <Center h="100%" p="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title={t('embedLinks.embedded.errorTitle')}
            role="alert"
            maw={520}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{state.message}</Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={16} />}
                onClick={load}
              >
                {t('common.actions.retry')}
              </Button>
            </Stack>
          </Alert>
        </Center>
      );
    }
    const { embed } = state.answer;
    if (embed.status === 'starting') {
      return (
        <Center h="100%">
          <Stack align="center" gap="xs">
            <Loader />
            <Text fw={600}>{t('embed.warmingUp')}</Text>
          </Stack>
        </Center>
      );
    }
    if (embed.kind === 'html') {
      return (
        <iframe
          title={embed.report.title}
          srcDoc={embed.html}
          sandbox=""
          data-testid="embedded-html"
          onLoad={() => views.pageShown(null, null)}
          style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      );
    }
    if (embed.kind !== 'powerbi') return null;
    return (
      <PowerBiReport
        embed={embed}
        refetch={renew}
        allowEmulator={isLocalEmulatorUrl(embed.embedUrl)}
        onPageChange={(page) => views.pageShown(page.name, page.displayName)}
      />
    );
  }
}
