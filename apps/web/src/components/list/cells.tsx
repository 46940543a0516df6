import { Avatar, Group, Skeleton, Text } from '@mantine/core';
import { formatCnpjOrCpf } from '@mirante/contracts';
import type { ReactNode } from 'react';

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
