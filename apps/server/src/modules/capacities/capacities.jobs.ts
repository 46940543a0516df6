import { capacityPhase } from '@mirante/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { defineJob, type JobResult } from '../../platform/jobs';
import { allCapacityRows } from './capacities.repository';
import {
  applyCapacityRules,
  type CapacityRuntime,
  capacityPollJob,
  POLL_EVERY_MS,
  POLL_GIVE_UP_MS,
  RULES_EVERY_MS,
  RULES_JOB,
  refreshCapacityState,
  resumeCapacity,
} from './capacities.service';

/** One poll of a changing capacity; asks to be run again until it settles. */
export async function pollCapacity(
  runtime: CapacityRuntime,
  db: Db,
  payload: z.output<typeof capacityPollJob.payload>,
): Promise<JobResult> {
  const rows = await allCapacityRows(db);
  let row = rows.find((r) => r.id === payload.capacityId);
  if (!row) return undefined;
  row = await refreshCapacityState(runtime, db, row);
  const phase = capacityPhase(row.state);
  const now = runtime.now();
  if (phase === 'transitioning') {
    const started = new Date(payload.startedAt);
    if (now.getTime() - started.getTime() > POLL_GIVE_UP_MS) return undefined;
    return { again: new Date(now.getTime() + POLL_EVERY_MS) };
  }
  if (payload.want === 'running' && phase === 'paused' && !row.forceStop) {
    await resumeCapacity(runtime, db, row);
  }
  return undefined;
}

/** The durable jobs of the capacities: the rules every minute and the polling after operations. */
export function capacityJobs(deps: { db: Db; runtime: CapacityRuntime; log?: (error: unknown) => void }) {
  return [
    defineJob({
      name: RULES_JOB,
      payload: z.object({}),
      every: RULES_EVERY_MS,
      async run() {
        await applyCapacityRules(deps.runtime, deps.db, deps.log ? (error) => deps.log?.(error) : undefined);
      },
    }),
    defineJob({ ...capacityPollJob, run: (payload) => pollCapacity(deps.runtime, deps.db, payload) }),
  ];
}
