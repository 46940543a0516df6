import { EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';

/** Home of admin, partner and user profiles. Reports are not published yet, and it says so. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCachedUser();
  usePageTitle(t('dashboard.pageTitle'));
  const firstName = user?.name.split(/\s+/)[0] ?? '';

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('dashboard.greeting', { name: firstName })}
        </Title>
        <Text c="dimmed">{t('dashboard.subtitle')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <EmptyState
          icon={<IconChartBar size={30} />}
          variant="light"
          size="lg"
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyDescription')}
        />
      </Paper>
    </Stack>
  );
}
