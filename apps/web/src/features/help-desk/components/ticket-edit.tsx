import { Button, Group, Select } from '@mantine/core';
import { TICKET_PRIORITIES, type TicketPriority, type TTicketDetail } from '@mirante/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput, isoToLocalDateTime, localDateTimeToIso } from '../../../components/date-time-input';
import { useNotices } from '../../../components/list';
import { useCatalog } from '../../../lib/i18n';
import { useUpdateTicket } from '../api/help-desk-api';

/** The support side sets the priority and the estimated solution date and time. */
export function TicketEdit({ ticket }: { ticket: TTicketDetail }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const update = useUpdateTicket();
  const [priority, setPriority] = useState<TicketPriority>(ticket.priority);
  const [estimate, setEstimate] = useState(isoToLocalDateTime(ticket.estimated_at));
  const [estimateError, setEstimateError] = useState<string | null>(null);
  const catalog = useCatalog();

  useEffect(() => {
    setPriority(ticket.priority);
    setEstimate(isoToLocalDateTime(ticket.estimated_at));
  }, [ticket.priority, ticket.estimated_at]);

  function save() {
    const estimated_at = estimate ? localDateTimeToIso(estimate) : null;
    // A day or time that does not exist is said on the field, and nothing is sent.
    if (estimate && !estimated_at) {
      setEstimateError(catalog('field_invalid', { name: t('helpDesk.fields.estimated_at') }));
      return;
    }
    setEstimateError(null);
    void notices.run(
      () => update.mutateAsync({ id: ticket.id, input: { priority, estimated_at } }),
      t('helpDesk.ticket.saved'),
    );
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('helpDesk.fields.priority')}
        allowDeselect={false}
        w={160}
        value={priority}
        onChange={(value) => value && setPriority(value as TicketPriority)}
        data={TICKET_PRIORITIES.map((value) => ({ value, label: t(`helpDesk.priority.${value}`) }))}
      />
      <DateTimeInput
        label={t('helpDesk.fields.estimated_at')}
        value={estimate}
        onChange={(value) => {
          setEstimate(value);
          setEstimateError(null);
        }}
        error={estimateError}
      />
      <Button variant="default" loading={update.isPending} onClick={save}>
        {t('common.actions.save')}
      </Button>
    </Group>
  );
}
