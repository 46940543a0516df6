import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import type { Column } from './data-table';

/** A dimmed date column (creation, last change…). */
export function dateColumn<T>(key: string, header: ReactNode, value: (row: T) => string): Column<T> {
  return {
    key,
    header,
    render: (row) => (
      <Text size="sm" c="dimmed">
        {formatDate(value(row))}
      </Text>
    ),
  };
}
