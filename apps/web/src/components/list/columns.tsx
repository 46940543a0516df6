import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
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
