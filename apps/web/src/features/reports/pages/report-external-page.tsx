import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { reportViewRoutes } from '@mirante/contracts';
import { IconArrowLeft, IconCheck, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { fetchOperatorReportEmbed } from '../../../components/report-embed';
import { api } from '../../../lib/api';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePageViewTracker } from '../components/page-view-tracker';

/**
 * Opens the link in a new tab cut off from this page (no `opener`), and tells whether the browser
 * let it open. `noopener` in the features would cut it off too, but then `window.open` answers
 * null even when the tab opened, and a blocked tab could not be told from an opened one.
 */
function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  // Before the link's page loads: it never sees this one.
  tab.opener = null;
  return true;
}

/** What became of the automatic attempt to open the link. */
type Attempt = 'pending' | 'opened' | 'blocked';

/**
 * `:id/reports/external`: an external-link report opens in a new tab (or by the button). The
 * operator opens any unit's it reaches this way too, without its visits counted in the unit.
 */
export function ReportExternalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const operator = useCachedUser()?.perfil_usuario === 'a2m';
  const embed = useQuery({
    queryKey: ['reports', 'embed', id, operator ? 'operator' : 'unit'],
    queryFn: () =>
      operator ? fetchOperatorReportEmbed(id) : api.call(reportViewRoutes.embed, { body: { reportId: id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    gcTime: 0,
  });
  const data = embed.data;
  const url = data && data.status === 'ready' && data.kind === 'external' ? data.url : null;
  const title = data?.report.title ?? '';
  usePageTitle(title || t('reports.external.pageTitle'));
  const tracker = usePageViewTracker(id, url !== null && !operator);
  const [attempt, setAttempt] = useState<Attempt>('pending');
  const tried = useRef(false);

  useEffect(() => {
    // The operator's own screen for other kinds is the report's management view.
    if (data?.status === 'ready' && data.kind !== 'external')
      navigate(operator ? `/${id}/management/view` : `/${id}/reports/view`, { replace: true });
  }, [data, id, navigate, operator]);

  function open() {
    if (!url) return;
    const opened = openInNewTab(url);
    if (opened && !operator) tracker.pageShown(null, null);
    setAttempt(opened ? 'opened' : 'blocked');
  }

  // One automatic attempt; then the button opens it (again).
  useEffect(() => {
    if (!url || tried.current) return;
    tried.current = true;
    open();
  }, [url]);

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
          {t('common.actions.back')}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="xl">
        {embed.isPending ? (
          <Stack>
            <Skeleton h={28} w="60%" />
            <Skeleton h={14} w="80%" />
          </Stack>
        ) : embed.isError ? (
          <QueryErrorAlert
            title={t('reports.viewer.errorTitle')}
            error={embed.error}
            onRetry={() => void embed.refetch()}
          />
        ) : (
          <Stack align="center" gap="md" py="lg">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconExternalLink size={28} />
            </ThemeIcon>
            <Title order={1} fz={24} ta="center">
              {title}
            </Title>
            {data?.report.description && (
              <Text c="dimmed" ta="center">
                {data.report.description}
              </Text>
            )}
            {attempt === 'pending' && (
              <Text size="sm" c="dimmed" ta="center">
                {t('reports.external.hint')}
              </Text>
            )}
            {attempt === 'opened' && (
              <Alert color="teal" variant="light" role="status" icon={<IconCheck size={18} />}>
                {t('reports.external.opened')}
              </Alert>
            )}
            {attempt === 'blocked' && (
              <Alert color="yellow" variant="light" role="status">
                {t('reports.external.blocked')}
              </Alert>
            )}
            {url && (
              <Button
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant={attempt === 'opened' ? 'light' : 'filled'}
                leftSection={<IconExternalLink size={18} />}
                onClick={() => {
                  if (!operator) tracker.pageShown(null, null);
                  setAttempt('opened');
                }}
              >
                {attempt === 'opened' ? t('reports.external.openAgain') : t('reports.external.open')}
              </Button>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
