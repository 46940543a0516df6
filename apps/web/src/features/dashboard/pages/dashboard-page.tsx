import {
  Box,
  Button,
  EmptyState,
  em,
  Group,
  Paper,
  px,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { TReportCard } from '@mirante/contracts';
import { type Icon, IconChartBar, IconClock, IconHome, IconSparkles, IconStar } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/list';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatDate } from '../../../lib/format';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { dashboardListsReports, useDashboard } from '../api/dashboard-api';
import { HomePageModal } from '../components/home-page-modal';

/**
 * How the dashboard draws its report lists: the reports' cards, handed in by the app layer (the
 * route composes the two features), so the dashboard knows no other feature.
 */
export interface DashboardCards {
  /** `rows`: a compact list of rows rather than a grid of cards (on a phone). */
  Grid: ComponentType<{
    reports: TReportCard[];
    footer?: (report: TReportCard) => ReactNode;
    rows?: boolean;
  }>;
  Skeletons: ComponentType<{ count?: number; rows?: boolean }>;
}

/**
 * Whether the screen is narrower than Mantine's `sm` breakpoint (a phone), known at the first
 * render so the page is not drawn once as a grid and then again as rows.
 */
function usePhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${em((px(theme.breakpoints.sm) as number) - 0.1)})`, undefined, {
    getInitialValueInEffect: false,
  });
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

interface ReportsSectionProps {
  title: string;
  icon: Icon;
  /** The section's reports; undefined while they load. */
  reports: TReportCard[] | undefined;
  /** What an empty section says, under the section's icon unless another is given. */
  empty: { title: string; description: string; icon?: Icon };
  cards: DashboardCards;
  footer?: (report: TReportCard) => ReactNode;
  /** Rows instead of cards (on a phone). */
  rows: boolean;
}

/** One list of the dashboard: skeleton cards while loading, its empty state, or the cards. */
function ReportsSection({
  title,
  icon: SectionIcon,
  reports,
  empty,
  cards,
  footer,
  rows,
}: ReportsSectionProps) {
  const EmptyIcon = empty.icon ?? SectionIcon;
  return (
    <Section title={title} icon={<SectionIcon size={20} aria-hidden="true" />}>
      {!reports ? (
        <cards.Skeletons count={rows ? 3 : 4} rows={rows} />
      ) : reports.length === 0 ? (
        <Empty icon={<EmptyIcon size={26} />} title={empty.title} description={empty.description} />
      ) : (
        <cards.Grid reports={reports} footer={footer} rows={rows} />
      )}
    </Section>
  );
}

/** Home of admin, partner and user profiles: latest reports, favorites and recently viewed. */
export function DashboardPage({ cards }: { cards: DashboardCards }) {
  const { t } = useTranslation();
  const user = useCachedUser();
  usePageTitle(t('dashboard.pageTitle'));
  const firstName = user?.name.split(/\s+/)[0] ?? '';
  // A partner works above the units: its reports are those of the unit it switches into.
  const unitless = !!user && !dashboardListsReports(user.perfil_usuario);
  const dashboard = useDashboard(!unitless);
  const [homeOpened, home] = useDisclosure(false);
  // On a phone the person's own lists come first, as rows: what they starred and what they
  // opened last are what they came for; the unit's latest additions follow.
  const phone = usePhone();
  const data = dashboard.data;

  const latest = (
    <ReportsSection
      key="latest"
      title={t('dashboard.latest')}
      icon={IconSparkles}
      reports={data?.latest}
      empty={{
        icon: IconChartBar,
        title: t('dashboard.emptyTitle'),
        description: t('dashboard.emptyDescription'),
      }}
      cards={cards}
      rows={phone}
    />
  );
  const favorites = (
    <ReportsSection
      key="favorites"
      title={t('dashboard.favorites')}
      icon={IconStar}
      reports={data?.favorites}
      empty={{ title: t('dashboard.noFavoritesTitle'), description: t('dashboard.noFavorites') }}
      cards={cards}
      rows={phone}
    />
  );
  const recent = (
    <ReportsSection
      key="recent"
      title={t('dashboard.recent')}
      icon={IconClock}
      reports={data?.recent}
      empty={{ title: t('dashboard.noRecentTitle'), description: t('dashboard.noRecent') }}
      cards={cards}
      rows={phone}
      footer={(report) =>
        'viewed_at' in report ? (
          <Text size="xs" c="dimmed">
            {t('dashboard.viewedAt', {
              date: formatDate(String(report.viewed_at), 'datetime'),
            })}
          </Text>
        ) : null
      }
    />
  );

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <PageHeader
        title={t('dashboard.greeting', { name: firstName })}
        description={t('dashboard.subtitle')}
        actions={
          !unitless && (
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
          )
        }
      />

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
      ) : phone ? (
        [favorites, recent, latest]
      ) : (
        [latest, favorites, recent]
      )}
      <HomePageModal opened={homeOpened} onClose={home.close} />
    </Stack>
  );
}
