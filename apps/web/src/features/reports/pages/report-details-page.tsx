import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Grid,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconEye, IconUser, IconUsersGroup, IconX } from '@tabler/icons-react';
import type { TReport } from '@mirante/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReport, useReportAccess } from '../api/reports-api';
import { reportPath, storageUrl } from '../components/report-card';

function Flag({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return on ? (
    <Group gap={4} c="teal.9">
      <IconCheck size={16} aria-hidden="true" />
      <Text size="sm">{t('common.answers.yes')}</Text>
    </Group>
  ) : (
    <Group gap={4} c="dimmed">
      <IconX size={16} aria-hidden="true" />
      <Text size="sm">{t('common.answers.no')}</Text>
    </Group>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="45%" fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/**
 * `:id/management/view`: a report's settings and who may open it; `extra` adds sections of
 * other areas below them (the screen composing this page hands them in).
 */
export function ReportDetailsPage({ extra }: { extra?: (report: TReport) => ReactNode } = {}) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useReport(id);
  const report = query.data?.data;
  const manage = query.data?.policies.manage ?? false;
  const access = useReportAccess(manage && report ? id : null);
  usePageTitle(report?.title ?? t('reports.details.pageTitle'));
  const label = (field: string) => t(`reports.fields.${field}` as 'reports.fields.title');

  if (query.isPending) {
    return (
      <Stack gap="md" maw={1200} mx="auto" aria-busy="true">
        <Skeleton h={32} w="40%" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  }
  if (query.isError || !report) {
    return (
      <Paper withBorder radius="lg" maw={1200} mx="auto">
        <QueryErrorAlert
          title={t('reports.details.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Breadcrumbs>
        <Anchor component={Link} to="/management/report" size="sm">
          {t('reports.manage.title')}
        </Anchor>
        <Text size="sm">{report.title}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {report.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t(`reports.kinds.${report.kind}`)}</Badge>
            {report.hidden && (
              <Badge variant="light" color="gray">
                {t('reports.manage.hiddenBadge')}
              </Badge>
            )}
            {report.in_maintenance && (
              <Badge variant="light" color="orange">
                {t('reports.maintenance.badge')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button component={Link} to={reportPath(report)} leftSection={<IconEye size={18} />}>
          {t('reports.manage.open')}
        </Button>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p="md">
            <Title order={2} fz={18} mb="sm">
              {t('reports.details.settings')}
            </Title>
            {report.cover && (
              <Image src={storageUrl(report.cover)} h={140} radius="md" fit="cover" alt="" mb="sm" />
            )}
            <Table>
              <Table.Tbody>
                <Row label={label('description')}>{report.description || '—'}</Row>
                <Row label={label('group_id')}>
                  {[report.group_name, report.subgroup_name].filter(Boolean).join(' / ') || '—'}
                </Row>
                {report.kind === 'external' && <Row label={label('external_url')}>{report.external_url}</Row>}
                {report.kind === 'powerbi' && (
                  <Row label={t('reports.details.providerReport')}>{report.provider_report_id}</Row>
                )}
                <Row label={label('filter_mode')}>{t(`reports.filterModes.${report.filter_mode}`)}</Row>
                <Row label={label('ignore_rls')}>
                  <Flag on={report.ignore_rls} />
                </Row>
                <Row label={label('side_filter')}>
                  <Flag on={report.side_filter} />
                </Row>
                <Row label={label('nav_panel')}>
                  <Flag on={report.nav_panel} />
                </Row>
                <Row label={label('show_hidden_pages')}>
                  <Flag on={report.show_hidden_pages} />
                </Row>
                <Row label={label('show_on_catalog')}>
                  <Flag on={report.show_on_catalog} />
                </Row>
                {report.show_on_catalog && (
                  <Row label={label('catalog_description')}>{report.catalog_description || '—'}</Row>
                )}
                <Row label={label('show_on_app')}>
                  <Flag on={report.show_on_app} />
                </Row>
                <Row label={label('mobile_background')}>
                  <Flag on={report.mobile_background} />
                </Row>
                <Row label={label('resolution')}>{report.resolution || '—'}</Row>
                <Row label={label('orientation')}>{t(`reports.orientations.${report.orientation}`)}</Row>
                <Row label={label('allow_editing')}>
                  <Flag on={report.allow_editing} />
                </Row>
                <Row label={label('visual_headers')}>
                  <Flag on={report.visual_headers} />
                </Row>
                <Row label={label('update_seconds')}>{report.update_seconds || '—'}</Row>
                <Row label={label('show_last_update')}>
                  <Flag on={report.show_last_update} />
                </Row>
                {(report.maintenance_start || report.maintenance) && (
                  <Row label={t('reports.manage.maintenance')}>
                    {report.maintenance
                      ? t('reports.maintenance.now')
                      : `${formatDate(report.maintenance_start ?? '', 'datetime')} – ${formatDate(
                          report.maintenance_end ?? '',
                          'datetime',
                        )}`}
                  </Row>
                )}
                <Row label={t('reports.columns.updatedAt')}>{formatDate(report.updated_at, 'datetime')}</Row>
              </Table.Tbody>
            </Table>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p="md">
            <Title order={2} fz={18} mb="sm">
              {t('reports.details.access')}
            </Title>
            {!manage ? (
              <Text size="sm" c="dimmed">
                {t('reports.details.accessAdminsOnly')}
              </Text>
            ) : access.isPending ? (
              <Skeleton h={60} />
            ) : access.isError ? (
              <QueryErrorAlert
                title={t('reports.access.loadError')}
                error={access.error}
                onRetry={() => void access.refetch()}
              />
            ) : access.data.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('reports.details.noGrants')}
              </Text>
            ) : (
              <Stack gap="xs">
                {access.data.data.map((grant) => (
                  <Group key={grant.id} justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      {grant.grantee === 'user' ? <IconUser size={16} /> : <IconUsersGroup size={16} />}
                      <Stack gap={0}>
                        <Text size="sm" fw={600}>
                          {grant.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {grant.pages
                            ? t('reports.details.pagesCount', { count: grant.pages.length })
                            : t('reports.access.allPages')}
                          {grant.rls_roles.length > 0 && ` · ${grant.rls_roles.join(', ')}`}
                          {grant.filters.length > 0 &&
                            ` · ${t('reports.details.filtersCount', { count: grant.filters.length })}`}
                        </Text>
                      </Stack>
                    </Group>
                    {grant.can_edit && (
                      <Badge size="sm" variant="light">
                        {t('reports.access.canEdit')}
                      </Badge>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      {manage && extra?.(report)}
    </Stack>
  );
}
