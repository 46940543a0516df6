import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { asOwner } from './db-reach';

/** A claimed job as its handler sees it. */
export interface JobRow {
  name: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Creates the jobs table when missing (idempotent; safe from several instances at once). */
export async function createJobsTable(db: Db): Promise<void> {
  // The lock keeps two instances starting together from racing on "create ... if not exists".
  // Created by the connecting user, even from a request: the reach roles may not create schemas.
  await db.transaction(async (tx) => {
    await asOwner(tx);
    await tx.execute(sql`select pg_advisory_xact_lock(727431001)`);
    await tx.execute(sql`create schema if not exists jobs`);
    await tx.execute(sql`
    create table if not exists jobs.jobs (
      name text not null,
      key text not null,
      payload jsonb not null default '{}'::jsonb,
      run_at timestamptz not null,
      locked_until timestamptz,
      attempts integer not null default 0,
      last_error text,
      -- Scheduled again while running: the run in progress must not delete it when done.
      requeued boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (name, key)
    )`);
    await tx.execute(sql`create index if not exists jobs_due_idx on jobs.jobs (run_at)`);
  });
}

/** One row per (name, key): scheduling it again keeps the earlier time. */
export async function upsertJob(
  db: Db,
  job: { name: string; key: string; payload?: Record<string, unknown>; runAt: Date },
): Promise<void> {
  await db.execute(sql`
    insert into jobs.jobs (name, key, payload, run_at)
    values (${job.name}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.runAt.toISOString()}::timestamptz)
    on conflict (name, key) do update
      set run_at = least(jobs.jobs.run_at, excluded.run_at), payload = excluded.payload,
        requeued = jobs.jobs.locked_until is not null`);
}

export async function deleteJob(db: Db, name: string, key: string): Promise<void> {
  await db.execute(sql`delete from jobs.jobs where name = ${name} and key = ${key}`);
}

export async function selectJobs(db: Db, name?: string) {
  const result = await db.execute(sql`
    select name, key, payload, run_at, attempts, last_error from jobs.jobs
    ${name ? sql`where name = ${name}` : sql``} order by run_at, key`);
  return rowsOf<{
    name: string;
    key: string;
    payload: Record<string, unknown>;
    run_at: Date | string;
    attempts: number;
    last_error: string | null;
  }>(result);
}

/** A recurring job's row, put back when it was lost (database restored). */
export async function insertJobIfMissing(db: Db, name: string, runAt: Date): Promise<void> {
  await db.execute(sql`
    insert into jobs.jobs (name, key, run_at) values (${name}, '*', ${runAt.toISOString()}::timestamptz)
    on conflict (name, key) do nothing`);
}

/** Claims up to `batch` due jobs of the given names under a lease until `until`. */
export async function claimDueJobs(
  db: Db,
  opts: { now: Date; until: Date; names: string[]; batch: number },
): Promise<JobRow[]> {
  const now = opts.now.toISOString();
  const result = await db.execute(sql`
    update jobs.jobs j set locked_until = ${opts.until.toISOString()}::timestamptz, attempts = j.attempts + 1, requeued = false
    from (
      select name, key from jobs.jobs
      where run_at <= ${now}::timestamptz
        and (locked_until is null or locked_until < ${now}::timestamptz)
        and name in (${sql.join(
          opts.names.map((n) => sql`${n}`),
          sql`, `,
        )})
      order by run_at
      limit ${opts.batch}
      for update skip locked
    ) due
    where j.name = due.name and j.key = due.key
    returning j.name, j.key, j.payload, j.attempts`);
  return rowsOf<JobRow>(result);
}

/** The claim of a job still running lasts until `until` (while the job is still claimed). */
export async function extendLease(db: Db, job: JobRow, until: Date): Promise<void> {
  await db.execute(sql`
    update jobs.jobs set locked_until = ${until.toISOString()}::timestamptz
    where name = ${job.name} and key = ${job.key} and locked_until is not null`);
}

/** The job runs again at `at`, its lease and failures cleared. */
export async function rescheduleJob(db: Db, job: JobRow, at: Date): Promise<void> {
  await db.execute(sql`
    update jobs.jobs set run_at = ${at.toISOString()}::timestamptz, locked_until = null,
      attempts = 0, last_error = null
    where name = ${job.name} and key = ${job.key}`);
}

/** The job is done: its row goes, unless it was scheduled again while running. */
export async function finishJob(db: Db, job: JobRow): Promise<void> {
  await db.execute(sql`delete from jobs.jobs where name = ${job.name} and key = ${job.key} and not requeued`);
  await db.execute(sql`
    update jobs.jobs set locked_until = null, attempts = 0 where name = ${job.name} and key = ${job.key}`);
}

/** The job failed: it is tried again at `retryAt`, with the error kept. */
export async function failJob(db: Db, job: JobRow, retryAt: Date, message: string): Promise<void> {
  await db.execute(sql`
    update jobs.jobs set run_at = ${retryAt.toISOString()}::timestamptz,
      locked_until = null, last_error = ${message}
    where name = ${job.name} and key = ${job.key}`);
}
