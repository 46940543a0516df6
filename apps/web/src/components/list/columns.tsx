import { Skeleton, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { AvatarName, AvatarNameSkeleton, DocumentText } from './cells';
import type { Column } from './data-table';

/** A dimmed date column (creation, last change…). */
export function dateColumn<T>(key: string, header: ReactNode, value: (row: T) => string): Column<T> {
  return textColumn(key, header, (row) => formatDate(value(row)), { text: { c: 'dimmed' } });
}

/** A column of small text; `text` styles it (dimmed, monospace, no wrapping…). */
export function textColumn<T>(
  key: string,
  header: ReactNode,
  value: (row: T) => ReactNode,
  { align, text }: { align?: Column<T>['align']; text?: TextProps | ((row: T) => TextProps) } = {},
): Column<T> {
  return {
    key,
    header,
    align,
    render: (row) => (
      <Text size="sm" {...(typeof text === 'function' ? text(row) : text)}>
        {value(row)}
      </Text>
    ),
  };
}

/** The name column: the initials avatar and the bold name, or `detail` in place of the name. */
export function avatarNameColumn<T extends { name: string }>(
  header: ReactNode,
  detail?: (row: T) => ReactNode,
): Column<T> {
  return {
    key: 'name',
    header,
    skeleton: <AvatarNameSkeleton />,
    render: (row) => <AvatarName name={row.name}>{detail?.(row)}</AvatarName>,
  };
}

/** The CNPJ or CPF column, formatted, or a dimmed dash. */
export function documentColumn<T extends { document: string | null }>(header: ReactNode): Column<T> {
  return {
    key: 'document',
    header,
    skeleton: <Skeleton height={12} width={120} />,
    render: (row) => <DocumentText document={row.document} />,
  };
}
