import type { Db } from './db';
import {
  claimDueJobs,
  createJobsTable,
  deleteJob,
  extendLease,
  failJob,
  finishJob,
  insertJobIfMissing,
  type JobRow,
  rescheduleJob,
  selectJobs,
  upsertJob,
} from './jobs.repository';

export type { JobRow };

/**
 * Durable background jobs kept in the application's own database, so they survive restarts and
 * several server instances run each job once.
 *
 * Why not pg-boss: it needs a pooled `pg` client or a custom `executeSql` adapter; on the
 * embedded PGlite that adapter has to inline parameters into the SQL text and encode arrays by
 * hand, which is brittle. The scheduling here needs little: a row per job (one per singleton
 * key), claimed with `FOR UPDATE SKIP LOCKED` under a lease, so it runs the same on PostgreSQL
 * and on PGlite. The table lives in its own `jobs` schema, created idempotently at start,
 * outside the application's migrations.
 */

/** What a handler may ask for: run again at a time (recurring jobs, polling), or be done. */
export type JobResult = { again: Date } | undefined;

export type JobHandler = (job: JobRow, ctx: { now: Date }) => Promise<JobResult>;

export interface JobRunnerOptions {
  db: Db;
  /** The clock jobs are due by; tests pass one they control. */
  now?: () => Date;
  /**
   * How long a claim protects a job from other instances (ms). It is renewed while the job runs,
   * so only a claim whose process died (killed, crashed) runs out, and the job runs again that
   * much later at most.
   */
  leaseMs?: number;
  /** How often the loop looks for due jobs (ms). */
  pollMs?: number;
  /** Jobs claimed per look. */
  batch?: number;
  onError?: (error: unknown, job: JobRow) => void;
}

/** A claim lasts a minute unless renewed: a killed instance's job is taken up again within it. */
export const DEFAULT_LEASE_MS = 60_000;

let schemaReady: WeakSet<Db> = new WeakSet();

/** Creates the jobs table when missing (idempotent; safe from several instances at once). */
export async function ensureJobsSchema(db: Db): Promise<void> {
  if (schemaReady.has(db)) return;
  await createJobsTable(db);
  schemaReady.add(db);
}

/** For tests that drop and recreate databases behind the same handle. */
export function forgetJobsSchema(): void {
  schemaReady = new WeakSet();
}

/**
 * Schedules `name` for `key` at `runAt`. One row per (name, key): scheduling it again keeps the
 * earlier time, so a burst of requests never queues duplicates.
 */
export async function scheduleJob(
  db: Db,
  job: { name: string; key: string; payload?: Record<string, unknown>; runAt: Date },
): Promise<void> {
  await ensureJobsSchema(db);
  await upsertJob(db, job);
}

/**
 * Schedules a job with the change that calls for it, inside the caller's transaction, so it exists
 * only if the change is kept. The jobs table must already exist (`ensureJobsSchema` beforehand).
 */
export async function scheduleJobWith(
  tx: Db,
  job: { name: string; key: string; payload?: Record<string, unknown>; runAt: Date },
): Promise<void> {
  await upsertJob(tx, job);
}

/** Removes a scheduled job (e.g. the polling of a capacity that was deleted). */
export async function cancelJob(db: Db, name: string, key: string): Promise<void> {
  await ensureJobsSchema(db);
  await deleteJob(db, name, key);
}

/** Lists scheduled jobs (tests and diagnostics). */
export async function listJobs(db: Db, name?: string) {
  await ensureJobsSchema(db);
  return (await selectJobs(db, name)).map((r) => ({ ...r, run_at: new Date(r.run_at) }));
}

/** Runs due jobs; `start()` loops, `runDue()` runs one round (what tests call). */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring = new Map<string, number>();
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly onError: (error: unknown, job: JobRow) => void;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(opts: JobRunnerOptions) {
    this.db = opts.db;
    this.now = opts.now ?? (() => new Date());
    this.leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollMs = opts.pollMs ?? 5000;
    this.batch = opts.batch ?? 10;
    this.onError = opts.onError ?? (() => {});
  }

  /** Registers what runs for jobs called `name`. */
  handle(name: string, handler: JobHandler): this {
    this.handlers.set(name, handler);
    return this;
  }

  /** A job that runs every `intervalMs` (one row, key '*', shared by every instance). */
  every(name: string, intervalMs: number, handler: JobHandler): this {
    this.recurring.set(name, intervalMs);
    return this.handle(name, async (job, ctx) => {
      await handler(job, ctx);
      return { again: new Date(ctx.now.getTime() + intervalMs) };
    });
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await ensureJobsSchema(this.db);
    for (const name of this.recurring.keys()) {
      await scheduleJob(this.db, { name, key: '*', runAt: this.now() });
    }
    const loop = async () => {
      if (this.stopped) return;
      this.running = this.runDue().catch(() => {});
      await this.running;
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(loop, this.pollMs);
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops the loop and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) await this.running;
  }

  /** Claims and runs every job due now; returns how many ran. */
  async runDue(): Promise<number> {
    await ensureJobsSchema(this.db);
    for (const name of this.recurring.keys()) {
      // A recurring job whose row was lost (database restored) comes back.
      await insertJobIfMissing(this.db, name, this.now());
    }
    let ran = 0;
    for (;;) {
      const jobs = await this.claim();
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        await this.runOne(job);
        ran += 1;
      }
    }
  }

  private async claim(): Promise<JobRow[]> {
    const now = this.now();
    const names = [...this.handlers.keys()];
    if (names.length === 0) return [];
    const until = new Date(now.getTime() + this.leaseMs);
    return claimDueJobs(this.db, { now, until, names, batch: this.batch });
  }

  private async runOne(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.name);
    const now = this.now();
    // The claim is renewed a few times per lease while the handler runs.
    const renewal = setInterval(
      () => {
        const until = new Date(this.now().getTime() + this.leaseMs);
        extendLease(this.db, job, until).catch(() => undefined);
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    renewal.unref();
    try {
      // A job serves no one request: its handler reads through the handle its area was given,
      // the crossing one (db-reach.ts).
      const result = handler ? await handler(job, { now }) : undefined;
      if (result && 'again' in result) {
        await rescheduleJob(this.db, job, result.again);
      } else {
        await finishJob(this.db, job);
      }
    } catch (error) {
      this.onError(error, job);
      // Back off: 30 s, 1 min, 2 min… up to 30 min between attempts.
      const delay = Math.min(30 * 60_000, 30_000 * 2 ** Math.max(0, job.attempts - 1));
      const message = error instanceof Error ? error.message : String(error);
      await failJob(this.db, job, new Date(now.getTime() + delay), message.slice(0, 500));
    } finally {
      clearInterval(renewal);
    }
  }
}
