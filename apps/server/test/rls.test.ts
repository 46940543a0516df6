import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, reports } from '../src/db/schema';
import { CROSSING, crossingRead, type DbReach, reachOfScope } from '../src/platform/db-reach';
import { listAccountMemberships } from '../src/modules/users/users-admin.repository';
import type { Db } from '../src/platform/db';
import { scopeOfSession } from '../src/platform/scope';
import {
  call,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

// The second wall of tenant isolation: queries that forget their company_id filter, run in a
// request's reach, still return nothing of another unit (migration 0019, platform/db-reach.ts).

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
/** A unit of the same partner, and a unit of another partner. */
let sibling: { id: number };
let stranger: { id: number; partnerId: number };

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

async function addReport(companyId: number, title: string): Promise<void> {
  await ctx.db
    .insert(reports)
    .values({ companyId, kind: 'external', title, externalUrl: 'https://example.test/r' });
}

/** Every report's unit as an unfiltered select sees it: a repository query without its tenant filter. */
async function reportUnits(db: Db = ctx.db): Promise<number[]> {
  const rows = await db.select({ companyId: reports.companyId }).from(reports);
  return [...new Set(rows.map((r) => r.companyId))].sort((a, b) => a - b);
}

/** The handle whose queries run in `reach`, as a request's `request.db` does. */
const handle = (reach: DbReach): Db => ctx.database.reach(reach);

function unitScope(companyId: number, userId: number) {
  return scopeOfSession({
    userId,
    sessionId: 1,
    profile: 'admin',
    companyId,
    partnerId: null,
    impersonatorUserId: null,
    originSessionId: null,
  });
}

beforeAll(async () => {
  // Row-level security is off unless configured (MIRANTE_ROW_SECURITY): this app turns it on.
  ctx = await createTestContext({ rowSecurity: true }, (app) => {
    // A route whose query forgets its tenant filter, as a slip in a repository would.
    app.get('/api/auth/test/unfiltered-reports', { config: { policy: () => true } }, async (request) => ({
      units: await reportUnits(request.db),
    }));
    // The same after a JSON body was read.
    app.post('/api/auth/test/unfiltered-reports', { config: { policy: () => true } }, async (request) => ({
      units: await reportUnits(request.db),
    }));
  });
  world = await createWorld(ctx);
  sibling = await createCompany(ctx.db, { partnerId: world.partner.id });
  const otherUnit = await createCompany(ctx.db);
  stranger = { id: otherUnit.id, partnerId: otherUnit.partnerId };
  await addReport(world.company.id, 'ours');
  await addReport(sibling.id, 'sibling');
  await addReport(stranger.id, 'stranger');
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe('row-level security', () => {
  it('puts a policy on every table with a company_id column, for both roles', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await ctx.db.execute(sql`
        select c.table_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'
        order by 1`),
    ).map((r) => r.table_name);
    expect(tables).toContain('reports');
    expect(tables).toContain('memberships');
    const guarded = rowsOf<{ relname: string; roles: string }>(
      await ctx.db.execute(sql`
        select c.relname, string_agg(p.polname || ':' || r.rolname, ',' order by p.polname) as roles
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_policy p on p.polrelid = c.oid
        cross join lateral unnest(p.polroles) as pr(oid)
        join pg_roles r on r.oid = pr.oid
        where c.relrowsecurity
        group by c.relname order by 1`),
    );
    expect(guarded.map((g) => g.relname)).toEqual(tables);
    for (const g of guarded) expect(g.roles).toBe('crossing:mirante_crossing,unit_reach:mirante_tenant');
  });

  it('shows a unit only its own rows when the query forgets its filter', async () => {
    const scope = unitScope(world.company.id, world.users.admin.id);
    expect(await reportUnits(handle(reachOfScope(scope)))).toEqual([world.company.id]);
    // Inside a transaction too, and the connection forgets the unit once the work is done.
    const inTx = await handle(reachOfScope(scope)).transaction((tx) => reportUnits(tx as Db));
    expect(inTx).toEqual([world.company.id]);
    expect(await reportUnits()).toEqual([world.company.id, sibling.id, stranger.id].sort((a, b) => a - b));
  });

  it('hides another unit from a repository query that holds no unit filter', async () => {
    // listAccountMemberships reads a person's memberships in every unit, on purpose: under a
    // unit's reach it sees only that unit's, the reason rules that need more use crossingRead.
    const strangerUser = await createUser(ctx.db, { profile: 'user', companyId: stranger.id });
    const reach = reachOfScope(unitScope(world.company.id, world.users.admin.id));
    expect(await listAccountMemberships(handle(reach), [strangerUser.id])).toEqual([]);
    expect(await listAccountMemberships(handle(CROSSING), [strangerUser.id])).toEqual([
      expect.objectContaining({ userId: strangerUser.id, companyId: stranger.id }),
    ]);
  });

  it('refuses to write a row into another unit, and to move one there', async () => {
    const reach = reachOfScope(unitScope(world.company.id, world.users.admin.id));
    await expect(
      handle(reach)
        .insert(reports)
        .values({ companyId: stranger.id, kind: 'external', title: 'x', externalUrl: 'https://e.test' }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    await expect(
      handle(reach)
        .update(reports)
        .set({ companyId: stranger.id })
        .where(sql`${reports.companyId} = ${world.company.id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    const updated = await handle(reach)
      .update(reports)
      .set({ description: 'touched' })
      .where(sql`true`)
      .returning({ id: reports.id });
    expect(updated).toHaveLength(1);
  });

  it("shows a partner its units' rows only, and its own membership", async () => {
    const scope = scopeOfSession({
      userId: world.users.master.id,
      sessionId: 1,
      profile: 'master',
      companyId: null,
      partnerId: world.partner.id,
      impersonatorUserId: null,
      originSessionId: null,
    });
    const units = await reportUnits(handle(reachOfScope(scope)));
    expect(units).toEqual([world.company.id, sibling.id].sort((a, b) => a - b));
    const seen = await handle(reachOfScope(scope))
      .select({ userId: memberships.userId, companyId: memberships.companyId })
      .from(memberships);
    expect(seen).toContainEqual({ userId: world.users.master.id, companyId: null });
    expect(seen.some((m) => m.companyId === stranger.id)).toBe(false);
  });

  it('lets a rule read past the unit explicitly, inside its transaction or outside one', async () => {
    const all = [world.company.id, sibling.id, stranger.id].sort((a, b) => a - b);
    const reach = reachOfScope(unitScope(world.company.id, world.users.admin.id));
    const seen = await handle(reach).transaction(async (tx) => {
      const before = await reportUnits(tx as Db);
      const across = await crossingRead(tx as Db, (reader) => reportUnits(reader));
      const after = await reportUnits(tx as Db);
      return { before, across, after };
    });
    expect(seen).toEqual({ before: [world.company.id], across: all, after: [world.company.id] });
    expect(await crossingRead(handle(reach), (reader) => reportUnits(reader))).toEqual(all);
    expect(await reportUnits(handle(reach))).toEqual([world.company.id]);
  });

  it('shows the crossing role, and the connecting user, every unit', async () => {
    const all = [world.company.id, sibling.id, stranger.id].sort((a, b) => a - b);
    expect(await reportUnits(handle(CROSSING))).toEqual(all);
    expect(await reportUnits()).toEqual(all);
  });

  it("runs a request in its session's reach: unit, partner, operator", async () => {
    const unfiltered = async (token: string) => {
      const res = await call(ctx.app, { method: 'GET', url: '/api/auth/test/unfiltered-reports', token });
      expect(res.statusCode).toBe(200);
      return (res.json() as { units: number[] }).units;
    };
    const strangerAdmin = await createUser(ctx.db, { profile: 'admin', companyId: stranger.id });
    const strangerToken = await signIn(ctx.app, strangerAdmin.email);
    // Alternate between tenants so pooled connections change hands between them.
    for (let round = 0; round < 3; round += 1) {
      const [ours, theirs] = await Promise.all([unfiltered(world.tokens.admin), unfiltered(strangerToken)]);
      expect(ours).toEqual([world.company.id]);
      expect(theirs).toEqual([stranger.id]);
    }
    expect(await unfiltered(world.tokens.user)).toEqual([world.company.id]);
    const posted = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/test/unfiltered-reports',
      token: world.tokens.admin,
      body: { padding: 'x'.repeat(100_000) },
    });
    expect(posted.json()).toEqual({ units: [world.company.id] });
    expect(await unfiltered(world.tokens.master)).toEqual(
      [world.company.id, sibling.id].sort((a, b) => a - b),
    );
    expect(await unfiltered(world.tokens.a2m)).toHaveLength(3);
  });
});
