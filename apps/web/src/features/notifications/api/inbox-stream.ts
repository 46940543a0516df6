import {
  LANG_HEADER,
  NOTIFICATION_POLL_MS,
  notificationRoutes,
  routeUrl,
  type TUnreadCount,
} from '@mirante/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { NOTIFICATIONS_KEY, UNREAD_KEY, unreadQueryOptions } from './notifications';

/** How long the page waits before opening the stream again after it closed. */
const RECONNECT_MS = 5_000;

/** The longest the stream waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Calls `start` once the page has loaded (its `load` event) and the main thread is next idle, so
 * a request held open for the whole visit is not counted as part of the page's loading, and
 * answers a function that cancels the wait. A page that has already loaded only waits for idle.
 */
export function afterPageLoad(start: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, 1);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}

/** Each complete event of a text/event-stream chunk sequence: its name and data. */
function* eventsOf(text: string): Generator<{ event: string; data: string }> {
  for (const block of text.split('\n\n')) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) yield { event, data: data.join('\n') };
  }
}

/**
 * The unread count of the bell, pushed by the server as it changes (server-sent events read with
 * fetch, so the session token goes in a header, never in the URL). The stream opens once the page
 * has loaded and is idle; while it is not open the count is polled instead. A new count also
 * refreshes the open inbox lists.
 */
export function useUnreadCount(token: string | undefined) {
  const client = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let last: number | undefined;

    const apply = (count: TUnreadCount) => {
      client.setQueryData(UNREAD_KEY, count);
      if (last !== undefined && last !== count.unread) {
        void client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'inbox'] });
      }
      last = count.unread;
    };

    const open = async () => {
      try {
        const response = await fetch(`/api${routeUrl(notificationRoutes.stream)}`, {
          headers: {
            Accept: 'text/event-stream',
            Authorization: `Bearer ${token}`,
            [LANG_HEADER]: currentLanguage(),
          },
          signal: abort.signal,
          cache: 'no-store',
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        setLive(true);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          const end = buffer.lastIndexOf('\n\n');
          if (end < 0) continue;
          for (const { event, data } of eventsOf(buffer.slice(0, end))) {
            if (event === 'unread') apply(JSON.parse(data) as TUnreadCount);
          }
          buffer = buffer.slice(end + 2);
        }
      } catch {
        // Closed, refused or unreachable: polling covers the count until the stream is back.
      }
      setLive(false);
      if (!abort.signal.aborted) retry = setTimeout(() => void open(), RECONNECT_MS);
    };
    const cancelStart = afterPageLoad(() => void open());
    return () => {
      cancelStart();
      abort.abort();
      clearTimeout(retry);
      setLive(false);
    };
  }, [token, client]);

  return useQuery({ ...unreadQueryOptions(live ? false : NOTIFICATION_POLL_MS), enabled: Boolean(token) });
}
