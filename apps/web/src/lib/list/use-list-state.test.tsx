// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageState, initStorage, setPageState } from '../storage';
import { lastPageOf, SEARCH_DEBOUNCE_MS, storedPageNumber, useListState } from './use-list-state';

const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

beforeEach(async () => {
  await initStorage({ origin: 'http://localhost', backend: null });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('storedPageNumber and lastPageOf', () => {
  it('reads whole pages from 1 and falls back to 1', () => {
    expect(storedPageNumber('4')).toBe(4);
    expect(storedPageNumber('0')).toBe(1);
    expect(storedPageNumber('2.5')).toBe(1);
    expect(storedPageNumber(null)).toBe(1);
  });

  it('counts the last page, at least 1', () => {
    expect(lastPageOf(45, 20)).toBe(3);
    expect(lastPageOf(40, 20)).toBe(2);
    expect(lastPageOf(0, 20)).toBe(1);
  });
});

describe('useListState', () => {
  it('starts from the page kept in bi:page and keeps every change there', () => {
    setPageState({ page_user: '3' });
    const { result } = renderHook(() => useListState({ key: 'page_user' }), { wrapper: inRouter });
    expect(result.current.page).toBe(3);
    act(() => result.current.setPage(5));
    expect(result.current.page).toBe(5);
    expect(getPageState().page_user).toBe('5');
    // Another list's page is left alone.
    expect(getPageState().page_report).toBe('1');
  });

  it('starts from page 1 without a key and stores nothing', () => {
    setPageState({ page_user: '3' });
    const { result } = renderHook(() => useListState(), { wrapper: inRouter });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
    expect(getPageState().page_user).toBe('3');
  });

  it('debounces and trims the search, then goes back to page 1', () => {
    vi.useFakeTimers();
    setPageState({ page_tenant: '4' });
    const { result } = renderHook(() => useListState({ key: 'page_tenant' }), { wrapper: inRouter });
    act(() => result.current.setTyped('  ana '));
    expect(result.current.typed).toBe('  ana ');
    expect(result.current.search).toBe('');
    expect(result.current.page).toBe(4);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe('ana');
    expect(result.current.page).toBe(1);
    expect(getPageState().page_tenant).toBe('1');
  });

  it('goes back to page 1 when a filter changes, not on the first render', () => {
    setPageState({ page_report: '2' });
    const { result, rerender } = renderHook(
      ({ group }: { group: number | undefined }) => useListState({ key: 'page_report', filters: [group] }),
      { wrapper: inRouter, initialProps: { group: undefined as number | undefined } },
    );
    expect(result.current.page).toBe(2);
    rerender({ group: undefined });
    expect(result.current.page).toBe(2);
    rerender({ group: 7 });
    expect(result.current.page).toBe(1);
  });

  it('clamps a page past the last one to the last', () => {
    const { result } = renderHook(() => useListState(), { wrapper: inRouter });
    act(() => result.current.setPage(6));
    act(() => result.current.clamp(45, 20));
    expect(result.current.page).toBe(3);
    act(() => result.current.clamp(100, 20));
    expect(result.current.page).toBe(3);
    act(() => result.current.clamp(0, 20));
    expect(result.current.page).toBe(1);
  });

  it("keeps page and search in the address with key 'url'", () => {
    vi.useFakeTimers();
    let state: ReturnType<typeof useListState> | undefined;
    function Probe() {
      state = useListState({ key: 'url' });
      return null;
    }
    const router = createMemoryRouter([{ path: '/', element: <Probe /> }], {
      initialEntries: ['/?page=3&search=acme'],
    });
    renderHook(() => null, { wrapper: () => <RouterProvider router={router} /> });
    expect(state?.page).toBe(3);
    expect(state?.typed).toBe('acme');
    expect(state?.search).toBe('acme');

    act(() => state?.setPage(4));
    expect(router.state.location.search).toBe('?page=4&search=acme');
    act(() => state?.setPage(1));
    expect(router.state.location.search).toBe('?search=acme');

    act(() => state?.setPage(2));
    act(() => state?.setTyped('beta '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(router.state.location.search).toBe('?search=beta');
    expect(state?.page).toBe(1);
  });
});
