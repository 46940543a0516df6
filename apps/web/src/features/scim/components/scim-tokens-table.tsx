import { Text } from '@mantine/core';
import type { TScimToken } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, dateColumn, EditDeleteButtons } from '../../../components/list';
import { formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../components/status-badge';

interface TokenActions {
  onEdit: (token: TScimToken) => void;
  onDelete: (token: TScimToken) => void;
}

/** The columns of the token list: description, status, last use, creation and the row's buttons. */
export function useScimTokenColumns({ onEdit, onDelete }: TokenActions): Column<TScimToken>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'description',
      header: t('scim.columns.description'),
      render: (token) => (
        <Text fw={600} size="sm">
          {token.description}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('scim.columns.status'),
      render: (token) => (
        <StatusBadge variant="dot" color={token.enabled ? 'teal' : 'gray'}>
          {token.enabled ? t('scim.status.enabled') : t('scim.status.disabled')}
        </StatusBadge>
      ),
    },
    {
      key: 'last_used',
      header: t('scim.columns.lastUsed'),
      render: (token) => (
        <Text size="sm" c="dimmed" data-testid="scim-last-used">
          {token.last_used_at ? formatDate(token.last_used_at, 'datetime') : t('scim.neverUsed')}
        </Text>
      ),
    },
    dateColumn('created', t('scim.columns.created'), (token) => token.created_at),
    {
      key: 'actions',
      header: t('common.columns.actions'),
      width: 96,
      render: (token) => (
        <EditDeleteButtons
          name={token.description}
          onEdit={() => onEdit(token)}
          onDelete={() => onDelete(token)}
        />
      ),
    },
  ];
}
