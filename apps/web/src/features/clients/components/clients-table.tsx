import { Badge, Stack, Text } from '@mantine/core';
import { formatCnpjOrCpf, type TClient } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, EditDeleteButtons } from '../../../components/list';

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
    {
      key: 'code',
      header: t('clients.fields.customer_code'),
      render: (client) => <Text size="sm">{client.customer_code ?? '—'}</Text>,
    },
    {
      key: 'document',
      header: t('clients.fields.document'),
      render: (client) => (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {client.document ? formatCnpjOrCpf(client.document) : '—'}
        </Text>
      ),
    },
    {
      key: 'partner',
      header: t('clients.fields.partner_id'),
      render: (client) => <Text size="sm">{client.partner_name}</Text>,
    },
    {
      key: 'situation',
      header: t('clients.fields.situation'),
      minWidth: 130,
      render: (client) => (
        <Badge variant="dot" color={SITUATION_COLOR[client.situation]} radius="sm">
          {t(`clients.situation.${client.situation}`)}
        </Badge>
      ),
    },
    {
      key: 'units',
      header: t('clients.units'),
      align: 'right',
      render: (client) => <Text size="sm">{client.units_count}</Text>,
    },
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
