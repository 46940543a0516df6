import { AUTO_PREVIEW_COUNT, type TAutoRun } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { trustedUnitId, type UnitId } from '../../platform/scope';
import { getCompanyConfig } from '../identity';
import { findTaskRow } from './auto-actions.repository';
import { executeTask, type TaskRuntime } from './auto-actions-executor.repository';
import { latestDueTime, nextDueTimes } from './auto-actions-schedule.service';
import {
  claimScheduledRun,
  closeInterruptedRuns,
  enabledTriggers,
  findRun,
  finishRun,
  findTriggerRow,
  insertManualRun,
  type TriggerRow,
  timingOf,
} from './auto-actions-triggers.repository';

/** A run still marked running after this long was cut short by its server stopping. */
export const AUTO_RUN_STALE_MS = 15 * 60_000;

/** What went wrong, as the run history shows it: a catalogue code, or the error's own message. */
function describeError(error: unknown): string {
  if (error instanceof AppError) return error.code;
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500) || 'unexpected_error';
}

async function zoneOf(db: Db, companyId: UnitId, zones?: Map<number, string>): Promise<string> {
  const known = zones?.get(companyId);
  if (known) return known;
  const zone = (await getCompanyConfig(db, companyId)).timezone || 'UTC';
  zones?.set(companyId, zone);
  return zone;
}

/** Runs the trigger's task and records how it ended on run `runId`. */
async function perform(
  tasks: TaskRuntime,
  db: Db,
  trigger: TriggerRow,
  runId: number,
  now: () => Date,
): Promise<void> {
  let error: string | null = null;
  try {
    const task = await findTaskRow(db, trustedUnitId(trigger.companyId), trigger.taskId);
    await executeTask(tasks, db, task, { triggerId: trigger.id });
  } catch (failure) {
    error = describeError(failure);
  }
  await finishRun(db, runId, { at: now(), error });
}

/**
 * One round of the scheduler: each enabled trigger whose latest due time has come and was not
 * handled yet runs once. The run row is unique per (trigger, due time), so of several instances
 * doing the same round only the one that inserts it runs the task. Due times missed while no
 * instance ran are passed over except the latest. Runs left "running" by a server that stopped
 * meanwhile are closed first, as interrupted.
 */
export async function runDueTriggers(opts: {
  db: Db;
  /** What the tasks run with (the instance's `autoActionTasks`). */
  tasks: TaskRuntime;
  now: () => Date;
  onError?: (error: unknown, trigger: TriggerRow) => void;
}): Promise<{ triggerId: number; dueAt: Date }[]> {
  const { db, now } = opts;
  const started = now();
  await closeInterruptedRuns(db, new Date(started.getTime() - AUTO_RUN_STALE_MS), started);
  const ran: { triggerId: number; dueAt: Date }[] = [];
  const zones = new Map<number, string>();
  for (const trigger of await enabledTriggers(db)) {
    try {
      const zone = await zoneOf(db, trustedUnitId(trigger.companyId), zones);
      const after = trigger.lastDueAt ?? trigger.createdAt;
      const due = latestDueTime(await timingOf(db, trigger), zone, now(), after);
      if (!due) continue;
      const runId = await claimScheduledRun(db, trigger, due, now());
      if (runId === null) continue;
      await perform(opts.tasks, db, trigger, runId, now);
      ran.push({ triggerId: trigger.id, dueAt: due });
    } catch (error) {
      opts.onError?.(error, trigger);
    }
  }
  return ran;
}

/** "Run now": runs the trigger's task at once, whatever its schedule, and answers the run. */
export async function runTriggerNow(opts: {
  db: Db;
  tasks: TaskRuntime;
  companyId: UnitId;
  triggerId: number;
  now: () => Date;
}): Promise<TAutoRun> {
  const trigger = await findTriggerRow(opts.db, opts.companyId, opts.triggerId);
  const runId = await insertManualRun(opts.db, trigger, opts.now());
  await perform(opts.tasks, opts.db, trigger, runId, opts.now);
  return findRun(opts.db, runId);
}

/** The trigger's next due times, as instants, with the unit's timezone they were worked out in. */
export async function previewTrigger(opts: {
  db: Db;
  companyId: UnitId;
  triggerId: number;
  now: () => Date;
  count?: number;
}): Promise<{ timezone: string; runs: string[] }> {
  const trigger = await findTriggerRow(opts.db, opts.companyId, opts.triggerId);
  const timezone = await zoneOf(opts.db, opts.companyId);
  const runs = nextDueTimes(
    await timingOf(opts.db, trigger),
    timezone,
    opts.now(),
    opts.count ?? AUTO_PREVIEW_COUNT,
  );
  return { timezone, runs: runs.map((d) => d.toISOString()) };
}
