import { ActionIcon, Avatar, Badge, Group, Menu, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TUnitUser, TUserListStatus } from '@mirante/contracts';
import {
  IconCopy,
  IconDots,
  IconLogin2,
  IconMailOff,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconRestore,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SKELETON_ROWS = 6;

export const STATUS_COLOR: Record<TUserListStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  blocked: 'orange',
  test: 'grape',
  deactivated: 'red',
  invited: 'blue',
};

export type UserAction =
  | 'edit'
  | 'duplicate'
  | 'activate'
  | 'deactivate'
  | 'remove'
  | 'restore'
  | 'access'
  | 'resend'
  | 'withdraw';

interface UsersTableProps {
  users: TUnitUser[];
  /** The signed-in admin: they cannot deactivate or remove themselves. */
  selfId: number | undefined;
  onAction: (action: UserAction, user: TUnitUser) => void;
  /** The viewer may act as the unit's users (an admin session); each user must allow it too. */
  canAccessAsUser?: boolean;
}

function Header() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('users.columns.user')}</Table.Th>
        <Table.Th>{t('users.columns.group')}</Table.Th>
        <Table.Th>{t('users.linkedUnit')}</Table.Th>
        <Table.Th>{t('users.columns.profile')}</Table.Th>
        <Table.Th>{t('users.columns.status')}</Table.Th>
        <Table.Th w={56}>
          <span
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {t('common.columns.actions')}
          </span>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The users of one page with avatar, group, profile, status and their actions. */
export function UsersTable({ users, selfId, onAction, canAccessAsUser = false }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Header />
        <Table.Tbody>
          {users.map((user) => {
            const self = user.id === selfId;
            return (
              <Table.Tr key={user.id} data-testid={`user-row-${user.email}`}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={user.avatar_url} name={user.name} color="initials" radius="xl" size={36} />
                    <Stack gap={0} miw={0}>
                      <Text fw={600} size="sm" truncate>
                        {user.name}
                      </Text>
                      <Text c="dimmed" size="xs" truncate>
                        {user.email}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={user.group_name ? undefined : 'dimmed'}>
                    {user.group_name ?? t('users.noGroup')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={user.linked_company_name ? undefined : 'dimmed'}>
                    {user.linked_company_name ?? t('users.noLinkedUnit')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`profiles.${user.profile}`)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Badge variant="light" color={STATUS_COLOR[user.list_status]} radius="sm">
                      {t(`users.status.${user.list_status}`)}
                    </Badge>
                    {user.removed && (
                      <Badge variant="outline" color="gray" radius="sm">
                        {t('users.removedBadge')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal shadow="md">
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('users.actions.menu', { name: user.name })}
                      >
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {user.removed ? (
                        <Menu.Item
                          leftSection={<IconRestore size={16} />}
                          onClick={() => onAction('restore', user)}
                        >
                          {t('common.actions.restore')}
                        </Menu.Item>
                      ) : user.list_status === 'invited' ? (
                        <>
                          <Menu.Item
                            leftSection={<IconPencil size={16} />}
                            onClick={() => onAction('edit', user)}
                          >
                            {t('common.actions.edit')}
                          </Menu.Item>
                          <Menu.Item
                            leftSection={<IconSend size={16} />}
                            onClick={() => onAction('resend', user)}
                          >
                            {t('users.actions.resend')}
                          </Menu.Item>
                          <Menu.Divider />
                          <Menu.Item
                            color="red"
                            leftSection={<IconMailOff size={16} />}
                            onClick={() => onAction('withdraw', user)}
                          >
                            {t('users.actions.withdraw')}
                          </Menu.Item>
                        </>
                      ) : (
                        <>
                          <Menu.Item
                            leftSection={<IconPencil size={16} />}
                            onClick={() => onAction('edit', user)}
                          >
                            {t('common.actions.edit')}
                          </Menu.Item>
                          <Menu.Item
                            leftSection={<IconCopy size={16} />}
                            onClick={() => onAction('duplicate', user)}
                          >
                            {t('users.actions.duplicate')}
                          </Menu.Item>
                          {canAccessAsUser &&
                            !self &&
                            user.profile === 'user' &&
                            user.allow_admin_remote &&
                            user.list_status === 'active' && (
                              <Menu.Item
                                leftSection={<IconLogin2 size={16} />}
                                onClick={() => onAction('access', user)}
                              >
                                {t('users.accessAsUser')}
                              </Menu.Item>
                            )}
                          {user.list_status === 'deactivated' ? (
                            <Menu.Item
                              leftSection={<IconPlayerPlay size={16} />}
                              onClick={() => onAction('activate', user)}
                            >
                              {t('common.actions.activate')}
                            </Menu.Item>
                          ) : (
                            <Menu.Item
                              leftSection={<IconPlayerStop size={16} />}
                              disabled={self}
                              onClick={() => onAction('deactivate', user)}
                            >
                              {t('common.actions.deactivate')}
                            </Menu.Item>
                          )}
                          <Menu.Divider />
                          <Menu.Item
                            color="red"
                            leftSection={<IconTrash size={16} />}
                            disabled={self}
                            onClick={() => onAction('remove', user)}
                          >
                            {t('users.actions.remove')}
                          </Menu.Item>
                        </>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function UsersTableSkeleton() {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-busy="true">
        <Header />
        <Table.Tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Skeleton circle height={36} />
                  <Stack gap={6}>
                    <Skeleton height={10} width={140} />
                    <Skeleton height={8} width={180} />
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <Skeleton height={10} width={90} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={10} width={90} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={10} width={70} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={18} width={70} radius="sm" />
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
