import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatCnpjOrCpf, type TClient } from '@mirante/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SITUATION_COLOR = { active: 'teal', suspended: 'yellow', cancelled: 'gray' } as const;

interface ClientsTableProps {
  clients: TClient[];
  onEdit: (client: TClient) => void;
  onDelete: (client: TClient) => void;
}

/** One page of clients with their partner, document, situation and units. */
export function ClientsTable({ clients, onEdit, onDelete }: ClientsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clients.fields.name')}</Table.Th>
            <Table.Th>{t('clients.fields.customer_code')}</Table.Th>
            <Table.Th>{t('clients.fields.document')}</Table.Th>
            <Table.Th>{t('clients.fields.partner_id')}</Table.Th>
            <Table.Th miw={130}>{t('clients.fields.situation')}</Table.Th>
            <Table.Th ta="right">{t('clients.units')}</Table.Th>
            <Table.Th w={96}>{t('common.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id}>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <Text size="sm">{client.customer_code ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {client.document ? formatCnpjOrCpf(client.document) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{client.partner_name}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={SITUATION_COLOR[client.situation]} radius="sm">
                  {t(`clients.situation.${client.situation}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{client.units_count}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('common.actions.edit')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('common.actions.editNamed', { name: client.name })}
                      onClick={() => onEdit(client)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.actions.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('common.actions.deleteNamed', { name: client.name })}
                      onClick={() => onDelete(client)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
