import { Stack, Text } from '@mantine/core';
import { formatCnpjOrCpf, type TClient } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, EditDeleteButtons, textColumn } from '../../../components/list';
import { StatusBadge } from '../../../components/status-badge';

const SITUATION_COLOR = { active: 'teal', suspended: 'yellow', cancelled: 'gray' } as const;

interface ClientActions {
  onEdit: (client: TClient) => void;
  onDelete: (client: TClient) => void;
}

/** The columns of the clients list: partner, document, situation, units and the row's buttons. */
export function useClientColumns({ onEdit, onDelete }: ClientActions): Column<TClient>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      header: t('clients.fields.name'),
      render: (client) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {client.name}
          </Text>
          {client.fantasy_name && (
            <Text size="xs" c="dimmed">
              {client.fantasy_name}
            </Text>
          )}
        </Stack>
      ),
    },
    textColumn('code', t('clients.fields.customer_code'), (client) => client.customer_code ?? '—'),
    textColumn(
      'document',
      t('clients.fields.document'),
      (client) => (client.document ? formatCnpjOrCpf(client.document) : '—'),
      { text: { style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } },
    ),
    textColumn('partner', t('clients.fields.partner_id'), (client) => client.partner_name),
    {
      key: 'situation',
      header: t('clients.fields.situation'),
      minWidth: 130,
      render: (client) => (
        <StatusBadge variant="dot" color={SITUATION_COLOR[client.situation]}>
          {t(`clients.situation.${client.situation}`)}
        </StatusBadge>
      ),
    },
    textColumn('units', t('clients.units'), (client) => client.units_count, { align: 'right' }),
    {
      key: 'actions',
      header: t('common.columns.actions'),
      width: 96,
      render: (client) => (
        <EditDeleteButtons
          name={client.name}
          onEdit={() => onEdit(client)}
          onDelete={() => onDelete(client)}
        />
      ),
    },
  ];
}
