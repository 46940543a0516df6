import type { TReportGroup, TReportSubgroup } from '@mirante/contracts';
import type { ZSaveReportGroupRequest } from '@mirante/contracts';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { reportGroups, reports } from '../../db/schema/index';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';

type Handle = Db | Tx;
type SaveInput = z.output<typeof ZSaveReportGroupRequest>;

function liveGroups(companyId: UnitId) {
  return and(eq(reportGroups.companyId, companyId), isNull(reportGroups.deletedAt));
}

function groupNotFound(): AppError {
  return new AppError('group_not_found');
}

/** Live reports filed under each group (subgroups' included) and each subgroup of the unit. */
async function reportCounts(db: Handle, companyId: UnitId): Promise<Map<number, number>> {
  const live = and(eq(reports.companyId, companyId), isNull(reports.deletedAt));
  const n = sql<number>`count(*)::int`;
  // One after the other: a transaction's client runs one query at a time.
  const byGroup = await db
    .select({ id: reports.groupId, n })
    .from(reports)
    .where(live)
    .groupBy(reports.groupId);
  const bySubgroup = await db
    .select({ id: reports.subgroupId, n })
    .from(reports)
    .where(live)
    .groupBy(reports.subgroupId);
  const counts = new Map<number, number>();
  for (const r of [...byGroup, ...bySubgroup]) if (r.id !== null) counts.set(r.id, Number(r.n));
  return counts;
}

/** Every live group of the unit with its subgroups, by position then name. */
export async function listReportGroups(db: Handle, companyId: UnitId): Promise<TReportGroup[]> {
  // One after the other: a transaction's client runs one query at a time.
  const rows = await db
    .select({
      id: reportGroups.id,
      parentId: reportGroups.parentId,
      name: reportGroups.name,
      icon: reportGroups.icon,
      position: reportGroups.position,
    })
    .from(reportGroups)
    .where(liveGroups(companyId))
    .orderBy(asc(reportGroups.position), asc(sql`lower(${reportGroups.name})`), asc(reportGroups.id));
  const counts = await reportCounts(db, companyId);
  const subgroupsOf = new Map<number, TReportSubgroup[]>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    const list = subgroupsOf.get(r.parentId) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      icon: r.icon,
      position: r.position,
      reports_count: counts.get(r.id) ?? 0,
    });
    subgroupsOf.set(r.parentId, list);
  }
  return rows
    .filter((r) => r.parentId === null)
    .map((r) => ({
      id: r.id,
      name: r.name,
      icon: r.icon,
      position: r.position,
      reports_count: counts.get(r.id) ?? 0,
      subgroups: subgroupsOf.get(r.id) ?? [],
    }));
}

export async function findReportGroup(db: Handle, companyId: UnitId, id: number): Promise<TReportGroup> {
  const group = (await listReportGroups(db, companyId)).find((g) => g.id === id);
  if (!group) throw groupNotFound();
  return group;
}

function nameClash(field: string): AppError {
  return new AppError('report_group_name_exists', { errors: { [field]: ['report_group_name_exists'] } });
}

/** Group names are unique per unit; subgroup names per group (both ignoring case). */
async function assertNamesFree(tx: Tx, companyId: UnitId, input: SaveInput, exceptId?: number) {
  const [clash] = await tx
    .select({ id: reportGroups.id })
    .from(reportGroups)
    .where(
      and(
        liveGroups(companyId),
        isNull(reportGroups.parentId),
        eq(sql`lower(${reportGroups.name})`, input.name.toLowerCase()),
        exceptId === undefined ? undefined : ne(reportGroups.id, exceptId),
      ),
    );
  if (clash) throw nameClash('name');
  const seen = new Set<string>();
  input.subgroups.forEach((s, i) => {
    const key = s.name.toLowerCase();
    if (seen.has(key)) throw nameClash(`subgroups.${i}.name`);
    seen.add(key);
  });
}

