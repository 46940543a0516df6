import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TicketsBrowser } from './tickets-browser';

export interface PartnerTicketsModalProps {
  /** The partner whose units' tickets are shown; `null` closes the dialog. */
  partner: { id: number; name: string } | null;
  onClose: () => void;
}

/** The operator's view of one partner's help desk: its units' tickets, each opening its page. */
export function PartnerTicketsModal({ partner, onClose }: PartnerTicketsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={partner !== null}
      onClose={onClose}
      size="xl"
      title={partner ? t('helpDesk.partnerTickets', { name: partner.name }) : ''}
    >
      {partner ? (
        <Stack gap="md">
          <TicketsBrowser withUnit partnerId={partner.id} />
        </Stack>
      ) : null}
    </Modal>
  );
}
