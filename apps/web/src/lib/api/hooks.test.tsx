import { DEFAULT_PAGE_SIZE } from '@mirante/contracts';
import { keepPreviousData, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './app-client';
import { createOrUpdate, invalidatingMutation, pagedQueryOptions, useInvalidatingMutation } from './hooks';

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

describe('pagedQueryOptions', () => {
  it('asks for the page with the trimmed search and the extra filters, under the given key', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: [], total: 0 });
    const options = pagedQueryOptions<{ data: unknown[] }>(['domains', 'list', 2, 'acme'], '/auth/domains', {
      page: 2,
      search: '  acme ',
      status: 'active',
      company_id: undefined,
    });

    expect(options.queryKey).toEqual(['domains', 'list', 2, 'acme']);
    expect(options.placeholderData).toBe(keepPreviousData);
    await new QueryClient().fetchQuery(options);
    expect(get).toHaveBeenCalledWith('/auth/domains', {
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
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    await new QueryClient().fetchQuery(
      pagedQueryOptions(['playlists', 'list', 1, 50, ''], '/auth/playlists', {
        page: 1,
        search: '   ',
        perPage: 50,
      }),
    );
    expect(get.mock.calls[0]?.[1]?.query).toEqual({ page: 1, per_page: 50, search: undefined });
  });
});

describe('createOrUpdate', () => {
  it('posts a new record to the collection and puts an existing one to its own path', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 3 });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ id: 3 });
    const save = createOrUpdate<{ id: number }, { name: string }>('/auth/groups', {
      query: { company_id: 9 },
    });

    await save({ input: { name: 'New' } });
    await save({ id: 3, input: { name: 'Old' } });

    expect(post).toHaveBeenCalledWith('/auth/groups', { name: 'New' }, { query: { company_id: 9 } });
    expect(put).toHaveBeenCalledWith('/auth/groups/3', { name: 'Old' }, { query: { company_id: 9 } });
  });
});
