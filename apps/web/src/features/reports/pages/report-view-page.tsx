import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconClock,
  IconExternalLink,
  IconMaximize,
  IconMinimize,
  IconPencil,
  IconRefresh,
  IconTool,
} from '@tabler/icons-react';
import { showsReportLastRefresh } from '@mirante/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { requestReportEmbedEarly, Watermark } from '../../../components/report-embed';
import { formatDate } from '../../../lib/format';
import { useCatalog } from '../../../lib/i18n';
import { useCachedUser, useStoredConfig } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReport, useReportExists, useReportLastUpdate } from '../api/reports-api';
import { FavoriteButton } from '../components/favorite-button';
import type { ReportLinkState } from '../components/report-card';
import { usePageViewTracker } from '../components/page-view-tracker';
import { ReportFrame, type ViewerInfo } from '../components/report-frame';
import { useViewerFullscreen } from '../components/viewer-fullscreen';

/**
 * The viewer's height: the window's (dynamic on phones, whose browser bars come and go) less
 * the portal's header and the main area's padding above and below.
 */
const VIEWER_HEIGHT =
  'calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))';

/** Size of the window a report pops out to. */
const POP_OUT_FEATURES = 'popup=yes,width=1280,height=800';

/**
 * `:id/reports/view`: one report, embedded, with favorite, full screen, pop-out to a window of
 * its own and page-view logging. A pop-out the browser blocks (window.open answers null) leads to
 * the blocked-popup page, which offers the report back here.
 */
