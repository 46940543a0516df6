import { useTranslation } from 'react-i18next';
import { FaqManager } from '../../features/faq/components/faq-manager';
import { PartnerTicketsModal } from '../../features/help-desk/components/partner-tickets-modal';
import { PartnersPage } from '../../features/partners/pages/partners-page';

/**
 * `partners`: the operator's partners, each with its units' help-desk tickets, and the platform's
 * FAQ that every partner's units read.
 */
export function PartnersScreen() {
  const { t } = useTranslation();
  return (
    <PartnersPage
      TicketsDialog={PartnerTicketsModal}
      platformFaq={<FaqManager description={t('faq.manage.platformSubtitle')} />}
    />
  );
}
