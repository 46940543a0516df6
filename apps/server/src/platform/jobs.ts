import { Cron } from 'croner';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, NoticeChannel, Tx } from './db';
import { sharedOf } from './db-reach';
import {
  claimDueJobs,
  createJobsTable,
  deleteJob,
  extendLease,
  failJob,
  finishJob,
  giveUpJob,
  JOBS_CHANNEL,
  type JobRow,
  nextDueAt,
  purgeFailedJobs,
  rescheduleJob,
  selectJobs,
  upsertJob,
  upsertRecurringJob,
} from './jobs.repository';

export { JOBS_CHANNEL };

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
 *
 * A job is a definition (`defineJob`): a name, the schema of its payload, what it runs, how it is
 * retried, and for a recurring one its schedule. One runner per server instance runs them all
 * (platform/jobs-plugin.ts); it sleeps until the database announces a job (NOTIFY on insert) or
 * the next one falls due, and polls slowly in case a notice was lost.
 */

/** What a job may ask for: run again at a time (polling something), or be done. */
export type JobResult = { again: Date } | undefined;

/** What a job is told besides its payload. */
export interface JobContext {
  /** The runner's clock when the job started. */
  now: Date;
  /** The job's key (one row per name and key). */
  key: string;
  /** 1 the first time, 2 after one failure… */
  attempt: number;
}

/** How a failed job is tried again: `attempts` runs at most, waiting `baseMs`, then twice that… */
export interface RetryPolicy {
  attempts: number;
  backoff: { baseMs: number; maxMs: number };
}

/** Failed jobs are tried again after 30 s, 1 min, 2 min… up to 30 min between tries, without end. */
export const DEFAULT_RETRY: RetryPolicy = {
  attempts: Number.POSITIVE_INFINITY,
  backoff: { baseMs: 30_000, maxMs: 30 * 60_000 },
};

/** A cron pattern (minute hour day month weekday, optionally seconds first) read in a time zone. */
export interface CronSchedule {
  schedule: string;
  /** An IANA zone, e.g. 'America/Sao_Paulo'. */
  timeZone: string;
}

/** What enqueueing needs to know of a job: its name and the schema its payload must pass. */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: S;
}

interface JobDefinitionBase<S extends z.ZodType> extends JobKind<S> {
  /** Runs the job; a throw is a failure, retried by `retry`. */
  run(payload: z.output<S>, ctx: JobContext): Promise<JobResult | undefined> | Promise<void>;
  retry?: Partial<RetryPolicy>;
}

/**
 * A recurring job has one row (key '*'), written once when a runner starts: `every` ms after its
 * last run started, or at the times of a cron schedule. Its payload is `{}`.
 */
type Recurrence =
  | { every: number; cron?: undefined }
  | { cron: CronSchedule; every?: undefined }
  | { every?: undefined; cron?: undefined };

export type JobDefinition<S extends z.ZodType = z.ZodType> = JobDefinitionBase<S> & Recurrence;

/** Declares a job; its payload schema types `enqueue` and checks each payload when it is claimed. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  if (definition.cron) nextCronTime(definition.cron, new Date());
  return definition;
}

/** The key of a recurring job's row. */
export const RECURRING_KEY = '*';

/** The first time of `cron` strictly after `after`, in its time zone (daylight saving included). */
export function nextCronTime(cron: CronSchedule, after: Date): Date {
  const next = new Cron(cron.schedule, { timezone: cron.timeZone, paused: true }).nextRun(after);
  if (!next) throw new Error(`the schedule "${cron.schedule}" never runs again`);
  return next;
}

function isTransaction(db: Db | Tx): db is Tx {
  return is(db, PgTransaction);
}

/**
 * Creates the jobs table when missing (idempotent; safe from several instances at once), once per
 * database: the handles of every reach share their database's answer.
 */
export async function ensureJobsSchema(db: Db): Promise<void> {
  const shared = sharedOf(db);
  if (shared.jobsTableReady) return;
  await createJobsTable(db);
  shared.jobsTableReady = true;
}

