// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi } from '../../../test/app-harness';
import { useUnreadCount } from './inbox-stream';

let idle: Array<() => void>;
let readyState: DocumentReadyState;

beforeEach(() => {
  idle = [];
  readyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => {
      idle.push(callback);
      return idle.length;
    }),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  vi.unstubAllGlobals();
});

function renderCount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUnreadCount('token-1'), { wrapper });
}

/** A stream that stays open, as the server's does. */
function openStream() {
  return new Response(new ReadableStream({ start() {} }), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
}

describe('the unread count stream', () => {
  it('opens only after the page has loaded and the main thread is idle', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/notifications/stream': () => openStream(),
      'GET /api/auth/notifications/inbox/unread': () => answer(200, { unread: 2 }),
    });
    const streamCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/notifications/stream'));
    const hook = renderCount();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // Still loading: no stream and no idle wait yet.
    expect(streamCalls()).toHaveLength(0);
    expect(idle).toHaveLength(0);

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    // Loaded, but not idle yet.
    expect(streamCalls()).toHaveLength(0);
    expect(idle).toHaveLength(1);

    await act(async () => {
      idle[0]?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(streamCalls()).toHaveLength(1);
    hook.unmount();
  });

  it('waits only for idle on a page that has already loaded, and never opens once unmounted', async () => {
    readyState = 'complete';
    const fetchMock = mockApi({
      'GET /api/auth/notifications/stream': () => openStream(),
      'GET /api/auth/notifications/inbox/unread': () => answer(200, { unread: 0 }),
    });
    const hook = renderCount();
    expect(idle).toHaveLength(1);
    hook.unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/notifications/stream'))).toBe(false);
  });
});
