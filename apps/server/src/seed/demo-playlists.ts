import { and, asc, eq, isNull } from 'drizzle-orm';
import { playlistItems, playlists, reports } from '../db/schema';
import type { Db } from '../platform/db';

/** A demo playlist of the unit's first reports, so the slideshow can be tried at once. */
export async function seedDemoPlaylists(db: Db, companyId: number): Promise<void> {
  const slides = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.companyId, companyId), isNull(reports.deletedAt), eq(reports.hidden, false)))
    .orderBy(asc(reports.id))
    .limit(4);
  if (slides.length === 0) return;
  const [playlist] = await db
    .insert(playlists)
    .values({ companyId, name: 'Demo loop', updateSeconds: 20 })
    .returning({ id: playlists.id });
  await db
    .insert(playlistItems)
    .values(slides.map((r, position) => ({ playlistId: playlist!.id, companyId, reportId: r.id, position })));
}
