import { Box, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TReportCard } from '@mirante/contracts';
import { IconChartBar, IconClock, IconHome, IconSparkles, IconStar } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatDate } from '../../../lib/format';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDashboard } from '../api/dashboard-api';
import { HomePageModal } from '../components/home-page-modal';

/**
 * How the dashboard draws its report lists: the reports' cards, handed in by the app layer (the
 * route composes the two features), so the dashboard knows no other feature.
 */
export interface DashboardCards {
  Grid: ComponentType<{ reports: TReportCard[]; footer?: (report: TReportCard) => ReactNode }>;
  Skeletons: ComponentType<{ count?: number }>;
}

function Section({
  title,
  icon,
  children,
  action,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `dashboard-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between">
        <Group gap="xs">
          {icon}
          <Title order={2} fz={20} id={id}>
            {title}
          </Title>
        </Group>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function Empty({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <Paper withBorder radius="lg">
      <Box py={32} px="xl">
        <EmptyState icon={icon} withIndicatorBackground title={title} description={description} />
      </Box>
    </Paper>
  );
}

/** Home of admin, partner and user profiles: latest reports, favorites and recently viewed. */
export function DashboardPage({ cards: { Grid: Cards, Skeletons } }: { cards: DashboardCards }) {
  const { t } = useTranslation();
  const user = useCachedUser();
  usePageTitle(t('dashboard.pageTitle'));
  const firstName = user?.name.split(/\s+/)[0] ?? '';
  // A partner works above the units: its reports are those of the unit it switches into.
  const unitless = user?.perfil_usuario === 'master';
  const dashboard = useDashboard(!unitless);
  const [homeOpened, home] = useDisclosure(false);
  const data = dashboard.data;

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('dashboard.greeting', { name: firstName })}
          </Title>
          <Text c="dimmed">{t('dashboard.subtitle')}</Text>
        </Stack>
        {!unitless && (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconHome size={18} />} onClick={home.open}>
              {t('dashboard.homePage.open')}
            </Button>
            <Button
              component={Link}
              to="/all/reports"
              variant="light"
              leftSection={<IconChartBar size={18} />}
            >
              {t('dashboard.allReports')}
            </Button>
          </Group>
        )}
      </Group>

      {unitless ? (
        <Empty
          icon={<IconChartBar size={26} />}
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.partnerHint')}
        />
      ) : dashboard.isError && !data ? (
        <Paper withBorder radius="lg">
          <QueryErrorAlert
            title={t('dashboard.error')}
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
          />
        </Paper>
      ) : (
        <>
          <Section title={t('dashboard.latest')} icon={<IconSparkles size={20} aria-hidden="true" />}>
            {!data ? (
              <Skeletons count={4} />
            ) : data.latest.length === 0 ? (
              <Empty
                icon={<IconChartBar size={26} />}
                title={t('dashboard.emptyTitle')}
                description={t('dashboard.emptyDescription')}
              />
            ) : (
              <Cards reports={data.latest} />
            )}
          </Section>
          <Section title={t('dashboard.favorites')} icon={<IconStar size={20} aria-hidden="true" />}>
            {!data ? (
              <Skeletons count={4} />
            ) : data.favorites.length === 0 ? (
              <Empty
                icon={<IconStar size={26} />}
                title={t('dashboard.noFavoritesTitle')}
                description={t('dashboard.noFavorites')}
              />
            ) : (
              <Cards reports={data.favorites} />
            )}
          </Section>
          <Section title={t('dashboard.recent')} icon={<IconClock size={20} aria-hidden="true" />}>
            {!data ? (
              <Skeletons count={4} />
            ) : data.recent.length === 0 ? (
              <Empty
                icon={<IconClock size={26} />}
                title={t('dashboard.noRecentTitle')}
                description={t('dashboard.noRecent')}
              />
            ) : (
              <Cards
                reports={data.recent}
                footer={(report) =>
                  'viewed_at' in report ? (
                    <Text size="xs" c="dimmed">
                      {t('dashboard.viewedAt', {
                        date: formatDate(String(report.viewed_at), 'DD/MM/YYYY HH:mm'),
                      })}
                    </Text>
                  ) : null
                }
              />
            )}
          </Section>
        </>
      )}
      <HomePageModal opened={homeOpened} onClose={home.close} />
    </Stack>
  );
}
