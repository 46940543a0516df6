import { Button, Group, Menu, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ANALYZE_EXPORTS, type AnalyzeExport } from '@mirante/contracts';
import {
  IconBuildingStore,
  IconChevronDown,
  IconDownload,
  IconFileAnalytics,
  IconServer,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, PageTabs } from '../../../components/list';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { useTabParam } from '../../../lib/list';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { type AnalyzeFilters, downloadAnalyzeCsv, useAnalyzeSummary } from '../api/analyze-api';
import { AnalyzeFiltersBar, type Preset, presetPeriod } from '../components/analyze-filters';
import { CapacitiesTable, ReportsTable, UnitsTable, UsersTable } from '../components/analyze-tables';
import { SummaryCards } from '../components/summary-cards';

// The chart library is loaded only once a chart is on screen.
const ViewsChart = lazy(() => import('../components/views-chart').then((m) => ({ default: m.ViewsChart })));

const TABS = ['units', 'reports', 'users', 'capacities'] as const;

/** `analyze`: usage of the units in reach, for a partner (its units) or the operator (every partner's). */
export function AnalyzePage() {
  const { t } = useTranslation();
  usePageTitle(t('analyze.pageTitle'));
  const user = useCachedUser();
  const operator = user?.perfil_usuario === 'a2m';
  const [preset, setPreset] = useState<Preset>('30');
  const [filters, setFilters] = useState<AnalyzeFilters>(() => ({
    ...presetPeriod(30),
    partnerId: null,
    companyId: null,
    reportId: null,
  }));
  const [tab, setTab] = useTabParam(TABS);
  const summary = useAnalyzeSummary(filters);
  const narrowed = !operator || filters.partnerId !== null || filters.companyId !== null;

  const choosePreset = (next: Preset) => {
    setPreset(next);
    if (next !== 'custom') setFilters((f) => ({ ...f, ...presetPeriod(Number(next)) }));
  };

  const exportCsv = async (kind: AnalyzeExport) => {
    try {
      await downloadAnalyzeCsv(kind, filters);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('analyze.exportFailed'),
        message: isApiError(error) ? error.message : '',
        autoClose: 10_000,
      });
    }
  };
  const exportable = ANALYZE_EXPORTS.filter((kind) => narrowed || (kind !== 'reports' && kind !== 'users'));

  return (
    <ListPage
      title={t('analyze.title')}
      description={t('analyze.subtitle')}
      actions={
        <Menu position="bottom-end">
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              rightSection={<IconChevronDown size={14} />}
            >
              {t('analyze.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {exportable.map((kind) => (
              <Menu.Item key={kind} onClick={() => void exportCsv(kind)}>
                {kind === 'days' ? t('analyze.chart.title') : t(`analyze.tabs.${kind}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      }
    >
      <AnalyzeFiltersBar
        filters={filters}
        preset={preset}
        onPreset={choosePreset}
        onChange={setFilters}
        operator={operator}
      />
      {summary.isError ? (
        <Paper withBorder radius="md">
          <QueryErrorAlert
            title={t('analyze.errorTitle')}
            error={summary.error}
            onRetry={() => summary.refetch()}
          />
        </Paper>
      ) : (
        <>
          <SummaryCards summary={summary.data} />
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  {t('analyze.chart.title')}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('analyze.pending')}
                </Text>
              </Group>
              {!summary.data ? (
                <Skeleton height={260} />
              ) : summary.data.days.length === 0 ? (
                <Text c="dimmed" ta="center" py="xl">
                  {t('analyze.chart.empty')}
                </Text>
              ) : (
                <Suspense fallback={<Skeleton height={260} />}>
                  <ViewsChart days={summary.data.days} from={filters.from} to={filters.to} />
                </Suspense>
              )}
            </Stack>
          </Paper>
        </>
      )}
      <PageTabs
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'units',
            label: t('analyze.tabs.units'),
            icon: IconBuildingStore,
            panel: <UnitsTable filters={filters} />,
          },
          {
            value: 'reports',
            label: t('analyze.tabs.reports'),
            icon: IconFileAnalytics,
            panel: <ReportsTable filters={filters} narrowed={narrowed} />,
          },
          {
            value: 'users',
            label: t('analyze.tabs.users'),
            icon: IconUsers,
            panel: <UsersTable filters={filters} narrowed={narrowed} />,
          },
          {
            value: 'capacities',
            label: t('analyze.tabs.capacities'),
            icon: IconServer,
            panel: <CapacitiesTable filters={filters} />,
          },
        ]}
      />
    </ListPage>
  );
}
