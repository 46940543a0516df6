import { Button, Group, Select, TextInput } from '@mantine/core';
import { TICKET_PRIORITIES, type TicketPriority, type TTicketDetail } from '@mirante/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/list';
import { useUpdateTicket } from '../api/help-desk-api';

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input reads it. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The support side sets the priority and the estimated solution date and time. */
export function TicketEdit({ ticket }: { ticket: TTicketDetail }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const update = useUpdateTicket();
  const [priority, setPriority] = useState<TicketPriority>(ticket.priority);
  const [estimate, setEstimate] = useState(localInput(ticket.estimated_at));

  useEffect(() => {
    setPriority(ticket.priority);
    setEstimate(localInput(ticket.estimated_at));
  }, [ticket.priority, ticket.estimated_at]);

  function save() {
    const estimated_at = estimate ? new Date(estimate).toISOString() : null;
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
      <TextInput
        type="datetime-local"
        label={t('helpDesk.fields.estimated_at')}
        value={estimate}
        onChange={(event) => setEstimate(event.currentTarget.value)}
      />
      <Button variant="default" loading={update.isPending} onClick={save}>
        {t('common.actions.save')}
      </Button>
    </Group>
  );
}