/**
 * Schedules a job of `kind` for `key` (default '*') at `runAt` (default now), its payload checked
 * by the kind's schema. One row per (name, key): scheduling it again keeps the earlier time, so a
 * burst of requests never queues duplicates. Given a transaction, the job exists only if the
 * transaction commits, and runners hear of it then; the jobs table must already exist
 * (the app is ready, or `ensureJobsSchema` was called beforehand).
 */
export async function enqueue<S extends z.ZodType>(
  db: Db | Tx,
  kind: JobKind<S>,
  payload: z.input<S>,
  opts: { key?: string; runAt?: Date } = {},
): Promise<void> {
  kind.payload.parse(payload);
  if (!isTransaction(db)) await ensureJobsSchema(db);
  await upsertJob(db, {
    name: kind.name,
    key: opts.key ?? RECURRING_KEY,
    payload,
    runAt: opts.runAt ?? new Date(),
  });
}

/** Removes a scheduled job (e.g. the polling of a capacity that was deleted). */
export async function cancelJob(db: Db, kind: JobKind, key: string): Promise<void> {
  await ensureJobsSchema(db);
  await deleteJob(db, kind.name, key);
}

/** Lists scheduled jobs (tests and diagnostics). */
export async function listJobs(db: Db, name?: string) {
  await ensureJobsSchema(db);
  return (await selectJobs(db, name)).map((r) => ({
    ...r,
    run_at: new Date(r.run_at),
    failed_at: r.failed_at === null ? null : new Date(r.failed_at),
  }));
}

/** Where the runner reports (a Fastify or pino logger fits). */
export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silent: JobLog = { warn: () => {}, error: () => {} };

export interface JobRunnerOptions {
  db: Db;
  /** Where new jobs are announced; without it the runner only polls. */
  notices?: NoticeChannel;
  /** The clock jobs are due by; tests pass one they control. */
  now?: () => Date;
  /**
   * How long a claim protects a job from other instances (ms). It is renewed while the job runs,
   * so only a claim whose process died (killed, crashed) runs out, and the job runs again that
   * much later at most.
   */
  leaseMs?: number;
  /** The longest the loop sleeps without a notice (ms): the fallback should a notice be lost. */
  pollMs?: number;
  /** Jobs running at once. */
  concurrency?: number;
  log?: JobLog;
  /** Told of every failure (after the log); tests collect them. */
  onError?: (error: unknown, job: JobRow) => void;
}

/** A claim lasts a minute unless renewed: a killed instance's job is taken up again within it. */
export const DEFAULT_LEASE_MS = 60_000;
/** Without notices (or should one be lost) due jobs are looked for this often. */
export const DEFAULT_POLL_MS = 30_000;
const MIN_SLEEP_MS = 50;
/** Jobs given up on are kept this long for whoever looks into them. */
const FAILED_KEPT_MS = 30 * 24 * 3_600_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Runs the jobs it was given as they fall due: `start()` loops until `stop()`; `runDue()` runs
 * every job due now and returns how many ran (what tests call).
 */
export class JobRunner {
  readonly #definitions = new Map<string, JobDefinition>();
  readonly #db: Db;
  readonly #notices: NoticeChannel | undefined;
  readonly #now: () => Date;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #concurrency: number;
  readonly #log: JobLog;
  readonly #onError: (error: unknown, job: JobRow) => void;
  #prepared: Promise<void> | undefined;
  #stopped = true;
  #timer: NodeJS.Timeout | undefined;
  #looking: Promise<void> | undefined;
  #lookAgain = false;
  readonly #active = new Set<Promise<void>>();
  #stopListening: (() => Promise<void>) | undefined;

  constructor(opts: JobRunnerOptions) {
    this.#db = opts.db;
    this.#notices = opts.notices;
    this.#now = opts.now ?? (() => new Date());
    this.#leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
    this.#pollMs = opts.pollMs ?? DEFAULT_POLL_MS;
    this.#concurrency = opts.concurrency ?? 4;
    this.#log = opts.log ?? silent;
    this.#onError = opts.onError ?? (() => {});
  }

