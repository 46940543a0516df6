import { DEFAULT_PAGE_SIZE, domainRoutes, groupRoutes, playlistRoutes } from '@mirante/contracts';
import { keepPreviousData, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './app-client';
import { invalidatingMutation, pagedRouteOptions, saveThrough, useInvalidatingMutation } from './hooks';

const GROUPS_PAGE = ['groups', 'list', 1] as const;
const REPORTS_LIST = ['reports', 'list', 1] as const;
const REPORT_EMBED = ['reports', 'embed', 7] as const;
const OTHER = ['users', 'list'] as const;

/** A client holding fresh data under a few keys, and a wrapper that provides it. */
function cache() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const key of [GROUPS_PAGE, REPORTS_LIST, REPORT_EMBED, OTHER])
    queryClient.setQueryData(key, { seen: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const stale = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
  return { wrapper, stale };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('invalidatingMutation', () => {
  it('invalidates every root given once the call succeeds, and only those', async () => {
    const { wrapper, stale } = cache();
    const save = vi.fn((name: string) => Promise.resolve({ name }));
    const useSave = invalidatingMutation([['groups'], ['reports']], save);
    const { result } = renderHook(() => useSave(), { wrapper });

    let answer: { name: string } | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync('Sales');
    });

    expect(save.mock.calls[0]?.[0]).toBe('Sales');
    expect(answer).toEqual({ name: 'Sales' });
    expect(stale(GROUPS_PAGE)).toBe(true);
    expect(stale(REPORTS_LIST)).toBe(true);
    expect(stale(REPORT_EMBED)).toBe(true);
    expect(stale(OTHER)).toBe(false);
  });

  it('leaves the cache alone when the call fails', async () => {
    const { wrapper, stale } = cache();
    const useSave = invalidatingMutation([['groups']], () => Promise.reject(new Error('refused')));
    const { result } = renderHook(() => useSave(), { wrapper });

    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toThrow('refused');
    });

    expect(stale(GROUPS_PAGE)).toBe(false);
  });

  it("after: 'settled' invalidates after a failure too", async () => {
    const { wrapper, stale } = cache();
    const { result } = renderHook(
      () =>
        useInvalidatingMutation([['groups']], () => Promise.reject(new Error('refused')), {
          after: 'settled',
        }),
      { wrapper },
    );

    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toThrow('refused');
    });

    expect(stale(GROUPS_PAGE)).toBe(true);
    expect(stale(OTHER)).toBe(false);
  });

  it('takes filters where a root has exceptions', async () => {
    const { wrapper, stale } = cache();
    const notEmbed = {
      queryKey: ['reports'],
      predicate: (q: { queryKey: QueryKey }) => q.queryKey[1] !== 'embed',
    };
    const { result } = renderHook(() => useInvalidatingMutation([notEmbed], () => Promise.resolve(1)), {
      wrapper,
    });

    await act(async () => {
      await result.current.mutateAsync();
    });

    expect(stale(REPORTS_LIST)).toBe(true);
    expect(stale(REPORT_EMBED)).toBe(false);
    expect(stale(GROUPS_PAGE)).toBe(false);
  });
});

describe('pagedRouteOptions', () => {
  it('asks for the page with the trimmed search and the extra filters, under the given key', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ data: [], total: 0 });
    const options = pagedRouteOptions(['domains', 'list', 2, 'acme'], domainRoutes.list, {
      page: 2,
      search: '  acme ',
      status: 'active',
      company_id: undefined,
    });

    expect(options.queryKey).toEqual(['domains', 'list', 2, 'acme']);
    expect(options.placeholderData).toBe(keepPreviousData);
    await new QueryClient().fetchQuery(options);
    expect(call).toHaveBeenCalledWith(domainRoutes.list, {
      query: {
        page: 2,
        per_page: DEFAULT_PAGE_SIZE,
        search: 'acme',
        status: 'active',
        company_id: undefined,
      },
      signal: expect.any(AbortSignal),
    });
  });

  it('leaves a blank search out and takes the page size asked for', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ data: [] });
    await new QueryClient().fetchQuery(
      pagedRouteOptions(['playlists', 'list', 1, 50, ''], playlistRoutes.list, {
        page: 1,
        search: '   ',
        perPage: 50,
      }),
    );
    expect(call.mock.calls[0]?.[1]).toMatchObject({ query: { page: 1, per_page: 50, search: undefined } });
  });
});

describe('saveThrough', () => {
  it("creates a new record through the first route and updates an existing one through the second's path", async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ id: 3 });
    const save = saveThrough(groupRoutes.create, groupRoutes.update);

    await save({ input: { name: 'New' } });
    await save({ id: 3, input: { name: 'Old' } });

    expect(call).toHaveBeenNthCalledWith(1, groupRoutes.create, { body: { name: 'New' } });
    expect(call).toHaveBeenNthCalledWith(2, groupRoutes.update, { params: { id: 3 }, body: { name: 'Old' } });
  });
});
