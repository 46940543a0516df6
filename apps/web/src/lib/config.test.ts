// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';
import { getStoredConfig, initStorage } from './storage';

beforeEach(async () => {
  await initStorage({ origin: 'http://localhost', backend: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadConfig', () => {
  it('shares one request among the callers while it is under way, then asks anew', async () => {
    let answers = 0;
    const fetchMock = vi.fn(async () => {
      answers += 1;
      return new Response(JSON.stringify({ hidden_menu: [], intended: `/${answers}` }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([loadConfig(), loadConfig()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(getStoredConfig()).toMatchObject({ intended: '/1' });
    await loadConfig();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getStoredConfig()).toMatchObject({ intended: '/2' });
  });
});
