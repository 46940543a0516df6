import { ActionIcon, Badge, Box, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ReportEmbed } from '../../../components/report-embed';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorReport } from '../api/reports-api';
import { ReportStatusBadge } from '../components/managed-reports-columns';

/**
 * `:id/management/view` for the operator: a report of any unit it reaches (as its report list
 * shows them), with its unit and partner, shown read-only as the unit shows it.
 */
export function OperatorReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const report = useOperatorReport(id);
  const data = report.data;
  usePageTitle(data?.title || t('reports.viewer.pageTitle'));

  if (report.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('common.states.loading')}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={480} radius="lg" />
      </Stack>
    );
  }
  if (report.isError || !data) {
    return (
      <Stack gap="md">
        <Title order={1} fz={22}>
          {t('reports.viewer.pageTitle')}
        </Title>
        <Paper withBorder radius="lg">
          <QueryErrorAlert
            title={t('reports.viewer.errorTitle')}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" h="100%">
      <Group justify="space-between" wrap="nowrap" gap="sm">
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
          <Stack gap={0} miw={0}>
            <Title order={1} fz={22} lineClamp={1}>
              {data.title}
            </Title>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {t('reports.operator.viewedIn', { unit: data.company_name, partner: data.partner_name ?? '—' })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color="gray">
            {t(`reports.kinds.${data.kind}`)}
          </Badge>
          <ReportStatusBadge
            status={data.hidden ? 'hidden' : data.in_maintenance ? 'maintenance' : 'active'}
          />
        </Group>
      </Group>
      <Box
        pos="relative"
        w="100%"
        bg="var(--mantine-color-body)"
        style={{
          flex: 1,
          minHeight: 'calc(100dvh - 180px)',
          borderRadius: 'var(--mantine-radius-lg)',
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-default-border)',
        }}
        data-testid="report-frame"
      >
        <ReportEmbed reportId={data.id} source="operator" expectPowerBi={data.kind === 'powerbi'} />
      </Box>
    </Stack>
  );
}
