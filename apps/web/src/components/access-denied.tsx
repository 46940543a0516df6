import { Button, EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalog } from '../lib/i18n';
import { usePageTitle } from '../lib/use-page-title';

/** Shown inside the layout when the profile (or the company's hidden menu) does not allow a page. */
export function AccessDenied() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('access.deniedTitle'));
  return (
    <Paper withBorder radius="lg" p="xl" mt="xl" maw={640} mx="auto">
      <EmptyState
        icon={<IconLock size={28} />}
        variant="light"
        color="red"
        title={catalog('permission_denied_page')}
        description={t('access.deniedHint')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/" variant="light">
            {t('common.actions.goHome')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
