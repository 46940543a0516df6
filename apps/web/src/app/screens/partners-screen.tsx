import { useTranslation } from 'react-i18next';
import { FaqManager } from '../../features/faq/components/faq-manager';
import { PartnersPage } from '../../features/partners/pages/partners-page';

/** `partners`: the operator's partners, and the platform's FAQ that every partner's units read. */
export function PartnersScreen() {
  const { t } = useTranslation();
  return <PartnersPage platformFaq={<FaqManager description={t('faq.manage.platformSubtitle')} />} />;
}
