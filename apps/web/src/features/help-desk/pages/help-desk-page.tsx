import { Anchor, Group, Select } from '@mantine/core';
import {
  isPartnerProfile,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketStatus,
  type TTicketSummary,
} from '@mirante/contracts';
import { IconLifebuoy, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AddButton,
  type Column,
  dateColumn,
  ListPage,
  ListSearch,
  ListTable,
  textColumn,
} from '../../../components/list';
import { useListState } from '../../../lib/list';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTickets } from '../api/help-desk-api';
import { NewTicketModal } from '../components/new-ticket-modal';
import { TicketPriorityBadge, TicketStatusBadge } from '../components/ticket-badges';

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

/** `help_desk`: the tickets in the caller's reach, searched and filtered by status and priority. */
export function HelpDeskPage() {
  const { t } = useTranslation();
  usePageTitle(t('helpDesk.pageTitle'));
  const user = useCachedUser();
  const columns = useColumns(user ? isPartnerProfile(user.perfil_usuario) : false);
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [priority, setPriority] = useState<TicketPriority | null>(null);
  const [adding, setAdding] = useState(false);
  const list = useListState({ key: 'url', filters: [status, priority] });
  const query = useTickets({ page: list.page, search: list.search, status, priority });
  const filtered = Boolean(list.search || status || priority);

  return (
    <ListPage
      title={t('helpDesk.title')}
      description={t('helpDesk.subtitle')}
      actions={
        query.data?.policies.can_create ? (
          <AddButton onClick={() => setAdding(true)}>{t('helpDesk.add')}</AddButton>
        ) : null
      }
    >
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
          />
          <Select
            label={t('helpDesk.filters.priority')}
            placeholder={t('helpDesk.filters.all')}
            clearable
            w={180}
            value={priority}
            onChange={(value) => setPriority(value as TicketPriority | null)}
            data={TICKET_PRIORITIES.map((value) => ({ value, label: t(`helpDesk.priority.${value}`) }))}
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

      <NewTicketModal opened={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
