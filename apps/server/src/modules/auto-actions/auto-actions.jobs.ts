import { AUTO_TICK_MS } from '@mirante/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import type { TaskRuntime } from './auto-actions-executor.repository';
import { runDueTriggers } from './auto-actions-scheduler.jobs';

export const AUTO_TICK_JOB = 'auto-actions.tick';

/** The scheduler's round as a durable job: one instance at a time takes it, every tick. */
export function autoActionJobs(deps: {
  db: Db;
  tasks: TaskRuntime;
  now?: () => Date;
  onError?: (error: unknown) => void;
}) {
  const now = deps.now ?? (() => new Date());
  return [
    defineJob({
      name: AUTO_TICK_JOB,
      payload: z.object({}),
      every: AUTO_TICK_MS,
      async run() {
        await runDueTriggers({ db: deps.db, tasks: deps.tasks, now, onError: deps.onError });
      },
    }),
  ];
}
