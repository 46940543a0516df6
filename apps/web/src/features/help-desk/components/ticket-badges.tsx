import { Badge } from '@mantine/core';
import type { TicketPriority, TicketStatus } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';

const STATUS_COLORS: Record<TicketStatus, string> = { open: 'blue', ongoing: 'yellow', solved: 'teal' };
const PRIORITY_COLORS: Record<TicketPriority, string> = { high: 'red', normal: 'gray', low: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={STATUS_COLORS[status]} variant="light" radius="xl" data-testid="ticket-status">
      {t(`helpDesk.status.${status}`)}
    </StatusBadge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation();
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant={priority === 'high' ? 'filled' : 'outline'}>
      {t(`helpDesk.priority.${priority}`)}
    </Badge>
  );
}
