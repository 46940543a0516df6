import { Button } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { useCatalog } from '../../../lib/i18n';

/** Where the app goes when the server answers ip_not_allowed (the session has been ended). */
export function IpNotAllowedPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  return (
    <StatusPage
      icon={IconShieldX}
      color="red"
      title={t('errors.ipTitle')}
      lead={catalog('ip_not_allowed')}
      description={t('errors.ipText')}
      actions={
        <Button component={Link} to="/signin" variant="light">
          {t('common.actions.goToSignin')}
        </Button>
      }
    />
  );
}
