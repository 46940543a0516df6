import { sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import type { CounterStore } from './auth-login-limiter.service';

const rows = <T>(result: unknown): T[] =>
  // node-postgres answers { rows }, PGlite answers the same shape; both through drizzle's execute.
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Counters in the rate_limits table, one atomic upsert per hit. */
export function pgCounterStore(db: Db): CounterStore {
  return {
    async hit(key, windowMs) {
      const result = await db.execute(sql`
        insert into ${rateLimits} (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when ${rateLimits}.reset_at <= now() then 1 else ${rateLimits}.count + 1 end,
          reset_at = case when ${rateLimits}.reset_at <= now() then excluded.reset_at
                          else ${rateLimits}.reset_at end
        returning count, reset_at`);
      const [row] = rows<{ count: number | string; reset_at: Date | string }>(result);
      // Closed windows are only overwritten by their own key; sweep the rest now and then.
      if (Math.random() < 0.01) {
        await db.execute(sql`delete from ${rateLimits} where reset_at < now() - interval '1 day'`);
      }
      return { count: Number(row!.count), resetAt: new Date(row!.reset_at) };
    },
    async refund(key) {
      await db.execute(sql`
        update ${rateLimits} set count = greatest(count - 1, 0)
        where key = ${key} and reset_at > now()`);
    },
    async reset(key) {
      await db.execute(sql`delete from ${rateLimits} where key = ${key}`);
    },
  };
}
