import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMembershipCounts, memberships, reports, unitReportCounts } from '../src/db/schema';
import type { Database } from '../src/platform/db';
import { CROSSING, reachOfScope } from '../src/platform/db-reach';
import { scopeOfSession } from '../src/platform/scope';
import { createCompany, createPartner, createUser, openTestDatabase } from './helpers';

// The counts the database keeps by triggers (migration 0030_kept_counts) stay equal to counting
// the rows themselves across inserts, soft deletes, restores, moves and hard deletes.

let database: Database;
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

beforeAll(async () => {
  database = await openTestDatabase();
}, 180_000);

afterAll(async () => {
  await database?.close();
});

/** The kept membership counts, as `company:partner` → n (groups at zero left out). */
async function keptMemberships(): Promise<Record<string, number>> {
  const rows = await database.db.select().from(billingMembershipCounts);
  return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [`${r.companyId}:${r.partnerId}`, r.n]));
}

/** The same groups counted from the memberships themselves. */
async function countedMemberships(): Promise<Record<string, number>> {
  const rows = rowsOf<{ company_id: number | null; partner_id: number | null; n: number }>(
    await database.db.execute(sql`select company_id, partner_id, count(*)::int as n from memberships
      where deleted_at is null and perfil_usuario in ('master', 'admin', 'user')
      group by company_id, partner_id`),
  );
  return Object.fromEntries(rows.map((r) => [`${r.company_id}:${r.partner_id}`, r.n]));
}

async function keptReports(): Promise<Record<string, number>> {
  const rows = await database.db.select().from(unitReportCounts);
  return Object.fromEntries(
    rows.filter((r) => r.n !== 0).map((r) => [`${r.companyId}:${r.workspaceId}:${r.kind}`, r.n]),
  );
}

async function countedReports(): Promise<Record<string, number>> {
  const rows = rowsOf<{ company_id: number; workspace_id: number | null; kind: string; n: number }>(
    await database.db.execute(sql`select company_id, workspace_id, kind, count(*)::int as n from reports
      where deleted_at is null group by company_id, workspace_id, kind`),
  );
  return Object.fromEntries(rows.map((r) => [`${r.company_id}:${r.workspace_id}:${r.kind}`, r.n]));
}

const keptReportsOf = async (unit: number) =>
  (await database.db.select().from(unitReportCounts).where(eq(unitReportCounts.companyId, unit))).reduce(
    (n, r) => n + r.n,
    0,
  );

