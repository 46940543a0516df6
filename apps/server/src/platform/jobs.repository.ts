import { sql } from 'drizzle-orm';
import type { Db, Tx } from './db';
import { asOwner } from './db-reach';

/** A claimed job as the runner reads it: its payload is checked by the job's schema before use. */
export interface JobRow {
  name: string;
  key: string;
  payload: unknown;
  /** The attempt this claim is: 1 the first time, 2 after one failure… */
  attempts: number;
}

/** The channel an insert (or a job made due earlier) is announced on, with the job's name. */
export const JOBS_CHANNEL = 'mirante_jobs';

/** A handle or a transaction: what a job can be scheduled through. */
type Executor = Pick<Db | Tx, 'execute'>;

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
    // A job given up on stays, with its last error, until it is scheduled again (or grows old).
    await tx.execute(sql`alter table jobs.jobs add column if not exists failed_at timestamptz`);
    // Runners sleep until they are told: a new job, or one made due earlier, is announced when its
    // transaction commits. Polling is only the fallback for a lost notice.
    await tx.execute(
      sql.raw(`
    create or replace function jobs.announce() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.run_at < old.run_at
        or (old.failed_at is not null and new.failed_at is null) then
        perform pg_notify('${JOBS_CHANNEL}', new.name);
      end if;
      return null;
    end $$`),
    );
    await tx.execute(sql`
    do $$ begin
      if not exists (select 1 from pg_trigger where tgname = 'jobs_announce' and tgrelid = 'jobs.jobs'::regclass) then
        create trigger jobs_announce after insert or update of run_at, failed_at on jobs.jobs
          for each row execute function jobs.announce();
      end if;
    end $$`);
  });
}

/** One row per (name, key): scheduling it again keeps the earlier time. */
/**
 * One row per (name, key): scheduling it again keeps the earlier time. Scheduled while it runs, it
 * runs again once done, at the time asked for (not at the past time it was claimed at). A job
 * given up on comes back as a new one: its time is the one asked for, its count starts again.
 */
export async function upsertJob(
  db: Executor,
  job: { name: string; key: string; payload?: unknown; runAt: Date },
): Promise<void> {
  await db.execute(sql`
    insert into jobs.jobs (name, key, payload, run_at)
    values (${job.name}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.runAt.toISOString()}::timestamptz)
    on conflict (name, key) do update
      set run_at = case
          when jobs.jobs.failed_at is not null then excluded.run_at
          when jobs.jobs.locked_until is not null and not jobs.jobs.requeued then excluded.run_at
          else least(jobs.jobs.run_at, excluded.run_at) end,
        payload = excluded.payload,
        attempts = case when jobs.jobs.failed_at is null then jobs.jobs.attempts else 0 end,
        failed_at = null,
        requeued = jobs.jobs.locked_until is not null`);
}

/**
 * A recurring job's row (key '*'), written when a runner starts: a new one is due at `first`; one
 * already there keeps its time unless the definition now wants it sooner (`latest`).
 */
export async function upsertRecurringJob(db: Db, name: string, first: Date, latest: Date): Promise<void> {
  await db.execute(sql`
    insert into jobs.jobs (name, key, run_at) values (${name}, '*', ${first.toISOString()}::timestamptz)
    on conflict (name, key) do update
      set run_at = least(jobs.jobs.run_at, ${latest.toISOString()}::timestamptz), failed_at = null
      where jobs.jobs.run_at > ${latest.toISOString()}::timestamptz or jobs.jobs.failed_at is not null`);
}

/** When the next of these jobs falls due (or its claim runs out); null when there is none. */
export async function nextDueAt(db: Db, names: string[]): Promise<Date | null> {
  if (names.length === 0) return null;
  const result = await db.execute(sql`
    select min(greatest(run_at, coalesce(locked_until, run_at))) as at from jobs.jobs
    where failed_at is null and name in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`);
  const at = rowsOf<{ at: Date | string | null }>(result)[0]?.at;
  return at === null || at === undefined ? null : new Date(at);
}

/** Jobs given up on long ago go. */
export async function purgeFailedJobs(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from jobs.jobs where failed_at < ${before.toISOString()}::timestamptz`);
}

export async function deleteJob(db: Executor, name: string, key: string): Promise<void> {
  await db.execute(sql`delete from jobs.jobs where name = ${name} and key = ${key}`);
}

export async function selectJobs(db: Db, name?: string) {
  const result = await db.execute(sql`
    select name, key, payload, run_at, attempts, last_error, failed_at from jobs.jobs
    ${name ? sql`where name = ${name}` : sql``} order by run_at, key`);
  return rowsOf<{
    name: string;
    key: string;
    payload: Record<string, unknown>;
    run_at: Date | string;
    attempts: number;
    last_error: string | null;
    failed_at: Date | string | null;
  }>(result);
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
      where run_at <= ${now}::timestamptz and failed_at is null
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

/**
 * The job runs again at `at`, its lease and failures cleared; or sooner, when it was scheduled
 * again while running.
 */
export async function rescheduleJob(db: Db, job: JobRow, at: Date): Promise<void> {
  await db.execute(sql`
    update jobs.jobs set run_at = case when requeued then least(run_at, ${at.toISOString()}::timestamptz)
        else ${at.toISOString()}::timestamptz end,
      locked_until = null, attempts = 0, last_error = null, requeued = false
    where name = ${job.name} and key = ${job.key}`);
}

/** The job is done: its row goes, unless it was scheduled again while running. */
export async function finishJob(db: Db, job: JobRow): Promise<void> {
  await db.execute(sql`delete from jobs.jobs where name = ${job.name} and key = ${job.key} and not requeued`);
  await db.execute(sql`
    update jobs.jobs set locked_until = null, attempts = 0, requeued = false
    where name = ${job.name} and key = ${job.key}`);
}

/** The job failed: it is tried again at `retryAt`, with the error kept. */
export async function failJob(db: Db, job: JobRow, retryAt: Date, message: string): Promise<void> {
  await db.execute(sql`
    update jobs.jobs set run_at = case when requeued then least(run_at, ${retryAt.toISOString()}::timestamptz)
        else ${retryAt.toISOString()}::timestamptz end,
      locked_until = null, last_error = ${message}, requeued = false
    where name = ${job.name} and key = ${job.key}`);
}

/**
 * The job is given up on: it stays, with its error, and is not claimed again, unless it was
 * scheduled again while running (then that run is kept, counted from one).
 */
export async function giveUpJob(db: Db, job: JobRow, at: Date, message: string): Promise<void> {
  await db.execute(sql`
    update jobs.jobs set locked_until = null, last_error = ${message},
      failed_at = case when requeued then null else ${at.toISOString()}::timestamptz end,
      attempts = case when requeued then 0 else attempts end, requeued = false
    where name = ${job.name} and key = ${job.key}`);
}
