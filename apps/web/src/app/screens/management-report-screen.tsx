import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmbedLinksPanel } from '../../features/embed-links/components/embed-links-panel';
import { ManagementReportPage } from '../../features/reports/pages/management-report-page';
import { useStoredConfig } from '../../lib/storage';

/**
 * `management/report`: the unit's reports and groups, and, when the unit embeds reports
 * (enable_embedded), its embed links across reports (to revoke or renew several at once).
 */
export function ManagementReportScreen() {
  const { t } = useTranslation();
  const config = useStoredConfig();
  const embedding = (config as { enable_embedded?: unknown }).enable_embedded === 'S';
  return (
    <ManagementReportPage
      extraTabs={
        embedding
          ? [{ value: 'embed_links', label: t('embedLinks.tab'), icon: IconLink, panel: <EmbedLinksPanel /> }]
          : []
      }
    />
  );
}
