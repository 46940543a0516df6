import { Anchor, Group, Select } from '@mantine/core';
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketStatus,
  type TTicketSummary,
} from '@mirante/contracts';
import { IconLifebuoy, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, dateColumn, ListSearch, ListTable, textColumn } from '../../../components/list';
import { useListState } from '../../../lib/list';
import { useTickets } from '../api/help-desk-api';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

function useColumns(withUnit: boolean): Column<TTicketSummary>[] {
  const { t } = useTranslation();
  return [
    textColumn('number', t('helpDesk.columns.number'), (row) => `#${row.id}`, { text: { c: 'dimmed' } }),
    {
      key: 'subject',
      header: t('helpDesk.columns.subject'),
      render: (row) => (
        <Anchor component={Link} to={`/help_desk/${row.id}`} fw={600} size="sm">
          {row.subject}
        </Anchor>
      ),
    },
    textColumn('openedBy', t('helpDesk.columns.openedBy'), (row) => row.opened_by?.name ?? '—'),
    ...(withUnit
      ? [textColumn<TTicketSummary>('unit', t('helpDesk.columns.unit'), (row) => row.company_name)]
      : []),
    {
      key: 'priority',
      header: t('helpDesk.columns.priority'),
      render: (row) => <TicketPriorityBadge priority={row.priority} />,
    },
    {
      key: 'status',
      header: t('helpDesk.columns.status'),
      render: (row) => <TicketStatusBadge status={row.status} />,
    },
    dateColumn('updatedAt', t('helpDesk.columns.updatedAt'), (row) => row.updated_at),
  ];
}

export interface TicketsBrowserProps {
  /** Show each ticket's unit (partners and the operator see several units). */
  withUnit: boolean;
  /** Keep the page and the search in the address (the `help_desk` screen), else in the component. */
  inAddress?: boolean;
  /** Only the units of this partner (the operator's partners list). */
  partnerId?: number;
  /** Hears whether the caller may open tickets, from each answer (the screen's add button). */
  onCanCreate?: (canCreate: boolean) => void;
}

/** Tickets in the caller's reach: status and priority filters, search, pages; each opens its page. */
export function TicketsBrowser({ withUnit, inAddress = false, partnerId, onCanCreate }: TicketsBrowserProps) {
  const { t } = useTranslation();
  const columns = useColumns(withUnit);
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [priority, setPriority] = useState<TicketPriority | null>(null);
  const list = useListState({ key: inAddress ? 'url' : undefined, filters: [status, priority] });
  const query = useTickets({ page: list.page, search: list.search, status, priority, partnerId });
  const filtered = Boolean(list.search || status || priority);
  const canCreate = query.data?.policies.can_create;
  useEffect(() => {
    if (canCreate !== undefined) onCanCreate?.(canCreate);
  }, [canCreate, onCanCreate]);

  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="md" align="flex-end">
        <Group gap="sm" wrap="wrap">
          <Select
            label={t('helpDesk.filters.status')}
            placeholder={t('helpDesk.filters.all')}
            clearable
            w={180}
            value={status}
            onChange={(value) => setStatus(value as TicketStatus | null)}
            data={TICKET_STATUSES.map((value) => ({ value, label: t(`helpDesk.status.${value}`) }))}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('helpDesk.filters.priority')}
            placeholder={t('helpDesk.filters.all')}
            clearable
            w={180}
            value={priority}
            onChange={(value) => setPriority(value as TicketPriority | null)}
            data={TICKET_PRIORITIES.map((value) => ({ value, label: t(`helpDesk.priority.${value}`) }))}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <ListSearch
          state={list}
          label={t('helpDesk.search')}
          placeholder={t('helpDesk.searchPlaceholder')}
          clearLabel={t('helpDesk.clearSearch')}
          busy={query.isFetching && Boolean(query.data)}
        />
      </Group>

      <ListTable
        query={query}
        list={list}
        errorTitle={t('helpDesk.errorTitle')}
        empty={{
          icon: filtered ? <IconSearch size={28} /> : <IconLifebuoy size={28} />,
          description: filtered ? t('helpDesk.emptySearch') : t('helpDesk.empty'),
        }}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId={(row) => `ticket-row-${row.id}`}
        minWidth={760}
        loadingLabel={t('helpDesk.loading')}
      />
    </>
  );
}
