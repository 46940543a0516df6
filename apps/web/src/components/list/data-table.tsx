import { Skeleton, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  /** Unique among the columns (React key). */
  key: string;
  header: ReactNode;
  /** The cell of one row. */
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  minWidth?: number | string;
  /** Style of each cell of the column (e.g. no wrapping). */
  cellStyle?: CSSProperties;
  /** The cell in a loading row; a short grey bar unless given. */
  skeleton?: ReactNode;
}

interface TableShape<T> {
  columns: Column<T>[];
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** Adds the trailing actions column (the "…" menu of each row). */
  withActions?: boolean;
  /** Width of the actions column (56 fits one "…" button). */
  actionsWidth?: number;
}

export interface DataTableProps<T> extends TableShape<T> {
  rows: T[];
  rowKey: (row: T) => string | number;
  /** The end of a row, usually a `RowActionsMenu`. */
  rowActions?: (row: T) => ReactNode;
  /** Accessible name of the table. */
  label?: string;
  /** A `data-testid` for each row. */
  rowTestId?: (row: T) => string;
  /** An accessible name for each row. */
  rowLabel?: (row: T) => string;
}

function Head<T>({ columns, withActions, actionsWidth = 56 }: TableShape<T>) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column.key} ta={column.align} w={column.width} miw={column.minWidth}>
            {column.header}
          </Table.Th>
        ))}
        {withActions && <Table.Th w={actionsWidth} aria-label={t('common.columns.actions')} />}
      </Table.Tr>
    </Table.Thead>
  );
}

/** A list's table: one column per definition, and the row's actions menu at the end. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowActions,
  minWidth = 720,
  label,
  withActions = Boolean(rowActions),
  actionsWidth,
  rowTestId,
  rowLabel,
}: DataTableProps<T>) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      // A table with nothing to focus in its rows still scrolls sideways from the keyboard.
      scrollAreaProps={withActions ? undefined : { viewportProps: { tabIndex: 0 } }}
    >
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={label}>
        <Head columns={columns} withActions={withActions} actionsWidth={actionsWidth} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId?.(row)} aria-label={rowLabel?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align} style={column.cellStyle}>
                  {column.render(row)}
                </Table.Td>
              ))}
              {withActions && <Table.Td>{rowActions?.(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface DataTableSkeletonProps<T> extends TableShape<T> {
  /** Accessible name of the busy table ("Loading …"). */
  label?: string;
  rows?: number;
}

/** Placeholder rows with the table's shape while the first page loads. */
export function DataTableSkeleton<T>({
  columns,
  label,
  rows = 5,
  minWidth = 720,
  withActions = true,
  actionsWidth,
}: DataTableSkeletonProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-busy="true" aria-label={label}>
        <Head columns={columns} withActions={withActions} actionsWidth={actionsWidth} />
        <Table.Tbody>
          {Array.from({ length: rows }, (_, row) => (
            <Table.Tr key={row}>
              {columns.map((column) => (
                <Table.Td key={column.key}>
                  {column.skeleton ?? (
                    <Skeleton
                      height={12}
                      width={`${40 + ((row * 17) % 40)}%`}
                      ml={column.align === 'right' ? 'auto' : undefined}
                    />
                  )}
                </Table.Td>
              ))}
              {withActions && <Table.Td />}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
