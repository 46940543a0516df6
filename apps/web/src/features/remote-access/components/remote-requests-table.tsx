import { Avatar, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { RemoteAccessStatus, TRemoteAccessRequest } from '@mirante/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Column, PersonSkeleton } from '../../../components/list';
import { formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../components/status-badge';

const STATUS_COLOR = {
  pending: 'blue',
  authorized: 'teal',
  refused: 'red',
  expired: 'gray',
} as const satisfies Record<RemoteAccessStatus, string>;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export interface RemoteRequestAnswers {
  busyId: number | null;
  onAuthorize: (request: TRemoteAccessRequest) => void;
  onRefuse: (request: TRemoteAccessRequest) => void;
}

/** The unit's requests: who asks, as what, when, how it stands, and the answer buttons. */
export function useRemoteRequestColumns({
  busyId,
  onAuthorize,
  onRefuse,
}: RemoteRequestAnswers): Column<TRemoteAccessRequest>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'requester',
      header: t('remoteAccess.columns.requester'),
      skeleton: <PersonSkeleton size={34} lineWidths={[140, 190]} />,
      render: (request) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar name={request.requester.name} color="initials" radius="xl" size={34} />
          <div>
            <Text fw={600} size="sm">
              {request.requester.name}
            </Text>
            <Text size="xs" c="dimmed" data-testid="remote-requester-role">
              {request.requested_by === 'admin'
                ? t('remoteAccess.byAdmin')
                : t('remoteAccess.byPartner', { partner: request.partner.name })}
            </Text>
            <Text size="xs" c="dimmed">
              {request.requester.email}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'profile',
      header: t('remoteAccess.columns.profile'),
      cellStyle: NO_WRAP,
      skeleton: <Skeleton height={18} width={90} />,
      render: (request) => (
        <StatusBadge variant="light" color={request.perfil_usuario === 'admin' ? 'grape' : 'brand'}>
          {t(`profiles.${request.perfil_usuario}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'requestedAt',
      header: t('remoteAccess.columns.requestedAt'),
      cellStyle: NO_WRAP,
      skeleton: <Skeleton height={10} width={110} />,
      render: (request) => (
        <>
          <Text size="sm">{formatDate(request.created_at, 'datetime')}</Text>
          {request.status === 'pending' && (
            <Text size="xs" c="dimmed">
              {t('remoteAccess.expiresAt', { time: formatDate(request.expires_at, 'time') })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('remoteAccess.columns.status'),
      cellStyle: NO_WRAP,
      skeleton: <Skeleton height={18} width={80} />,
      render: (request) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge variant="dot" color={STATUS_COLOR[request.status]}>
            {t(`remoteAccess.status.${request.status}`)}
          </StatusBadge>
          {request.decided_by && (
            <Text size="xs" c="dimmed">
              {t('remoteAccess.decidedBy', { name: request.decided_by.name })}
            </Text>
          )}
          {request.reason && (
            <Text
              size="xs"
              c="dimmed"
              maw={260}
              lineClamp={2}
              title={request.reason}
              style={{ whiteSpace: 'normal' }}
            >
              {t('remoteAccess.refusedReason', { reason: request.reason })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('common.columns.actions'),
      align: 'right',
      cellStyle: NO_WRAP,
      skeleton: <Skeleton height={26} width={170} ml="auto" />,
      render: (request) =>
        request.status === 'pending' && (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              color="teal"
              leftSection={<IconCheck size={14} aria-hidden="true" />}
              loading={busyId === request.id}
              onClick={() => onAuthorize(request)}
            >
              {t('remoteAccess.authorize')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconX size={14} aria-hidden="true" />}
              disabled={busyId === request.id}
              onClick={() => onRefuse(request)}
            >
              {t('remoteAccess.refuse')}
            </Button>
          </Group>
        ),
    },
  ];
}
