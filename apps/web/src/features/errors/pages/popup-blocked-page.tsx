import { Button, Group } from '@mantine/core';
import { IconAppWindow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { StatusPage } from '../../../components/status-page';

/** A page of the app the blocked window was to show: only paths of this app are offered back. */
function appPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : null;
}

/**
 * The browser blocked a window the app opened (a report popped out, single sign-on). When the
 * window was to show a page of the app, that page can open in this tab instead.
 */
export function PopupBlockedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = appPath((useLocation().state as { from?: unknown } | null)?.from);
  return (
    <StatusPage
      icon={IconAppWindow}
      color="orange"
      title={t('errors.popupTitle')}
      description={t('errors.popupText')}
      actions={
        <Group justify="center">
          {from && (
            <Button onClick={() => navigate(from, { replace: true })}>{t('errors.popupOpenHere')}</Button>
          )}
          <Button variant="light" onClick={() => window.history.back()}>
            {t('common.actions.back')}
          </Button>
        </Group>
      }
    />
  );
}
