import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TTicketDetail } from '@mirante/contracts';
import { IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/list';
import { useTicketStatus } from '../api/help-desk-api';

/** Take a ticket (support side) or mark it solved, the latter only after a confirmation. */
export function TicketStatusActions({ ticket }: { ticket: TTicketDetail }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const change = useTicketStatus();
  const number = ticket.id;

  function start() {
    void notices.run(
      () => change.mutateAsync({ id: ticket.id, status: 'ongoing' }),
      t('helpDesk.ticket.started', { number }),
    );
  }

  function solve() {
    modals.openConfirmModal({
      title: t('helpDesk.ticket.solveTitle', { number }),
      centered: true,
      children: <Text size="sm">{t('helpDesk.ticket.solveText')}</Text>,
      labels: { confirm: t('helpDesk.ticket.solve'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'teal' },
      onConfirm: () =>
        void notices.run(
          () => change.mutateAsync({ id: ticket.id, status: 'solved' }),
          t('helpDesk.ticket.solved', { number }),
        ),
    });
  }

  if (!ticket.policies.set_ongoing && !ticket.policies.solve) return null;
  return (
    <Group gap="xs">
      {ticket.policies.set_ongoing && (
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} />}
          loading={change.isPending && change.variables?.status === 'ongoing'}
          onClick={start}
        >
          {t('helpDesk.ticket.start')}
        </Button>
      )}
      {ticket.policies.solve && (
        <Button
          color="teal"
          leftSection={<IconCircleCheck size={16} />}
          loading={change.isPending && change.variables?.status === 'solved'}
          onClick={solve}
        >
          {t('helpDesk.ticket.solve')}
        </Button>
      )}
    </Group>
  );
}
