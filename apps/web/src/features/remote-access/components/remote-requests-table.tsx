import { Avatar, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { RemoteAccessStatus, TRemoteAccessRequest } from '@mirante/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

const STATUS_COLOR = {
  pending: 'blue',
  authorized: 'teal',
  refused: 'red',
  expired: 'gray',
} as const satisfies Record<RemoteAccessStatus, string>;

const SKELETON_ROWS = 4;
/** Badges in a table cell otherwise shrink to an ellipsis when the table is tight. */
const FULL_LABEL = { label: { overflow: 'visible' } } as const;

function Header() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('remoteAccess.columns.requester')}</Table.Th>
        <Table.Th>{t('remoteAccess.columns.profile')}</Table.Th>
        <Table.Th>{t('remoteAccess.columns.requestedAt')}</Table.Th>
        <Table.Th>{t('remoteAccess.columns.status')}</Table.Th>
        <Table.Th ta="right">{t('common.columns.actions')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The unit's requests: who asks, as what, when, how it stands, and the answer buttons. */
export function RemoteRequestsTable({
  requests,
  busyId,
  onAuthorize,
  onRefuse,
}: {
  requests: TRemoteAccessRequest[];
  busyId: number | null;
  onAuthorize: (request: TRemoteAccessRequest) => void;
  onRefuse: (request: TRemoteAccessRequest) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Header />
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id} aria-label={request.requester.name}>
              <Table.Td>
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
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge
                  variant="light"
                  color={request.perfil_usuario === 'admin' ? 'grape' : 'brand'}
                  radius="sm"
                  styles={FULL_LABEL}
                >
                  {t(`profiles.${request.perfil_usuario}`)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(request.created_at, 'DD/MM/YYYY HH:mm')}</Text>
                {request.status === 'pending' && (
                  <Text size="xs" c="dimmed">
                    {t('remoteAccess.expiresAt', { time: formatDate(request.expires_at, 'HH:mm') })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={2} align="flex-start">
                  <Badge variant="dot" color={STATUS_COLOR[request.status]} radius="sm" styles={FULL_LABEL}>
                    {t(`remoteAccess.status.${request.status}`)}
                  </Badge>
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
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {request.status === 'pending' && (
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
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Placeholder rows while the list loads. */
export function RemoteRequestsSkeleton() {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-busy="true"
        aria-label={t('remoteAccess.loadingLabel')}
      >
        <Header />
        <Table.Tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Skeleton circle height={34} />
                  <Stack gap={6}>
                    <Skeleton height={10} width={140} />
                    <Skeleton height={8} width={190} />
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <Skeleton height={18} width={90} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={10} width={110} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={18} width={80} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={26} width={170} ml="auto" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
