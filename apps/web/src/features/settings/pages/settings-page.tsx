import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompanySettings } from '../api/settings';
import { CompanySettingsForm } from '../components/company-settings-form';
import { PersonalSettings } from '../components/personal-settings';

/** setting: the unit's configuration for its admin; personal settings for everyone else. */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.pageTitle'));
  const user = useCachedUser();
  const isAdmin = user?.perfil_usuario === 'admin';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          {t('settings.pageTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {isAdmin ? t('settings.subtitleAdmin') : t('settings.subtitlePersonal')}
        </Text>
      </div>
      {isAdmin ? <CompanySettings /> : <PersonalSettings />}
    </Stack>
  );
}

function CompanySettings() {
  const { t } = useTranslation();
  const settings = useCompanySettings();
  if (settings.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('settings.loading')} />
      </Group>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('settings.loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <CompanySettingsForm settings={settings.data} />;
}
