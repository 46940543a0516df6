import { authRoutes } from '@mirante/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, companies, companyConfigs, memberships, partners, sessions, users } from '../src/db/schema';
import { type DemoAccount, DEMO_EMAILS, seedDemo } from '../src/seed/demo';
import { callRoute, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let accounts: DemoAccount[];

beforeAll(async () => {
  ctx = await createTestContext();
  accounts = await seedDemo(ctx.db);
});
afterAll(() => ctx.close());

async function counts(db: TestContext['db']) {
  const tables = { partners, clients, companies, companyConfigs, users, memberships };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe('seedDemo', () => {
  it('creates the operator, a partner under it and one unit with its client and configuration', async () => {
    expect(await counts(ctx.db)).toEqual({
      partners: 2,
      clients: 1,
      companies: 1,
      companyConfigs: 1,
      users: 4,
      memberships: 4,
    });
    const [operator] = await ctx.db.select().from(partners).where(eq(partners.kind, 'operator'));
    const [partner] = await ctx.db.select().from(partners).where(eq(partners.kind, 'partner'));
    expect(operator).toMatchObject({ name: 'Mirante', parentId: null, active: true });
    expect(partner).toMatchObject({ name: 'Demo Partner', parentId: operator!.id });
    const [company] = await ctx.db.select().from(companies);
    expect(company).toMatchObject({ name: 'Demo Business Unit', subdomain: 'demo', partnerId: partner!.id });
  });

  it('returns one account per profile, each with its own strong random password', () => {
    expect(accounts.map((a) => a.profile)).toEqual(['a2m', 'master', 'admin', 'user']);
    for (const a of accounts) {
      expect(a.email).toBe(DEMO_EMAILS[a.profile]);
      expect(a.password.length).toBeGreaterThanOrEqual(16);
    }
    expect(new Set(accounts.map((a) => a.password)).size).toBe(4);
  });

  it('makes accounts that sign in through the API and land on the right profile and tenant', async () => {
    const [operator] = await ctx.db.select().from(partners).where(eq(partners.kind, 'operator'));
    const [partner] = await ctx.db.select().from(partners).where(eq(partners.kind, 'partner'));
    const [company] = await ctx.db.select().from(companies);
    const tenant = { a2m: operator!.id, master: partner!.id, admin: company!.id, user: company!.id };
    const intended = { a2m: '/partners', master: '/', admin: '/', user: '/' };
    for (const a of accounts) {
      const res = await callRoute(ctx.app, authRoutes.login, {
        body: { email: a.email, password: a.password },
      });
      expect(res.statusCode, a.profile).toBe(200);
      expect(res.data().user).toMatchObject({
        email: a.email,
        perfil_usuario: a.profile,
        tenant_id: tenant[a.profile],
      });
      expect(res.data().data.intended).toBe(intended[a.profile]);
      const wrong = await callRoute(ctx.app, authRoutes.login, {
        body: { email: a.email, password: `${a.password}x` },
      });
      expect(wrong.statusCode).toBe(401);
    }
  });

  it('does nothing on a database that already has users', async () => {
    const before = await counts(ctx.db);
    expect(await seedDemo(ctx.db)).toEqual([]);
    expect(await seedDemo(ctx.db, { password: 'Another-Pass-1' })).toEqual([]);
    expect(await counts(ctx.db)).toEqual(before);
    const still = accounts[0]!;
    const res = await callRoute(ctx.app, authRoutes.login, {
      body: { email: still.email, password: still.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives every account the password it is given', async () => {
    // Back to an empty database; a second one would cost more than the whole file.
    await ctx.db.execute(
      sql`truncate ${sessions}, ${memberships}, ${users}, ${companyConfigs}, ${companies}, ${clients}, ${partners} restart identity cascade`,
    );
    const given = await seedDemo(ctx.db, { password: 'Demo-Pass-2024' });
    expect(given.map((a) => [a.profile, a.password])).toEqual([
      ['a2m', 'Demo-Pass-2024'],
      ['master', 'Demo-Pass-2024'],
      ['admin', 'Demo-Pass-2024'],
      ['user', 'Demo-Pass-2024'],
    ]);
    for (const a of given) {
      const res = await callRoute(ctx.app, authRoutes.login, {
        body: { email: a.email, password: 'Demo-Pass-2024' },
      });
      expect(res.statusCode, a.profile).toBe(200);
      expect(res.data().user?.perfil_usuario).toBe(a.profile);
    }
  });
});
