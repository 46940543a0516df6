import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, type PageField } from '@mirante/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getPageState, setPageState } from '../storage';

/** How long the search box waits after the last key before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A page number read from storage or the address: a whole number from 1, else 1. */
export function storedPageNumber(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The last page of a list of `total` rows, `perPage` a page (at least 1). */
export function lastPageOf(total: number, perPage: number = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / (perPage || DEFAULT_PAGE_SIZE)));
}

export interface ListStateOptions {
  /**
   * Where the current page is remembered: a `bi:page` field (survives a reload), 'url' (the
   * `page` and `search` parameters of the address) or nothing (kept while the screen is open).
   */
  key?: PageField | 'url';
  /** Every other filter of the list; when one of them changes the list goes back to page 1. */
  filters?: readonly unknown[];
}

export interface ListState {
  /** Current page, from 1. */
  page: number;
  setPage: (page: number) => void;
  /** What is in the search box right now. */
  typed: string;
  setTyped: (text: string) => void;
  /** The search box, trimmed, once typing has paused: what the list is asked for. */
  search: string;
  /** A page past the last one of `total` rows (a delete, a narrower search) moves to the last. */
  clamp: (total: number, perPage?: number) => void;
}

function usePageStore(key: ListStateOptions['key']) {
  const [params, setParams] = useSearchParams();
  const [kept, setKept] = useState(() => (key && key !== 'url' ? storedPageNumber(getPageState()[key]) : 1));
  const page = key === 'url' ? storedPageNumber(params.get('page')) : kept;
  const setPage = useCallback(
    (next: number, replace = false) => {
      if (key === 'url') {
        // A page the user picks is a step back can undo; a correction replaces the entry.
        if (storedPageNumber(params.get('page')) === next) return;
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next > 1) updated.set('page', String(next));
            else updated.delete('page');
            return updated;
          },
          { replace },
        );
        return;
      }
      setKept(next);
      if (key) setPageState({ [key]: String(next) });
    },
    [key, params, setParams],
  );
  return { page, setPage, params, setParams };
}

/**
 * The state every paginated, searchable list screen keeps: the page (remembered as `key` says),
 * the search box and its debounced value, back to page 1 on a new search or filter, and `clamp`.
 */
export function useListState({ key, filters = [] }: ListStateOptions = {}): ListState {
  const { page, setPage, params, setParams } = usePageStore(key);
  const [typed, setTyped] = useState(() => (key === 'url' ? (params.get('search') ?? '') : ''));
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const urlSearch = (params.get('search') ?? '').trim();
  const search = key === 'url' ? urlSearch : debounced.trim();

  // With 'url', the box reaches the address once typing pauses, and the page goes back to 1 in
  // the same update (two updates would overwrite each other).
  useEffect(() => {
    if (key !== 'url' || debounced.trim() === urlSearch) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (debounced.trim()) updated.set('search', debounced.trim());
        else updated.delete('search');
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  }, [key, debounced, urlSearch, setParams]);

  // A new search or filter starts again from the first page (not the first render: the
  // remembered page wins there).
  const filterKey = JSON.stringify(key === 'url' ? filters : [search, ...filters]);
  const lastFilterKey = useRef(filterKey);
  useEffect(() => {
    if (lastFilterKey.current === filterKey) return;
    lastFilterKey.current = filterKey;
    setPage(1, true);
  }, [filterKey, setPage]);

  const clamp = useCallback(
    (total: number, perPage?: number) => {
      const last = lastPageOf(total, perPage);
      if (page > last) setPage(last, true);
    },
    [page, setPage],
  );

  return { page, setPage: (next: number) => setPage(next), typed, setTyped, search, clamp };
}