export function ReportViewPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const user = useCachedUser();
  const config = useStoredConfig();
  const exists = useReportExists(id);
  // A report card says what the report is: a Power BI report's frame opens during the check.
  const linkKind = (useLocation().state as Partial<ReportLinkState> | null)?.kind;
  const checked = exists.data !== undefined && !exists.isPlaceholderData;
  const kind = checked ? exists.data?.kind : (linkKind ?? exists.data?.kind);
  const report = useReport(id, exists.data?.exist === true);
  const {
    ref: fullscreenRef,
    toggle: toggleFullscreen,
    active: fullscreen,
    expanded,
  } = useViewerFullscreen<HTMLDivElement>();
  const [info, setInfo] = useState<ViewerInfo | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [powerBiReloads, setPowerBiReloads] = useState(0);
  const [editing, setEditing] = useState(false);
  const tracker = usePageViewTracker(
    id,
    checked && exists.data?.exist === true && !exists.data.in_maintenance,
  );
  const { pageShown, reportShown } = tracker;
  // The report's token is asked for while the page checks the report, not after.
  // (Only while nothing shows yet: a frame already shown asks for its own answer.)
  const checking = exists.isPending && kind !== 'powerbi' && Number.isInteger(id) && id > 0;
  useEffect(() => {
    if (checking) requestReportEmbedEarly(id);
  }, [id]);
  const onPageChange = useCallback(
    (page: { name: string | null; title: string | null }) => pageShown(page.name, page.title),
    [pageShown],
  );

  const title = info?.title ?? report.data?.data.title ?? exists.data?.title ?? '';
  usePageTitle(title || t('reports.viewer.pageTitle'));

  // External links open on their own screen.
  useEffect(() => {
    if (checked && exists.data?.kind === 'external') navigate(`/${id}/reports/external`, { replace: true });
  }, [exists.data?.kind, id, navigate]);

  // Auto refresh at the report's update time (Power BI reports refresh themselves in place).
  const updateSeconds = info && info.kind !== 'powerbi' ? info.settings.update_seconds : 0;
  useEffect(() => {
    if (!updateSeconds || updateSeconds <= 0) return;
    const timer = window.setInterval(() => setReloadKey((key) => key + 1), updateSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [updateSeconds]);

  const showName = info?.showName ?? config.show_name_report !== 'N';
  const watermark =
    info?.watermark !== undefined
      ? info.watermark
      : config.enable_watermark === 'S' && user
        ? `${user.name} · ${user.email}`
        : null;
  const showLastUpdate =
    info?.showLastUpdate ?? showsReportLastRefresh(config, report.data?.data.show_last_update ?? false);
  const lastUpdate = useReportLastUpdate(id, showLastUpdate === true && exists.data?.exist === true);

  // A Power BI report reloads in its frame; other kinds are shown again from scratch.
  const reload = () => {
    if ((info?.kind ?? kind) === 'powerbi') setPowerBiReloads((n) => n + 1);
    else setReloadKey((key) => key + 1);
  };

  if (exists.isPending && kind !== 'powerbi') {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('common.states.loading')}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={480} radius="lg" />
      </Stack>
    );
  }
  if (exists.isError) {
    return (
      <Paper withBorder radius="lg">
        <QueryErrorAlert
          title={t('reports.viewer.errorTitle')}
          error={exists.error}
          onRetry={() => void exists.refetch()}
        />
      </Paper>
    );
  }
  if (exists.data && !exists.data.exist) {
    return (
      <Alert color="yellow" variant="light" title={t('reports.viewer.notFoundTitle')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('reports.viewer.notFound')}</Text>
          <Button component={Link} to="/all/reports" variant="light" size="xs">
            {t('reports.viewer.backToReports')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const favorite = report.data?.data.favorite ?? false;
  const permissionEdit = info?.permissionEdit ?? report.data?.policies.permission_edit ?? false;
  const maintenanceMessage = report.data?.data.maintenance_message;

  const lastUpdateText = lastUpdate.data?.last_update
    ? t('reports.viewer.lastUpdate', { date: formatDate(lastUpdate.data.last_update, 'datetime') })
    : null;

  return (
    <Stack gap="sm" h={VIEWER_HEIGHT} mih={280} data-testid="report-viewer">
      <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="report-toolbar">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Tooltip label={t('common.actions.back')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('common.actions.back')}
              onClick={() => navigate(-1)}
            >
              <IconArrowLeft size={20} />
            </ActionIcon>
          </Tooltip>
          {showName && title && (
            <Title order={1} fz={{ base: 18, sm: 22 }} lineClamp={1}>
              {title}
            </Title>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          {showLastUpdate && lastUpdate.data?.last_update && lastUpdateText && (
            <Tooltip label={lastUpdateText}>
              <Group gap={4} wrap="nowrap" data-testid="report-last-update">
                <IconClock size={16} aria-hidden="true" />
                <Text size="sm" c="dimmed" visibleFrom="sm">
                  {lastUpdateText}
                </Text>
                {/* On a phone, only the date and time; the full sentence is read out. */}
                <Text
                  size="xs"
                  c="dimmed"
                  hiddenFrom="sm"
                  aria-hidden="true"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {formatDate(lastUpdate.data.last_update, 'datetime')}
                </Text>
                <VisuallyHidden hiddenFrom="sm">{lastUpdateText}</VisuallyHidden>
              </Group>
            </Tooltip>
          )}
          {permissionEdit && info?.settings.allow_editing && info.kind === 'powerbi' && (
            <Button
              size="xs"
              variant={editing ? 'filled' : 'light'}
              leftSection={<IconPencil size={16} />}
              aria-pressed={editing}
              onClick={() => setEditing((on) => !on)}
            >
              {editing ? t('reports.viewer.stopEditing') : t('common.actions.edit')}
            </Button>
          )}
          {report.data && <FavoriteButton reportId={id} title={title} favorite={favorite} />}
          {!exists.data?.in_maintenance && (
            <Tooltip label={t('reports.viewer.reload')}>
              <ActionIcon variant="light" size="lg" aria-label={t('reports.viewer.reload')} onClick={reload}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('reports.viewer.popOut')}>
            <ActionIcon
              variant="light"
              size="lg"
              visibleFrom="sm"
              aria-label={t('reports.viewer.popOut')}
              onClick={() => {
                const path = `/${id}/reports/view`;
                const opened = window.open(path, `report-${id}`, POP_OUT_FEATURES);
                if (!opened) navigate('/popup_blocked', { state: { from: path } });
              }}
            >
              <IconExternalLink size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={fullscreen ? t('reports.viewer.exitFullscreen') : t('reports.viewer.fullscreen')}>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={fullscreen ? t('reports.viewer.exitFullscreen') : t('reports.viewer.fullscreen')}
              aria-pressed={fullscreen}
              onClick={toggleFullscreen}
            >
              {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>

      {exists.data?.in_maintenance ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" py="xl">
            <IconTool size={40} stroke={1.5} aria-hidden="true" />
            <Title order={2} fz={20}>
              {t('reports.viewer.maintenanceTitle')}
            </Title>
            <Text c="dimmed" ta="center" maw={520}>
              {maintenanceMessage || catalog('report_in_maintenance')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        // The space left under the toolbar; the report keeps its own shape inside it.
        <Box
          ref={fullscreenRef}
          bg="var(--mantine-color-body)"
          style={{
            flex: 1,
            minHeight: 0,
            position: expanded ? 'fixed' : 'relative',
            inset: expanded ? 0 : undefined,
            zIndex: expanded ? 400 : undefined,
            display: 'flex',
            flexDirection: 'column',
            borderRadius: fullscreen ? 0 : 'var(--mantine-radius-lg)',
            overflow: 'hidden',
            border: fullscreen ? undefined : '1px solid var(--mantine-color-default-border)',
          }}
          data-testid="report-frame"
          data-fullscreen={fullscreen ? (expanded ? 'expanded' : 'browser') : undefined}
        >
          <ReportFrame
            key={reloadKey}
            reportId={id}
            kind={kind}
            editing={editing}
            reloadSignal={powerBiReloads}
            onInfo={setInfo}
            onPageChange={onPageChange}
            onShown={reportShown}
          />
          {watermark && <Watermark text={watermark} />}
        </Box>
      )}
    </Stack>
  );
}
