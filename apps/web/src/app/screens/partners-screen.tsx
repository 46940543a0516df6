import { PartnerTicketsModal } from '../../features/help-desk/components/partner-tickets-modal';
import { PartnersPage } from '../../features/partners/pages/partners-page';

/** `partners`: the operator's partners, each with its units' help-desk tickets. */
export function PartnersScreen() {
  return <PartnersPage TicketsDialog={PartnerTicketsModal} />;
}
