import { Button } from '@mantine/core';
import { IconAppWindow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';

/** The browser blocked a window the app opened (single sign-on, reports in a new window). */
export function PopupBlockedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={IconAppWindow}
      color="orange"
      title={t('errors.popupTitle')}
      description={t('errors.popupText')}
      actions={
        <Button variant="light" onClick={() => window.history.back()}>
          {t('common.actions.back')}
        </Button>
      }
    />
  );
}
