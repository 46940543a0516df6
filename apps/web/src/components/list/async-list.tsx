import { Box, EmptyState, Paper } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import type { ListState } from '../../lib/list';
import { useCatalog } from '../../lib/i18n';
import { ListFooter } from '../list-footer';
import { QueryErrorAlert } from '../query-error-alert';

/** A list answer: its rows, and for a paginated list the page it holds and the total. */
export interface ListAnswer<T> {
  data: T[];
  page?: number;
  per_page?: number;
  total?: number;
}

/** The parts of a query (TanStack Query's result) the list reads. */
export interface ListQuery<T> {
  data: ListAnswer<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface ListEmpty {
  icon: ReactNode;
  /** The shared "No records found!" unless given. */
  title?: ReactNode;
  description?: ReactNode;
}

export interface AsyncListProps<T> {
  query: ListQuery<T>;
  /** Given for a paginated list: a page past the last is clamped and the footer is shown. */
  list?: Pick<ListState, 'setPage' | 'clamp'>;
  /** Shown while the first answer is on its way. */
  skeleton: ReactNode;
  /** Title of the alert when the list could not be loaded. */
  errorTitle?: string;
  empty: ListEmpty;
  /** The rows (a table, cards…); called only with at least one row. */
  children: (rows: T[]) => ReactNode;
  /**
   * 'table' (default): everything inside one bordered frame. 'cards': the rows stand alone and
   * only the error and the empty state are framed. 'plain': nothing is framed.
   */
  layout?: 'table' | 'cards' | 'plain';
}

/** "No records found!" (or the given title) with an icon, in the middle of an empty list. */
export function ListEmptyState({ icon, title, description }: ListEmpty) {
  const catalog = useCatalog();
  return (
    <Box py={56} px="xl">
      <EmptyState
        icon={icon}
        withIndicatorBackground
        title={title ?? catalog('not_found')}
        description={description}
      />
    </Box>
  );
}

/**
 * The body of a list screen from its query: the skeleton while loading, the error with a retry,
 * the empty state or the rows; then the page footer. A page past the last moves to the last one.
 */
export function AsyncList<T>({
  query,
  list,
  skeleton,
  errorTitle,
  empty,
  children,
  layout = 'table',
}: AsyncListProps<T>) {
  const data = query.data;
  const settled = Boolean(data) && !query.isPlaceholderData;
  const total = data?.total;
  const perPage = data?.per_page;
  const clamp = list?.clamp;
  useEffect(() => {
    if (settled && clamp && total !== undefined) clamp(total, perPage);
  }, [settled, clamp, total, perPage]);

  const frame = (content: ReactNode) => (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      {content}
    </Paper>
  );
  const body = query.isPending
    ? skeleton
    : query.isError && !data
      ? frameIf(
          layout === 'cards',
          <QueryErrorAlert title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />,
        )
      : data && data.data.length === 0
        ? frameIf(layout === 'cards', <ListEmptyState {...empty} />)
        : data
          ? children(data.data)
          : null;

  return (
    <>
      {layout === 'table' ? frame(body) : body}
      {list && data && total !== undefined && (
        <ListFooter
          page={data.page ?? 1}
          perPage={perPage ?? data.data.length}
          total={total}
          shown={data.data.length}
          onChange={list.setPage}
        />
      )}
    </>
  );
}

function frameIf(framed: boolean, content: ReactNode) {
  return framed ? (
    <Paper withBorder radius="lg">
      {content}
    </Paper>
  ) : (
    content
  );
}
