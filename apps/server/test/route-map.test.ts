import { allRoutes } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/*
 * The route map (packages/contracts/src/routes.ts) is the API: every call under /api is served
 * from its declaration, and every declaration is served, once, where it says.
 */

/** Served under /api but not calls of the map: the API reference's pages and files. */
const NOT_CALLS = [/^\/api\/docs(\/|$)/];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const served = () =>
  ctx.app.routeTable.filter(
    (r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !NOT_CALLS.some((p) => p.test(r.url)),
  );

describe('the route map', () => {
  it('serves every call under /api from its declaration', () => {
    const byHand = served()
      .filter((r) => !r.mapped)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(byHand).toEqual([]);
  });

  it('serves every declaration once, at its method and path', () => {
    for (const { area, name, def } of allRoutes()) {
      const matches = served().filter((r) => r.mapped === def);
      expect(
        matches.map((r) => `${r.method} ${r.url}`),
        `${area}.${name}`,
      ).toEqual([`${def.method} /api${def.path}`]);
    }
  });

  it('declares each method and path once', () => {
    const keys = allRoutes().map(({ def }) => `${def.method} ${def.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
