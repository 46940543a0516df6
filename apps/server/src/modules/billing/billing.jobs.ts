import { z } from 'zod';
import type { Db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { monthOf, shiftMonth } from './billing-figures.repository';
import { listOperatorIds } from './billing-operators.repository';
import { closeMonth } from './billing.service';

/** The recurring job that closes the month just ended for every operator (once per instance set). */
export const BILLING_CLOSE_JOB = 'billing-close-month';
const CLOSE_ROUND_MS = 60 * 60_000;

/** Closes the previous month for every operator; closing a closed month only adds missing clients. */
export async function closePreviousMonth(db: Db, now: Date): Promise<void> {
  const month = shiftMonth(monthOf(now), -1);
  for (const operatorId of await listOperatorIds(db)) {
    await closeMonth({ db, operatorId, month, closedBy: null, now });
  }
}

export function billingJobs(deps: { db: Db }) {
  return [
    defineJob({
      name: BILLING_CLOSE_JOB,
      payload: z.object({}),
      every: CLOSE_ROUND_MS,
      run: (_payload, { now }) => closePreviousMonth(deps.db, now),
    }),
  ];
}
