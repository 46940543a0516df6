import type { TPageQuery, TPlaylist, TPlaylistItem, TPlaylistSummary } from '@mirante/contracts';
import { and, asc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import { playlistDevices, playlistItems, playlists, reports } from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { likeContains } from '../../platform/sql';

export interface PlaylistInput {
  name: string;
  update_seconds: number;
  items: { report_id: number; seconds: number | null; page_name: string | null }[];
}

function liveInCompany(companyId: UnitId) {
  return and(eq(playlists.companyId, companyId), isNull(playlists.deletedAt));
}

/** Items whose report is still live (a deleted report drops out of every playlist). */
function liveItemsOf(companyId: UnitId, playlistId: typeof playlists.id, visible: number[] | null) {
  return and(
    eq(playlistItems.playlistId, playlistId),
    // The unit named outright lets the planner look each report up by its key: the row policy
    // alone does not, and a large installation's reports were read whole for every playlist.
    eq(reports.companyId, companyId),
    isNull(reports.deletedAt),
    visible === null ? undefined : visible.length ? inArray(playlistItems.reportId, visible) : sql`false`,
  );
}

/**
 * The unit's playlists, searched by name. `visible` narrows the counted items to the reports the
 * caller can open (null = all of them); with `onlyWithItems` a playlist with none is left out.
 */
export async function listPlaylists(
  db: Db,
  companyId: UnitId,
  query: TPageQuery,
  visible: number[] | null,
  onlyWithItems: boolean,
) {
  const itemsCount = sql<number>`(select count(*)::int from ${playlistItems}
    inner join ${reports} on ${eq(reports.id, playlistItems.reportId)}
    where ${liveItemsOf(companyId, playlists.id, visible)})`;
  const where = and(
    liveInCompany(companyId),
    query.search ? ilike(playlists.name, likeContains(query.search)) : undefined,
    onlyWithItems ? sql`${itemsCount} > 0` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: playlists.id,
        name: playlists.name,
        update_seconds: playlists.updateSeconds,
        items_count: itemsCount,
        createdAt: playlists.createdAt,
      })
      .from(playlists)
      .where(where)
      .orderBy(asc(sql`lower(${playlists.name})`), asc(playlists.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(playlists).where(where),
  ]);
  const data: TPlaylistSummary[] = rows.map(({ createdAt, ...row }) => ({
    ...row,
    created_at: createdAt.toISOString(),
  }));
  return { data, page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** The playlist row of the unit, or not found (another unit's or deleted). */
export async function findPlaylistRow(db: Db | Tx, companyId: UnitId, id: number) {
  const [row] = await db
    .select()
    .from(playlists)
    .where(and(liveInCompany(companyId), eq(playlists.id, id)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** The live items of a playlist in order, narrowed to `visible` report ids (null = all). */
export async function listItems(
  db: Db | Tx,
  companyId: UnitId,
  playlistId: number,
  visible: number[] | null,
) {
  const rows = await db
    .select({
      id: playlistItems.id,
      report_id: playlistItems.reportId,
      report_title: reports.title,
      report_kind: reports.kind,
      position: playlistItems.position,
      seconds: playlistItems.seconds,
      page_name: playlistItems.pageName,
      maintenance: {
        maintenance: reports.maintenance,
        maintenanceStart: reports.maintenanceStart,
        maintenanceEnd: reports.maintenanceEnd,
        message: reports.maintenanceMessage,
      },
    })
    .from(playlistItems)
    .innerJoin(reports, and(eq(reports.id, playlistItems.reportId), eq(reports.companyId, companyId)))
    .where(and(eq(playlistItems.playlistId, playlistId), isNull(reports.deletedAt)))
    .orderBy(asc(playlistItems.position), asc(playlistItems.id));
  const allowed = visible === null ? null : new Set(visible);
  return rows.filter((r) => allowed === null || allowed.has(r.report_id)) satisfies (TPlaylistItem & {
    maintenance: unknown;
  })[];
}

export async function findPlaylist(db: Db | Tx, companyId: UnitId, id: number): Promise<TPlaylist> {
  const row = await findPlaylistRow(db, companyId, id);
  const items = await listItems(db, companyId, id, null);
  return {
    id: row.id,
    name: row.name,
    update_seconds: row.updateSeconds,
    items_count: items.length,
    created_at: row.createdAt.toISOString(),
    items: items.map(({ maintenance: _maintenance, ...item }) => item),
  };
}

/** The report ids of a playlist (live reports only); a TV session may open these and no others. */
export async function playlistReportIds(db: Db | Tx, companyId: UnitId, playlistId: number) {
  const rows = await db
    .select({ id: playlistItems.reportId })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.id, playlistItems.playlistId))
    .innerJoin(reports, and(eq(reports.id, playlistItems.reportId), eq(reports.companyId, companyId)))
    .where(
      and(
        eq(playlistItems.playlistId, playlistId),
        eq(playlistItems.companyId, companyId),
        isNull(playlists.deletedAt),
        isNull(reports.deletedAt),
      ),
    );
  return [...new Set(rows.map((r) => r.id))];
}

async function assertNameFree(db: Db | Tx, companyId: UnitId, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: playlists.id })
    .from(playlists)
    .where(
      and(
        liveInCompany(companyId),
        eq(sql`lower(${playlists.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(playlists.id, exceptId),
      ),
    );
  if (clash) throw new AppError('playlist_name_exists', { errors: { name: ['playlist_name_exists'] } });
}

/** Every item must name a live report of the unit; the field error points at the item. */
async function assertReportsOfUnit(db: Db | Tx, companyId: UnitId, input: PlaylistInput) {
  const ids = [...new Set(input.items.map((i) => i.report_id))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.companyId, companyId), isNull(reports.deletedAt), inArray(reports.id, ids)));
  const known = new Set(found.map((r) => r.id));
  const errors: Record<string, ['field_invalid']> = {};
  input.items.forEach((item, index) => {
    if (!known.has(item.report_id)) errors[`items.${index}.report_id`] = ['field_invalid'];
  });
  if (Object.keys(errors).length) throw new AppError('validation_failed', { errors });
}

async function replaceItems(tx: Tx, companyId: UnitId, playlistId: number, input: PlaylistInput) {
  await tx.delete(playlistItems).where(eq(playlistItems.playlistId, playlistId));
  if (input.items.length === 0) return;
  await tx.insert(playlistItems).values(
    input.items.map((item, position) => ({
      playlistId,
      companyId,
      reportId: item.report_id,
      position,
      seconds: item.seconds,
      pageName: item.page_name,
    })),
  );
}

export async function createPlaylist(
  db: Db,
  companyId: UnitId,
  userId: number,
  input: PlaylistInput,
): Promise<TPlaylist> {
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, companyId, input.name);
    await assertReportsOfUnit(tx, companyId, input);
    const [row] = await tx
      .insert(playlists)
      .values({ companyId, name: input.name, updateSeconds: input.update_seconds, createdByUserId: userId })
      .returning({ id: playlists.id });
    await replaceItems(tx, companyId, row!.id, input);
    return row!.id;
  });
  return findPlaylist(db, companyId, id);
}

export async function updatePlaylist(
  db: Db,
  companyId: UnitId,
  id: number,
  input: PlaylistInput,
): Promise<TPlaylist> {
  await db.transaction(async (tx) => {
    await findPlaylistRow(tx, companyId, id);
    await assertNameFree(tx, companyId, input.name, id);
    await assertReportsOfUnit(tx, companyId, input);
    await tx
      .update(playlists)
      .set({ name: input.name, updateSeconds: input.update_seconds, updatedAt: new Date() })
      .where(and(liveInCompany(companyId), eq(playlists.id, id)));
    await replaceItems(tx, companyId, id, input);
  });
  return findPlaylist(db, companyId, id);
}

/** Soft-deletes a playlist and revokes its devices (its screens' sessions are auth's to end). */
export async function deletePlaylist(db: Db, companyId: UnitId, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findPlaylistRow(tx, companyId, id);
    await tx
      .update(playlists)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(liveInCompany(companyId), eq(playlists.id, id)));
    await tx
      .update(playlistDevices)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(playlistDevices.playlistId, id), isNull(playlistDevices.revokedAt)));
  });
}
