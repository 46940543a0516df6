import { type AsyncListProps, AsyncList } from './async-list';
import { DataTable, type DataTableProps, DataTableSkeleton } from './data-table';

export interface ListTableProps<T>
  extends Omit<AsyncListProps<T>, 'skeleton' | 'children' | 'layout'>,
    Omit<DataTableProps<T>, 'rows'> {
  /** Accessible name of the table while it loads ("Loading …"). */
  loadingLabel?: string;
  /** How many placeholder rows to show while loading. */
  skeletonRows?: number;
}

/** A list screen's table from its query: `AsyncList` with a `DataTable` and its skeleton. */
export function ListTable<T>({
  query,
  list,
  errorTitle,
  empty,
  loadingLabel,
  skeletonRows,
  ...table
}: ListTableProps<T>) {
  return (
    <AsyncList
      query={query}
      list={list}
      errorTitle={errorTitle}
      empty={empty}
      skeleton={
        <DataTableSkeleton
          columns={table.columns}
          rows={skeletonRows}
          minWidth={table.minWidth}
          withActions={table.withActions ?? Boolean(table.rowActions)}
          actionsWidth={table.actionsWidth}
          label={loadingLabel}
        />
      }
    >
      {(rows) => <DataTable {...table} rows={rows} />}
    </AsyncList>
  );
}
