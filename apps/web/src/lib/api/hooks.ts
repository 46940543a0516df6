import { type AnyRoute, DEFAULT_PAGE_SIZE, type RouteAnswer, type RouteInput } from '@mirante/contracts';
import {
  type DefaultError,
  type InvalidateQueryFilters,
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from './app-client';
import type { CallInput, Query } from './client';

/** Cached queries a change makes stale: a key root (with all below it) or filters for finer cases. */
export type StaleQueries = QueryKey | InvalidateQueryFilters;

function isQueryKey(target: StaleQueries): target is QueryKey {
  return Array.isArray(target);
}

/** A function that marks the given queries stale and resolves once the active ones are read again. */
export function useInvalidate(targets: readonly StaleQueries[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      targets.map((target) =>
        queryClient.invalidateQueries(isQueryKey(target) ? { queryKey: target } : target),
      ),
    ).then(() => undefined);
}

export interface InvalidatingOptions {
  /**
   * When the queries are read again: after a success (the default), or after any answer, for
   * calls whose failure may still have changed what the server holds.
   */
  after?: 'success' | 'settled';
}

/**
 * A mutation that invalidates `targets` when it ends; the mutation waits for that, so a caller's
 * `mutateAsync` resolves with the lists already fresh.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  targets: readonly StaleQueries[],
  mutationFn: (variables: TVariables) => Promise<TData>,
  { after = 'success' }: InvalidatingOptions = {},
): UseMutationResult<TData, DefaultError, TVariables> {
  const invalidate = useInvalidate(targets);
  return useMutation({
    mutationFn,
    ...(after === 'settled' ? { onSettled: invalidate } : { onSuccess: invalidate }),
  });
}

/** A hook running `mutationFn` and invalidating `targets` afterwards (see useInvalidatingMutation). */
export function invalidatingMutation<TData, TVariables = void>(
  targets: readonly StaleQueries[],
  mutationFn: (variables: TVariables) => Promise<TData>,
  options?: InvalidatingOptions,
): () => UseMutationResult<TData, DefaultError, TVariables> {
  return function useInvalidating() {
    return useInvalidatingMutation(targets, mutationFn, options);
  };
}

/** What a form saves: a new record (no id) or the changes to an existing one. */
export interface SaveArgs<TInput> {
  id?: number;
  input: TInput;
}

/** The page asked for; `search` is trimmed and left out when blank. Other fields go as they are. */
export type PageQuery = Query & {
  page: number;
  search?: string;
  /** DEFAULT_PAGE_SIZE when absent. */
  perPage?: number;
};

/** A route whose path names one record (`…/:id`). */
type RecordRoute = AnyRoute & { params: NonNullable<AnyRoute['params']> };

/**
 * Saves through the route map: `create` for a new record (no id), `update` (`…/:id`) for an
 * existing one. The answer has the routes' type.
 */
export function saveThrough<C extends AnyRoute, U extends RecordRoute>(
  create: C,
  update: U,
): (args: SaveArgs<NonNullable<RouteInput<C>['body']>>) => Promise<RouteAnswer<C> | RouteAnswer<U>> {
  return ({ id, input }) =>
    id === undefined
      ? api.call(create, { body: input } as unknown as CallInput<C>)
      : api.call(update, { params: { id }, body: input } as unknown as CallInput<U>);
}

/**
 * The options of one page of a list served by a route of the map (GET
 * `path?page&per_page&search&…`), keeping the previous page on screen while the next one loads.
 * The key is the caller's, whole; the answer has the route's type.
 */
export function pagedRouteOptions<R extends AnyRoute>(
  queryKey: QueryKey,
  def: R,
  { page, search, perPage = DEFAULT_PAGE_SIZE, ...filters }: PageQuery,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      api.call(def, {
        query: { page, per_page: perPage, search: search?.trim() || undefined, ...filters },
        signal,
      } as unknown as CallInput<R>),
    placeholderData: keepPreviousData,
  });
}