/** Writes the subgroups of a group: keeps and edits those with an id, adds the rest, removes the others. */
async function syncSubgroups(tx: Tx, companyId: UnitId, groupId: number, input: SaveInput) {
  const existing = await tx
    .select({ id: reportGroups.id })
    .from(reportGroups)
    .where(and(liveGroups(companyId), eq(reportGroups.parentId, groupId)));
  const existingIds = new Set(existing.map((r) => r.id));
  input.subgroups.forEach((s, i) => {
    if (s.id !== undefined && !existingIds.has(s.id)) {
      throw new AppError('group_not_found', { errors: { [`subgroups.${i}.id`]: ['group_not_found'] } });
    }
  });
  const keptIds = new Set(input.subgroups.flatMap((s) => (s.id === undefined ? [] : [s.id])));
  const removed = [...existingIds].filter((id) => !keptIds.has(id));
  if (removed.length > 0) {
    // Their reports stay in the group, without a subgroup.
    await tx
      .update(reports)
      .set({ subgroupId: null, updatedAt: new Date() })
      .where(and(eq(reports.companyId, companyId), inArray(reports.subgroupId, removed)));
    await tx
      .update(reportGroups)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(liveGroups(companyId), inArray(reportGroups.id, removed)));
  }
  for (const s of input.subgroups) {
    const values = { name: s.name, icon: s.icon, position: s.position };
    if (s.id === undefined) {
      await tx.insert(reportGroups).values({ ...values, companyId, parentId: groupId });
    } else {
      await tx
        .update(reportGroups)
        .set({ ...values, updatedAt: new Date() })
        .where(and(liveGroups(companyId), eq(reportGroups.id, s.id)));
    }
  }
}

/** Adds a group with its subgroups, in one transaction. */
export async function createReportGroup(db: Db, companyId: UnitId, input: SaveInput): Promise<TReportGroup> {
  const id = await db.transaction(async (tx) => {
    await assertNamesFree(tx, companyId, input);
    const [row] = await tx
      .insert(reportGroups)
      .values({ companyId, name: input.name, icon: input.icon, position: input.position })
      .returning({ id: reportGroups.id });
    await syncSubgroups(tx, companyId, row!.id, input);
    return row!.id;
  });
  return findReportGroup(db, companyId, id);
}

/** Edits a top-level group and its subgroups, in one transaction. */
export async function updateReportGroup(
  db: Db,
  companyId: UnitId,
  id: number,
  input: SaveInput,
): Promise<TReportGroup> {
  await db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: reportGroups.id })
      .from(reportGroups)
      .where(and(liveGroups(companyId), eq(reportGroups.id, id), isNull(reportGroups.parentId)));
    if (!group) throw groupNotFound();
    await assertNamesFree(tx, companyId, input, id);
    await tx
      .update(reportGroups)
      .set({ name: input.name, icon: input.icon, position: input.position, updatedAt: new Date() })
      .where(eq(reportGroups.id, id));
    await syncSubgroups(tx, companyId, id, input);
  });
  return findReportGroup(db, companyId, id);
}

/**
 * Soft-deletes a group (or a subgroup) and its subgroups. With reports it is refused, naming
 * how many, unless `moveReports`: then they lose the group in the same transaction.
 */
export async function deleteReportGroup(
  db: Db,
  companyId: UnitId,
  id: number,
  moveReports: boolean,
): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: reportGroups.id, parentId: reportGroups.parentId })
      .from(reportGroups)
      .where(and(liveGroups(companyId), eq(reportGroups.id, id)));
    if (!group) throw groupNotFound();
    const filed = or(eq(reports.groupId, id), eq(reports.subgroupId, id));
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.companyId, companyId), isNull(reports.deletedAt), filed));
    const n = count?.n ?? 0;
    if (n > 0 && !moveReports) throw new AppError('report_group_has_reports', { params: { count: n } });
    // Deleted reports lose it too, so a restored one never lands in a deleted group.
    await tx
      .update(reports)
      .set({ groupId: null, subgroupId: null, updatedAt: new Date() })
      .where(and(eq(reports.companyId, companyId), eq(reports.groupId, id)));
    await tx
      .update(reports)
      .set({ subgroupId: null, updatedAt: new Date() })
      .where(and(eq(reports.companyId, companyId), eq(reports.subgroupId, id)));
    await tx
      .update(reportGroups)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(liveGroups(companyId), or(eq(reportGroups.id, id), eq(reportGroups.parentId, id))));
    return { moved: n };
  });
}
