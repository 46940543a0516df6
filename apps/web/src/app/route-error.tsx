import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';
import { useCatalog } from '../lib/i18n';

/** Last-resort page when a screen fails to load or render (for example an outdated chunk). */
export function RouteError() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  return (
    <StatusPage
      icon={IconAlertTriangle}
      color="red"
      title={catalog('unexpected_error')}
      description={t('errors.unexpectedText')}
      actions={
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t('common.actions.reload')}
        </Button>
      }
    />
  );
}
