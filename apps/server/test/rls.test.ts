import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  clients,
  companies,
  memberships,
  partners,
  recoveryCodes,
  reports,
  userSecrets,
  users,
} from '../src/db/schema';
import { issueEmbedToken } from '../src/modules/embed-links/embed-links-token.service';
import { unitOfLinkToken } from '../src/modules/embed-links/embed-links-embedded.service';
import { SecretBox } from '../src/platform/crypto';
import {
  CROSSING,
  crossingRead,
  type DbReach,
  NO_UNIT,
  reachOfScope,
  unitReach,
} from '../src/platform/db-reach';
import { readPasswordHash } from '../src/platform/secrets';
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

const secretBox = new SecretBox(randomBytes(32));

/**
 * Tables of the public schema left without row-level security on purpose, each with the reason.
 * None today: the tenancy tree, invoices, the FAQ, the platform's settings and trigger shifts have
 * policies of their own (migration 0022_tenant_wall), and secrets are the crossing role's alone.
 */
const GLOBAL_TABLES: Record<string, string> = {};

/** The policies of each table with row-level security on: `policy:role` pairs, by name. */
async function policiesByTable() {
  return rowsOf<{ relname: string; roles: string }>(
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
}

beforeAll(async () => {
  // Row-level security is off unless configured (MIRANTE_ROW_SECURITY): this app turns it on.
  ctx = await createTestContext({ rowSecurity: true, secretBox }, (app) => {
    // A route whose query forgets its tenant filter, as a slip in a repository would.
    app.get('/api/auth/test/unfiltered-reports', { config: { policy: () => true } }, async (request) => ({
      units: await reportUnits(request.db),
    }));
    // The same after a JSON body was read.
    app.post('/api/auth/test/unfiltered-reports', { config: { policy: () => true } }, async (request) => ({
      units: await reportUnits(request.db),
    }));
    // A call of the embedded page, in the reach its link's token names, whose query forgets its filter.
    app.post(
      '/api/test/embedded-reports',
      { config: { public: true, skipXsrf: true, reach: { token: unitOfLinkToken({ secretBox }) } } },
      async (request) => ({ units: await reportUnits(request.db) }),
    );
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
    // The counts kept by triggers (0030_kept_counts): read in reach like the rows they count.
    expect(tables).toContain('billing_membership_counts');
    expect(tables).toContain('unit_report_counts');
    const guarded = new Map((await policiesByTable()).map((g) => [g.relname, g.roles]));
    for (const table of tables) {
      expect(guarded.get(table), table).toBe('crossing:mirante_crossing,unit_reach:mirante_tenant');
    }
  });

  it('leaves no table of the schema without row-level security and a policy, unless it is global by decision', async () => {
    const all = rowsOf<{ tablename: string; secured: boolean }>(
      await ctx.db.execute(sql`
        select t.tablename, c.relrowsecurity as secured from pg_tables t
        join pg_class c on c.relname = t.tablename
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = t.schemaname
        where t.schemaname = 'public' order by 1`),
    );
    expect(all.length).toBeGreaterThanOrEqual(65);
    const guarded = new Set((await policiesByTable()).map((g) => g.relname));
    const open = all.filter((t) => !(t.secured && guarded.has(t.tablename))).map((t) => t.tablename);
    expect(open).toEqual(Object.keys(GLOBAL_TABLES).sort());
    // Secrets and the sign-in machinery are the crossing role's alone: no policy for tenants.
    const policies = new Map((await policiesByTable()).map((g) => [g.relname, g.roles]));
    for (const table of ['user_secrets', 'auth_tokens', 'recovery_codes', 'rate_limits']) {
      expect(policies.get(table), table).toBe('crossing:mirante_crossing');
    }
  });

  it("never shows a unit's handle a password hash, TOTP secret, recovery code or sign-in token", async () => {
    const reach = handle(reachOfScope(unitScope(world.company.id, world.users.admin.id)));
    const own = world.users.admin.id;
    // The account itself holds no secret any more.
    const [row] = await reach.select().from(users).where(sql`${users.id} = ${own}`);
    expect(row?.email).toBe(world.users.admin.email);
    expect(Object.keys(row ?? {})).not.toContain('passwordHash');
    expect(Object.keys(row ?? {}).some((k) => /totpSecret|totpLastStep/.test(k))).toBe(false);
    // Not even the person's own secrets: only the crossing role reads them, for the repository.
    const denied = { cause: { message: expect.stringMatching(/permission denied/) } };
    await expect(reach.select().from(userSecrets)).rejects.toMatchObject(denied);
    await expect(reach.select().from(authTokens)).rejects.toMatchObject(denied);
    await expect(reach.select().from(recoveryCodes)).rejects.toMatchObject(denied);
    await expect(
      reach.update(userSecrets).set({ passwordHash: 'x' }).where(sql`${userSecrets.userId} = ${own}`),
    ).rejects.toMatchObject(denied);
    await expect(reach.execute(sql`select password_hash from users`)).rejects.toThrow();
    // The repository of secrets reads them through the crossing handle next to the unit's.
    expect(await readPasswordHash(reach, own)).toMatch(/^\$argon2id\$/);
    const seen = await handle(CROSSING).select({ userId: userSecrets.userId }).from(userSecrets);
    expect(seen.map((r) => r.userId)).toContain(own);
  });

  it("shows a unit the people of its own memberships and its partner's, never another unit's", async () => {
    const strangerUser = await createUser(ctx.db, { profile: 'user', companyId: stranger.id });
    const siblingUser = await createUser(ctx.db, { profile: 'user', companyId: sibling.id });
    const people = async (reach: DbReach) =>
      (await handle(reach).select({ id: users.id }).from(users)).map((r) => r.id);
    const ours = await people(reachOfScope(unitScope(world.company.id, world.users.admin.id)));
    expect(ours).toEqual(
      expect.arrayContaining([world.users.admin.id, world.users.user.id, world.users.master.id]),
    );
    expect(ours).not.toContain(strangerUser.id);
    expect(ours).not.toContain(siblingUser.id);
    expect(ours).not.toContain(world.users.a2m.id);
    // By e-mail too: a query that looks someone up by address finds nobody of another unit.
    const byEmail = await handle(reachOfScope(unitScope(world.company.id, world.users.admin.id)))
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${strangerUser.email})`);
    expect(byEmail).toEqual([]);
    // A partner sees the people of all its units, not another partner's.
    const master = scopeOfSession({
      userId: world.users.master.id,
      sessionId: 1,
      profile: 'master',
      companyId: null,
      partnerId: world.partner.id,
      impersonatorUserId: null,
      originSessionId: null,
    });
    const partnerPeople = await people(reachOfScope(master));
    expect(partnerPeople).toEqual(expect.arrayContaining([world.users.user.id, siblingUser.id]));
    expect(partnerPeople).not.toContain(strangerUser.id);
    // A unit's own machinery (SCIM, embed links) sees its people and no person of its own.
    expect(await people(unitReach(stranger.id))).toContain(strangerUser.id);
    expect(await people(unitReach(stranger.id))).not.toContain(world.users.user.id);
    expect(await people(NO_UNIT)).toEqual([]);
  });

  it('shows a unit its own unit, its client and partner, not another partner or its units', async () => {
    const reach = handle(reachOfScope(unitScope(world.company.id, world.users.admin.id)));
    const unitIds = (await reach.select({ id: companies.id }).from(companies)).map((r) => r.id);
    expect(unitIds).toContain(world.company.id);
    expect(unitIds).not.toContain(stranger.id);
    const partnerIds = (await reach.select({ id: partners.id }).from(partners)).map((r) => r.id);
    expect(partnerIds).toEqual(expect.arrayContaining([world.partner.id, world.operator.id]));
    expect(partnerIds).not.toContain(stranger.partnerId);
    const clientPartners = (await reach.select({ partnerId: clients.partnerId }).from(clients)).map(
      (r) => r.partnerId,
    );
    expect(clientPartners.length).toBeGreaterThan(0);
    expect(clientPartners.every((p) => p === world.partner.id)).toBe(true);
  });

  it("runs an embedded page's call in the unit its link's token names, and nowhere for a token it cannot read", async () => {
    // Raw: the test-only routes of this file are outside the route map.
    const units = async (token: unknown) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/embedded-reports',
        payload: { token },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { units: number[] }).units;
    };
    const claims = { linkId: 1, reportId: 1, identity: null, filters: [] };
    const ours = issueEmbedToken(secretBox, { ...claims, companyId: world.company.id }).token;
    const theirs = issueEmbedToken(secretBox, { ...claims, companyId: stranger.id }).token;
    expect(await units(ours)).toEqual([world.company.id]);
    expect(await units(theirs)).toEqual([stranger.id]);
    // Sealed with another key, or not a token at all: no unit's rows.
    const forged = issueEmbedToken(new SecretBox(randomBytes(32)), {
      ...claims,
      companyId: stranger.id,
    }).token;
    expect(await units(forged)).toEqual([]);
    expect(await units('nothing')).toEqual([]);
    expect(await units(42)).toEqual([]);
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
    // Raw: the test-only routes of this file are outside the route map.
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
