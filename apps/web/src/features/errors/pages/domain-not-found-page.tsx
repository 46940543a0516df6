import { IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { useCatalog } from '../../../lib/i18n';

/** The address does not belong to any business unit (unknown custom domain or subdomain). */
export function DomainNotFoundPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  return (
    <StatusPage
      icon={IconWorldOff}
      color="orange"
      title={t('errors.domainTitle')}
      lead={catalog('domain_not_allowed')}
      description={t('errors.domainText')}
    />
  );
}
