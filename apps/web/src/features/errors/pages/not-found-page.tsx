import { Button } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { useCatalog } from '../../../lib/i18n';

/** The catch-all page inside the layout (visitors without a session are sent to sign-in first). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  return (
    <StatusPage
      inLayout
      icon={IconMapPinQuestion}
      color="gray"
      title={catalog('route_not_found')}
      description={t('errors.notFoundText')}
      actions={
        <Button component={Link} to="/">
          {t('common.actions.goHome')}
        </Button>
      }
    />
  );
}
