import type { ServerResponse } from 'node:http';
import type { TUnreadCount } from '@mirante/contracts';
import type { ChangeFeed } from '../../platform/change-feed';

/** How often an open stream gets a comment line, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;
/** Changes to one inbox within this time are pushed once. */
const DEBOUNCE_MS = 30;

interface Listener {
  userId: number;
  sessionId: number;
  response: ServerResponse;
  /** Reads the inbox's unread count as the stream's owner sees it. */
  read: () => Promise<TUnreadCount>;
}

/**
 * The open inbox streams of this server instance (server-sent events). Every instance hears every
 * inbox change through the database's change feed (`notification_recipients:<user>`, whoever made
 * it, on whichever instance), reads the new count and pushes it to that person's open pages. A
 * session that ends closes its streams; while the feed is down every stream is told to re-read.
 */
export class InboxStreams {
  readonly #listeners = new Set<Listener>();
  readonly #due = new Map<number, NodeJS.Timeout>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #unsubscribe: () => void;
  readonly #onError: (error: unknown) => void;

  constructor(feed: ChangeFeed, onError: (error: unknown) => void) {
    this.#onError = onError;
    this.#unsubscribe = feed.subscribe((change) => {
      if (change === null) {
        for (const listener of this.#listeners) this.#schedule(listener.userId);
      } else if (change.table === 'notification_recipients') {
        this.#schedule(Number(change.key));
      } else if (change.table === 'sessions') {
        const sessionId = Number(change.key);
        for (const listener of this.#listeners) if (listener.sessionId === sessionId) listener.response.end();
      }
    });
    this.#heartbeat = setInterval(() => {
      for (const listener of this.#listeners) listener.response.write(': ping\n\n');
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  get size(): number {
    return this.#listeners.size;
  }

  /** Starts pushing to an open response; the first count goes out at once. */
  add(listener: Listener): void {
    this.#listeners.add(listener);
    listener.response.on('close', () => this.#listeners.delete(listener));
    this.#push(listener);
  }

  #schedule(userId: number): void {
    if (!Number.isInteger(userId) || this.#due.has(userId)) return;
    const timer = setTimeout(() => {
      this.#due.delete(userId);
      for (const listener of this.#listeners) if (listener.userId === userId) this.#push(listener);
    }, DEBOUNCE_MS);
    timer.unref();
    this.#due.set(userId, timer);
  }

  #push(listener: Listener): void {
    listener
      .read()
      .then((count) => {
        if (!listener.response.writableEnded) {
          listener.response.write(`event: unread\ndata: ${JSON.stringify(count)}\n\n`);
        }
      })
      .catch((error: unknown) => {
        this.#onError(error);
        listener.response.end();
      });
  }

  /** Ends every stream (the server is closing). */
  close(): void {
    this.#unsubscribe();
    clearInterval(this.#heartbeat);
    for (const timer of this.#due.values()) clearTimeout(timer);
    this.#due.clear();
    for (const listener of this.#listeners) listener.response.end();
    this.#listeners.clear();
  }
}