  /** Adds job definitions; a name is defined once. */
  define(...definitions: JobDefinition[]): this {
    // The rows of recurring jobs are written once, when the runner starts.
    if (this.#prepared) throw new Error('jobs are defined before the runner starts');
    for (const definition of definitions) {
      if (this.#definitions.has(definition.name)) throw new Error(`job "${definition.name}" defined twice`);
      this.#definitions.set(definition.name, definition);
    }
    return this;
  }

  /** The names of the jobs this runner runs. */
  get names(): string[] {
    return [...this.#definitions.keys()];
  }

  get running(): boolean {
    return !this.#stopped;
  }

  /** Starts listening for new jobs and running them as they fall due. */
  async start(): Promise<void> {
    if (!this.#stopped) return;
    this.#stopped = false;
    try {
      await this.#prepare();
    } catch (error) {
      this.#stopped = true;
      throw error;
    }
    if (this.#notices) {
      this.#stopListening = await this.#notices.listen(
        JOBS_CHANNEL,
        (name) => {
          if (this.#definitions.has(name)) this.wake();
        },
        // Back after a lost connection: a job may have been announced meanwhile.
        (listening) => {
          if (listening) this.wake();
        },
      );
    }
    this.wake();
  }

  /** Stops the loop and waits for the jobs in progress. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const stopListening = this.#stopListening;
    this.#stopListening = undefined;
    await stopListening?.();
    await this.#looking;
    await Promise.allSettled([...this.#active]);
  }

  /** Looks for due jobs now (a job was announced). */
  wake(): void {
    if (this.#stopped) return;
    if (this.#looking) {
      this.#lookAgain = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#looking = this.#look().finally(() => {
      this.#looking = undefined;
    });
  }

  /** Claims and runs every job due now, waiting for them; returns how many ran. */
  async runDue(): Promise<number> {
    await this.#prepare();
    let ran = 0;
    for (;;) {
      const jobs = await this.#claim(this.#concurrency);
      if (jobs.length === 0) return ran;
      await Promise.all(jobs.map((job) => this.#runOne(job)));
      ran += jobs.length;
    }
  }

  /** The table, and the rows of the recurring jobs: written once per runner. */
  #prepare(): Promise<void> {
    this.#prepared ??= (async () => {
      await ensureJobsSchema(this.#db);
      const now = this.#now();
      await purgeFailedJobs(this.#db, new Date(now.getTime() - FAILED_KEPT_MS));
      for (const definition of this.#definitions.values()) {
        if (definition.every !== undefined) {
          await upsertRecurringJob(
            this.#db,
            definition.name,
            now,
            new Date(now.getTime() + definition.every),
          );
        } else if (definition.cron) {
          const next = nextCronTime(definition.cron, now);
          await upsertRecurringJob(this.#db, definition.name, next, next);
        }
      }
    })().catch((error: unknown) => {
      this.#prepared = undefined;
      throw error;
    });
    return this.#prepared;
  }

  /** One look: claims what is due while there is room, then sleeps until the next due time. */
  async #look(): Promise<void> {
    let sleep = this.#pollMs;
    try {
      await this.#prepare();
      // A notice heard meanwhile (`wake` while looking) means one more look.
      do {
        this.#lookAgain = false;
        for (;;) {
          const room = this.#concurrency - this.#active.size;
          if (room <= 0 || this.#stopped) break;
          const jobs = await this.#claim(room);
          for (const job of jobs) this.#spawn(job);
          if (jobs.length < room) break;
        }
        const next = await nextDueAt(this.#db, this.names);
        sleep = this.#pollMs;
        // Not less than a moment: a due row another transaction holds is skipped until it commits.
        if (next) sleep = Math.max(MIN_SLEEP_MS, Math.min(sleep, next.getTime() - this.#now().getTime()));
      } while (this.#lookAgain && !this.#stopped);
    } catch (error) {
      this.#log.warn({ err: error }, 'jobs: looking for due jobs failed');
    }
    if (this.#stopped) return;
    // A job finishing makes room; it looks again itself.
    if (this.#active.size >= this.#concurrency) return;
    this.#timer = setTimeout(() => this.wake(), sleep);
    this.#timer.unref();
  }

  #spawn(job: JobRow): void {
    // A failure to save the outcome was logged; the lease runs out and the job runs again.
    const run: Promise<void> = this.#runOne(job)
      .catch(() => undefined)
      .finally(() => {
        this.#active.delete(run);
        this.wake();
      });
    this.#active.add(run);
  }

  async #claim(batch: number): Promise<JobRow[]> {
    const names = this.names;
    if (names.length === 0) return [];
    const now = this.#now();
    const until = new Date(now.getTime() + this.#leaseMs);
    return claimDueJobs(this.#db, { now, until, names, batch });
  }

  async #runOne(job: JobRow): Promise<void> {
    const definition = this.#definitions.get(job.name)!;
    const now = this.#now();
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      // Trying again cannot help: the payload stays what it is.
      const error = new Error(`payload does not match the job's schema: ${parsed.error.message}`);
      this.#log.error({ err: error, job: job.name, key: job.key }, 'job given up: its payload is malformed');
      this.#onError(error, job);
      await this.#settle(job, () => giveUpJob(this.#db, job, now, messageOf(error)));
      return;
    }
    // The claim is renewed a few times per lease while the job runs.
    const renewal = setInterval(
      () => {
        const until = new Date(this.#now().getTime() + this.#leaseMs);
        extendLease(this.#db, job, until).catch(() => undefined);
      },
      Math.max(10, Math.floor(this.#leaseMs / 3)),
    );
    renewal.unref();
    let result: JobResult | undefined;
    try {
      // A job serves no one request: it reads through the handle it was given, the crossing one
      // (db-reach.ts).
      result = (await definition.run(parsed.data, { now, key: job.key, attempt: job.attempts })) ?? undefined;
    } catch (error) {
      clearInterval(renewal);
      await this.#failed(definition, job, now, error);
      return;
    }
    clearInterval(renewal);
    await this.#settle(job, async () => {
      const again = result?.again ?? this.#nextOccurrence(definition, now);
      if (again) await rescheduleJob(this.#db, job, again);
      else await finishJob(this.#db, job);
    });
  }

  async #failed(definition: JobDefinition, job: JobRow, now: Date, error: unknown): Promise<void> {
    const retry = { ...DEFAULT_RETRY, ...definition.retry };
    const message = messageOf(error);
    const last = job.attempts >= retry.attempts;
    const about = { err: error, job: job.name, key: job.key, attempt: job.attempts };
    if (last) this.#log.error(about, 'job failed, given up');
    else this.#log.warn(about, 'job failed, tried again later');
    this.#onError(error, job);
    const next = this.#nextOccurrence(definition, now);
    await this.#settle(job, async () => {
      if (!last) {
        const delay = Math.min(
          retry.backoff.maxMs,
          retry.backoff.baseMs * 2 ** Math.max(0, job.attempts - 1),
        );
        await failJob(this.#db, job, new Date(now.getTime() + delay), message);
      } else if (next) {
        // A recurring job gives up this occurrence only.
        await rescheduleJob(this.#db, job, next);
      } else {
        await giveUpJob(this.#db, job, now, message);
      }
    });
  }

  /** The next run of a recurring job after one that started at `now`; none for a one-off job. */
  #nextOccurrence(definition: JobDefinition, now: Date): Date | undefined {
    if (definition.every !== undefined) return new Date(now.getTime() + definition.every);
    if (definition.cron) return nextCronTime(definition.cron, now);
    return undefined;
  }

  /** Writes how a run ended; when the database is gone the lease runs out and the job runs again. */
  async #settle(job: JobRow, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.#log.warn({ err: error, job: job.name, key: job.key }, 'jobs: the outcome of a job was not saved');
      throw error;
    }
  }
}
