import type { Db } from '../../platform/db';
import { countDirtyDays, rebuildAllPageViewDays, rollupBatch } from './analyze-rollup.repository';

/** Above this many marked unit-days a round rebuilds everything in one pass. */
const FULL_REBUILD_AT = 20_000;

/** Rolls up every out-of-date day (what the job runs each round). Returns the unit-days rebuilt. */
export async function rollupPageViews(db: Db, opts: { fullRebuildAt?: number } = {}): Promise<number> {
  const fullRebuildAt = opts.fullRebuildAt ?? FULL_REBUILD_AT;
  if ((await countDirtyDays(db, fullRebuildAt + 1)) > fullRebuildAt) return rebuildAllPageViewDays(db);
  let total = 0;
  for (;;) {
    const done = await rollupBatch(db);
    total += done;
    if (done === 0) return total;
  }
}
