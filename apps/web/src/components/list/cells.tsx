import { ActionIcon, Avatar, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { formatCnpjOrCpf } from '@mirante/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A row's name with its initials avatar; `children` replaces the plain bold name. */
export function AvatarName({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar name={name} color="initials" radius="md" size={34} />
      {children ?? (
        <Text fw={600} size="sm">
          {name}
        </Text>
      )}
    </Group>
  );
}

/** The loading shape of `AvatarName`. */
export function AvatarNameSkeleton() {
  return (
    <Group gap="sm" wrap="nowrap">
      <Skeleton height={34} width={34} radius="md" />
      <Skeleton height={12} width="60%" />
    </Group>
  );
}

/** The loading shape of a person's cell: a round avatar of `size` and two lines of text. */
export function PersonSkeleton({ size, lineWidths }: { size: number; lineWidths: [number, number] }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Skeleton circle height={size} />
      <Stack gap={6}>
        <Skeleton height={10} width={lineWidths[0]} />
        <Skeleton height={8} width={lineWidths[1]} />
      </Stack>
    </Group>
  );
}

/** A CNPJ or CPF, formatted, or a dimmed dash. */
export function DocumentText({ document }: { document: string | null | undefined }) {
  return (
    <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} c={document ? undefined : 'dimmed'}>
      {document ? formatCnpjOrCpf(document) : '—'}
    </Text>
  );
}

/** The pencil and bin buttons at the end of a row, named after the row ("Edit Ana"). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  iconSize = 18,
}: {
  name: string;
  onEdit: (event: MouseEvent) => void;
  onDelete: (event: MouseEvent) => void;
  iconSize?: number;
}) {
  const { t } = useTranslation();
  const buttons = [
    {
      tip: t('common.actions.edit'),
      label: t('common.actions.editNamed', { name }),
      color: 'gray',
      Icon: IconPencil,
      onClick: onEdit,
    },
    {
      tip: t('common.actions.delete'),
      label: t('common.actions.deleteNamed', { name }),
      color: 'red',
      Icon: IconTrash,
      onClick: onDelete,
    },
  ];
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {buttons.map(({ tip, label, color, Icon, onClick }) => (
        <Tooltip key={tip} label={tip}>
          <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
            <Icon size={iconSize} />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
