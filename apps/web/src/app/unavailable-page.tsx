import { Button } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { StatusPage } from '../components/status-page';
import type { RouteHandle } from './router';

/** The route names this page stands in for, with the key of each area's title. */
const TITLES = {
  notifications: 'notifications',
  auto_actions: 'auto_actions',
  'azure/saml': 'azure_saml',
  analyze: 'analyze',
  help_desk: 'help_desk',
  'help_desk/:id': 'help_desk_ticket',
  faq: 'faq',
} as const;

/**
 * A route of the profile's set whose area is not offered yet: its name and a plain statement,
 * rather than "page not found" for an address the menu's profile is meant to have.
 */
export function UnavailablePage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const entry = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.entry;
  const key = entry && entry.name in TITLES ? TITLES[entry.name as keyof typeof TITLES] : undefined;
  return (
    <StatusPage
      inLayout
      icon={IconTools}
      color="gray"
      title={key ? t(`unavailable.titles.${key}`) : t('unavailable.text')}
      description={t('unavailable.text')}
      actions={
        <Button component={Link} to="/">
          {t('common.actions.goHome')}
        </Button>
      }
    />
  );
}