describe('counts kept by the database', () => {
  it('keeps the billing list memberships per unit and per partner exact', async () => {
    const { db } = database;
    const partner = await createPartner(db);
    const a = await createCompany(db, { partnerId: partner.id });
    const b = await createCompany(db, { partnerId: partner.id });
    const admin = await createUser(db, { profile: 'admin', companyId: a.id });
    const user = await createUser(db, { profile: 'user', companyId: a.id });
    await createUser(db, { profile: 'master', partnerId: partner.id });
    await createUser(db, { profile: 'a2m', partnerId: partner.parentId! });
    const kept = async () => keptMemberships();
    expect(await kept()).toEqual(await countedMemberships());
    expect((await kept())[`${a.id}:null`]).toBe(2);
    expect((await kept())[`null:${partner.id}`]).toBe(1);

    const membershipOf = (userId: number) =>
      and(eq(memberships.userId, userId), eq(memberships.companyId, a.id));
    // Soft delete, then restore.
    await db.update(memberships).set({ deletedAt: new Date() }).where(membershipOf(user.id));
    expect((await kept())[`${a.id}:null`]).toBe(1);
    await db.update(memberships).set({ deletedAt: null }).where(membershipOf(user.id));
    expect((await kept())[`${a.id}:null`]).toBe(2);
    // A change that moves nothing (the billing flag) leaves the count alone.
    await db.update(memberships).set({ clientContact: true }).where(membershipOf(user.id));
    expect((await kept())[`${a.id}:null`]).toBe(2);
    // Moved to another unit.
    await db.update(memberships).set({ companyId: b.id }).where(membershipOf(user.id));
    expect((await kept())[`${a.id}:null`]).toBe(1);
    expect((await kept())[`${b.id}:null`]).toBe(1);
    // Hard delete.
    await db.delete(memberships).where(membershipOf(admin.id));
    expect((await kept())[`${a.id}:null`]).toBeUndefined();
    expect(await kept()).toEqual(await countedMemberships());
  });

  it('keeps each unit live reports per workspace and kind exact', async () => {
    const { db } = database;
    const a = await createCompany(db);
    const b = await createCompany(db);
    const add = (companyId: number, title: string) =>
      db
        .insert(reports)
        .values({ companyId, kind: 'external', title, externalUrl: 'https://example.test/r' })
        .returning({ id: reports.id });
    const [first] = await add(a.id, 'first');
    await add(a.id, 'second');
    await add(a.id, 'third');
    expect(await keptReportsOf(a.id)).toBe(3);
    const one = eq(reports.id, first!.id);
    // Soft delete, soft delete again (no change), restore.
    await db.update(reports).set({ deletedAt: new Date() }).where(one);
    await db.update(reports).set({ deletedAt: new Date() }).where(one);
    expect(await keptReportsOf(a.id)).toBe(2);
    await db.update(reports).set({ deletedAt: null }).where(one);
    expect(await keptReportsOf(a.id)).toBe(3);
    // Renamed: same count; moved to another unit.
    await db.update(reports).set({ title: 'renamed' }).where(one);
    expect(await keptReportsOf(a.id)).toBe(3);
    await db.update(reports).set({ companyId: b.id }).where(one);
    expect(await keptReportsOf(a.id)).toBe(2);
    expect(await keptReportsOf(b.id)).toBe(1);
    // Many rows in one statement, then a hard delete of a soft-deleted row (nothing to take off)
    // and of a live one.
    await db.update(reports).set({ deletedAt: new Date() }).where(eq(reports.companyId, a.id));
    expect(await keptReportsOf(a.id)).toBe(0);
    await db.delete(reports).where(eq(reports.companyId, a.id));
    expect(await keptReportsOf(a.id)).toBe(0);
    await db.delete(reports).where(one);
    expect(await keptReportsOf(b.id)).toBe(0);
    expect(await keptReports()).toEqual(await countedReports());
  });

  it('stays exact under concurrent writes to the same unit', async () => {
    const { db } = database;
    const unit = await createCompany(db);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.insert(reports).values({
          companyId: unit.id,
          kind: 'external',
          title: `r${i}`,
          externalUrl: 'https://example.test/r',
        }),
      ),
    );
    await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select({ id: reports.id })
            .from(reports)
            .where(and(eq(reports.companyId, unit.id), sql`${reports.deletedAt} is null`))
            .limit(1)
            .for('update', { skipLocked: true });
          if (row) await tx.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, row.id));
        }),
      ),
    );
    expect(await keptReportsOf(unit.id)).toBe(15);
    expect(await keptReports()).toEqual(await countedReports());
  });

  it('lets the application roles read the counts and never write them', async () => {
    const unit = await createCompany(database.db);
    const admin = await createUser(database.db, { profile: 'admin', companyId: unit.id });
    const tenant = database.reach(
      reachOfScope(
        scopeOfSession({
          userId: admin.id,
          sessionId: 1,
          profile: 'admin',
          companyId: unit.id,
          partnerId: null,
          impersonatorUserId: null,
          originSessionId: null,
        }),
      ),
    );
    const seen = await tenant.select().from(billingMembershipCounts);
    expect(seen.map((r) => r.companyId)).toEqual([unit.id]);
    for (const db of [tenant, database.reach(CROSSING)]) {
      await expect(
        db.insert(unitReportCounts).values({ companyId: unit.id, kind: 'external', n: 5 }),
      ).rejects.toThrow();
      await expect(db.update(billingMembershipCounts).set({ n: 0 })).rejects.toThrow();
    }
  });
});
