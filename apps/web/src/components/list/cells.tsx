import { ActionIcon, Avatar, Group, Skeleton, Text, Tooltip } from '@mantine/core';
import { formatCnpjOrCpf } from '@mirante/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('common.actions.edit')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('common.actions.editNamed', { name })}
          onClick={onEdit}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.actions.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('common.actions.deleteNamed', { name })}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
