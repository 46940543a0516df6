import { Avatar, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TUnitUser, TUserListStatus } from '@mirante/contracts';
import {
  IconCopy,
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
import { type Column, PersonSkeleton } from '../../../components/list';
import { type RowAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { StatusBadge } from '../../../components/status-badge';

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

const dimmedUnless = (value: string | null, fallback: string) => (
  <Text size="sm" c={value ? undefined : 'dimmed'}>
    {value ?? fallback}
  </Text>
);

/** The users list's columns: avatar with name and e-mail, groups, linked unit, profile, status. */
export function useUserColumns(): Column<TUnitUser>[] {
  const { t } = useTranslation();
  const bar = (width: number) => <Skeleton height={10} width={width} />;
  return [
    {
      key: 'user',
      header: t('users.columns.user'),
      skeleton: <PersonSkeleton size={36} lineWidths={[140, 180]} />,
      render: (user) => (
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
      ),
    },
    {
      key: 'group',
      header: t('users.columns.group'),
      skeleton: bar(90),
      render: (user) => dimmedUnless(user.groups.map((g) => g.name).join(', ') || null, t('users.noGroup')),
    },
    {
      key: 'linked',
      header: t('users.linkedUnit'),
      skeleton: bar(90),
      render: (user) => dimmedUnless(user.linked_company_name, t('users.noLinkedUnit')),
    },
    {
      key: 'profile',
      header: t('users.columns.profile'),
      skeleton: bar(70),
      render: (user) => <Text size="sm">{t(`profiles.${user.profile}`)}</Text>,
    },
    {
      key: 'status',
      header: t('users.columns.status'),
      skeleton: <Skeleton height={18} width={70} radius="sm" />,
      render: (user) => (
        <Group gap={6}>
          <StatusBadge variant="light" color={STATUS_COLOR[user.list_status]}>
            {t(`users.status.${user.list_status}`)}
          </StatusBadge>
          {user.removed && (
            <StatusBadge variant="outline" color="gray">
              {t('users.removedBadge')}
            </StatusBadge>
          )}
        </Group>
      ),
    },
  ];
}

interface UserRowActionsProps {
  user: TUnitUser;
  /** The signed-in admin: they cannot deactivate or remove themselves. */
  selfId: number | undefined;
  onAction: (action: UserAction, user: TUnitUser) => void;
  /** The viewer may act as the unit's users (an admin session); each user must allow it too. */
  canAccessAsUser: boolean;
}

/** A user's "…" menu: restore a removed user, manage an invitation, or the usual actions. */
export function UserRowActions({ user, selfId, onAction, canAccessAsUser }: UserRowActionsProps) {
  const { t } = useTranslation();
  const self = user.id === selfId;
  const item = (action: UserAction, label: string, icon: RowAction['icon'], extra?: Partial<RowAction>) => ({
    label,
    icon,
    onClick: () => onAction(action, user),
    ...extra,
  });
  const edit = item('edit', t('common.actions.edit'), IconPencil);
  const deactivated = user.list_status === 'deactivated';
  const actions: RowAction[] = user.removed
    ? [item('restore', t('common.actions.restore'), IconRestore)]
    : user.list_status === 'invited'
      ? [
          edit,
          item('resend', t('users.actions.resend'), IconSend),
          item('withdraw', t('users.actions.withdraw'), IconMailOff, { color: 'red', divided: true }),
        ]
      : [
          edit,
          item('duplicate', t('users.actions.duplicate'), IconCopy),
          item('access', t('users.accessAsUser'), IconLogin2, {
            hidden: !(
              canAccessAsUser &&
              !self &&
              user.profile === 'user' &&
              user.allow_admin_remote &&
              user.list_status === 'active'
            ),
          }),
          deactivated
            ? item('activate', t('common.actions.activate'), IconPlayerPlay)
            : item('deactivate', t('common.actions.deactivate'), IconPlayerStop, { disabled: self }),
          item('remove', t('users.actions.remove'), IconTrash, {
            color: 'red',
            divided: true,
            disabled: self,
          }),
        ];
  return <RowActionsMenu label={t('users.actions.menu', { name: user.name })} actions={actions} />;
}
