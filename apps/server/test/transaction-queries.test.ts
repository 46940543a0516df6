import { reportAccessRoutes, reportGroupRoutes, reportRoutes } from '@mirante/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userGroups } from '../src/db/schema';
import { listReportGroups } from '../src/modules/reports/reports-groups.repository';
import { editableAccounts } from '../src/modules/users/users-account-reach.service';
import { trustedUnitId } from '../src/platform/scope';
import { callRoute, createTestContext, createWorld, type TestContext } from './helpers';

// Inside a transaction every query runs on one client, which takes one query at a time: queries
// started together (Promise.all) queue up on it, which node-postgres deprecates. These tests watch
// every client and note a query started while another one of the same client is still running.

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
const overlapping: string[] = [];
const running = new WeakMap<object, number>();
const query = pg.Client.prototype.query;

function watchClients() {
  pg.Client.prototype.query = function watched(this: pg.Client, ...args: unknown[]) {
    const busy = running.get(this) ?? 0;
    if (busy > 0) {
      const first = args[0] as string | { text?: string };
      overlapping.push(typeof first === 'string' ? first : (first?.text ?? '?'));
    }
    running.set(this, busy + 1);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...result: unknown[]) => {
        done();
        return callback(...result);
      };
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    }
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  } as typeof query;
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  watchClients();
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await ctx.close();
});
beforeEach(() => {
  overlapping.length = 0;
});

describe('queries inside a transaction', () => {
  // Only node-postgres has clients to watch; the embedded database has none.
  it.skipIf(!process.env.DATABASE_URL)(
    'are seen overlapping when started together (the watch works)',
    async () => {
      await ctx.db.transaction(async (tx) => {
        await Promise.all([tx.execute(sql`select 1`), tx.execute(sql`select 2`)]);
      });
      expect(overlapping.length).toBeGreaterThan(0);
    },
  );

  it('run one after the other when a report group is added and edited', async () => {
    const body = { name: 'Finance', position: 1, subgroups: [{ name: 'Payables', position: 0 }] };
    const added = await callRoute(ctx.app, reportGroupRoutes.create, { token: world.tokens.admin, body });
    expect(added.statusCode, added.body).toBe(201);
    const edited = await callRoute(ctx.app, reportGroupRoutes.update, {
      params: { id: added.data().id },
      token: world.tokens.admin,
      body: { ...body, name: 'Finance 2' },
    });
    expect(edited.data()).toMatchObject({ name: 'Finance 2', subgroups: [{ name: 'Payables' }] });
    expect(overlapping).toEqual([]);
  });

  it('run one after the other when the access grants of a report are saved', async () => {
    const [team] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Team A' })
      .returning();
    const added = await callRoute(ctx.app, reportRoutes.create, {
      token: world.tokens.admin,
      body: { kind: 'external', title: 'Granted', external_url: 'https://x.test' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const res = await callRoute(ctx.app, reportAccessRoutes.save, {
      params: { id: added.data().id },
      token: world.tokens.admin,
      body: { grants: [{ user_id: world.users.user.id }, { group_id: team!.id }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data().data).toHaveLength(2);
    expect(overlapping).toEqual([]);
  });

  it('run one after the other in the reads a transaction may call', async () => {
    const unit = trustedUnitId(world.company.id);
    await ctx.db.transaction(async (tx) => {
      expect(await listReportGroups(tx, unit)).toEqual(expect.any(Array));
      const editable = await editableAccounts(
        tx,
        { userId: world.users.admin.id },
        [world.users.user.id],
        unit,
      );
      expect(editable.has(world.users.user.id)).toBe(true);
    });
    expect(overlapping).toEqual([]);
  });
});
