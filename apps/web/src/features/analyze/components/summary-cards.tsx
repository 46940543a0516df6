import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TAnalyzeSummary } from '@mirante/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

function Card({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="xl" fw={700}>
          {value}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The period's totals and the seats: views, users active in 7/30/90 days, reports never opened. */
export function SummaryCards({ summary }: { summary: TAnalyzeSummary | undefined }) {
  const { t, i18n } = useTranslation();
  if (!summary) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const n = (value: number) => formatNumber(value, i18n.language);
  const active = (idle: number) => n(summary.users - idle);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <Card
        testId="analyze-views"
        label={t('analyze.cards.views')}
        value={n(summary.views)}
        detail={t('analyze.cards.anonymousViews', { count: summary.anonymous_views })}
      />
      <Card
        testId="analyze-viewers"
        label={
          summary.report_viewers === null ? t('analyze.cards.viewerDays') : t('analyze.cards.reportViewers')
        }
        value={n(summary.report_viewers ?? summary.viewer_days)}
      />
      <Card
        testId="analyze-users"
        label={t('analyze.cards.users')}
        value={n(summary.users)}
        detail={
          <>
            {t('analyze.cards.active', { days: 7 })}: {active(summary.inactive.d7)} ·{' '}
            {t('analyze.cards.active', { days: 30 })}: {active(summary.inactive.d30)} ·{' '}
            {t('analyze.cards.active', { days: 90 })}: {active(summary.inactive.d90)} ·{' '}
            {t('analyze.cards.neverSignedIn')}: {n(summary.inactive.never_signed_in)}
          </>
        }
      />
      <Card
        testId="analyze-reports"
        label={t('analyze.cards.reports')}
        value={n(summary.reports)}
        detail={`${t('analyze.cards.neverOpened')}: ${n(summary.reports_never_opened)}`}
      />
    </SimpleGrid>
  );
}
