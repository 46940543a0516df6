import { describe, expect, it } from 'vitest';
import { ChangeFeed } from './change-feed';
import type { NoticeChannel } from './db';
import { isKeptValue, TaggedCache } from './tagged-cache';

/** A notice channel in memory: what is published is heard by the listener, in order. */
function memoryChannel() {
  let deliver: ((payload: string) => void) | undefined;
  let state: ((listening: boolean) => void) | undefined;
  const channel: NoticeChannel = {
    async listen(_name, onNotice, onState) {
      deliver = onNotice;
      state = onState;
      onState(true);
      return async () => onState(false);
    },
    async notify(_name, payload) {
      queueMicrotask(() => deliver?.(payload));
    },
  };
  return {
    channel,
    announce: (payload: string) => deliver?.(payload),
    drop: () => state?.(false),
    restore: () => state?.(true),
  };
}

async function setup() {
  const notices = memoryChannel();
  const feed = new ChangeFeed(notices.channel);
  await feed.start();
  const cache = new TaggedCache<{ n: number }>(feed, 3);
  let loads = 0;
  const load = async () => ({ n: ++loads });
  return { notices, feed, cache, load, loads: () => loads };
}

describe('TaggedCache', () => {
  it('serves a kept value until a change it depends on is announced', async () => {
    const { notices, cache, load, loads } = await setup();
    const tags = ['sessions:7', 'company_configs:3'];
    expect(await cache.read('a', tags, load)).toEqual({ n: 1 });
    expect(await cache.read('a', tags, load)).toEqual({ n: 1 });
    notices.announce('company_configs:4');
    notices.announce('users:7');
    expect(await cache.read('a', tags, load)).toEqual({ n: 1 });
    notices.announce('company_configs:3');
    expect(await cache.read('a', tags, load)).toEqual({ n: 2 });
    expect(loads()).toBe(2);
  });

  it('drops on a whole-table dependency and keeps nothing found missing', async () => {
    const { notices, cache, load } = await setup();
    await cache.read('a', ['companies'], load);
    notices.announce('companies:99');
    expect(await cache.read('a', ['companies'], load)).toEqual({ n: 2 });
    const missing = new TaggedCache<undefined>((await setup()).feed, 3);
    let asked = 0;
    const none = async () => {
      asked += 1;
      return undefined;
    };
    await missing.read('x', () => null, none);
    await missing.read('x', () => null, none);
    expect(asked).toBe(2);
  });

  it('keeps no value whose read was overtaken by a change, and serves none while deaf', async () => {
    const { notices, cache, loads } = await setup();
    const slow = async () => {
      notices.announce('reports:1');
      return { n: 0 };
    };
    await cache.read('a', ['reports:2'], slow);
    expect(cache.size).toBe(0);
    const load = async () => ({ n: loads() });
    await cache.read('b', ['reports:2'], load);
    expect(cache.size).toBe(1);
    notices.drop();
    expect(cache.size).toBe(0);
    await cache.read('b', ['reports:2'], load);
    expect(cache.size).toBe(0);
    notices.restore();
    await cache.read('b', ['reports:2'], load);
    expect(cache.size).toBe(1);
  });

  it('keeps no value built from inputs read before the last change heard', async () => {
    const { notices, feed, cache, load } = await setup();
    // The caller's session (and the settings it carries) was read, then a change was heard.
    const readAt = feed.generation;
    notices.announce('company_configs:3');
    await cache.read('a', ['company_configs:3'], load, undefined, readAt);
    expect(cache.size).toBe(0);
    await cache.read('a', ['company_configs:3'], load, undefined, feed.generation);
    expect(cache.size).toBe(1);
  });

  it('reads again after the time a value is good for, and holds at most its size', async () => {
    const { cache, load } = await setup();
    await cache.read('a', [], load, () => Date.now() - 1);
    expect(await cache.read('a', [], load)).toEqual({ n: 2 });
    for (const key of ['b', 'c', 'd']) await cache.read(key, [], load);
    expect(cache.size).toBe(3);
  });

  it('freezes what it keeps, so an answer built from it can be reused', async () => {
    const { cache } = await setup();
    const value = await cache.read('a', [], async () => ({ n: 1, list: [{ id: 1 }] }) as never);
    expect(isKeptValue(value)).toBe(true);
    expect(Object.isFrozen((value as unknown as { list: object[] }).list[0])).toBe(true);
    expect(isKeptValue({ n: 1 })).toBe(false);
  });
});

describe('ChangeFeed.settle', () => {
  it('resolves once every notice published before it has been heard', async () => {
    const { notices, feed, cache, load } = await setup();
    await cache.read('a', ['sessions:1'], load);
    void notices.channel.notify('mirante_changes', 'sessions:1');
    await feed.settle();
    expect(cache.size).toBe(0);
  });
});
