import { type CapacityPhase, capacityPhase } from '@mirante/contracts';
import type { SecretBox } from '../../platform/crypto';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { enqueue, type JobKind } from '../../platform/jobs';
import { z } from 'zod';
import { getCompanyConfig } from '../identity';
import { findProviderAccountRow } from '../provider';
import type { ProviderCredentials } from '../provider';
import type { ArmCapacities, CapacityRef } from './capacities-arm.service';
import {
  allCapacityRows,
  type CapacityRow,
  claimTransition,
  findCapacityRow,
  recordState,
  recordView,
  setSize,
  shiftsOf,
} from './capacities.repository';
import { insideShifts } from './capacities-schedule.service';
import type { UnitId } from '../../platform/scope';

// A unit's capacity row as the scheduler's tasks read it.
export {
  type CapacityAutomation,
  findCapacityRow,
  setCapacityAutomation,
} from './capacities.repository';

/** What the capacity operations need besides the database: Azure, credentials and a clock. */
export interface CapacityRuntime {
  arm: Pick<ArmCapacities, 'get' | 'suspend' | 'resume' | 'scale'>;
  credentials: (db: Db, companyId: UnitId, accountId: number) => Promise<ProviderCredentials>;
  now: () => Date;
  /** How long a state read from Azure is trusted before a view reads it again (ms). */
  stateTtlMs?: number;
}

export const POLL_JOB = 'capacities.poll';
export const RULES_JOB = 'capacities.rules';
/** How often the rules look at every capacity. */
export const RULES_EVERY_MS = 60_000;
/** How often a changing capacity is read again. */
export const POLL_EVERY_MS = 5000;
/** Polling gives up after this long (the next rules round picks the state up again). */
export const POLL_GIVE_UP_MS = 30 * 60_000;

/** Follows one capacity while it changes state (capacities.jobs.ts), keyed by its id. */
export const capacityPollJob = {
  name: POLL_JOB,
  payload: z.object({
    capacityId: z.number().int(),
    /** When the operation was asked for: polling gives up POLL_GIVE_UP_MS later. */
    startedAt: z.iso.datetime(),
    /** Resume it once it has paused (a view asked for it while it was pausing). */
    want: z.enum(['running', 'paused']).optional(),
  }),
} satisfies JobKind;

/** The credentials of a unit's provider account, secret opened. */
export function credentialsFromBox(secretBox: SecretBox): CapacityRuntime['credentials'] {
  return async (db, companyId, accountId) => {
    const account = await findProviderAccountRow(db, companyId, accountId);
    if (!account) throw new AppError('provider_entity_not_found');
    return {
      tenantId: account.tenantId,
      applicationId: account.applicationId,
      secret: secretBox.open(account.secretEnc),
      subscriptionId: account.subscriptionId,
      resourceGroup: account.resourceGroup,
    };
  };
}

function refOf(row: CapacityRow): CapacityRef {
  return { subscriptionId: row.subscriptionId, resourceGroup: row.resourceGroup, name: row.name };
}

/** Reads the capacity's state and SKU from Azure and stores them. */
export async function refreshCapacityState(
  runtime: CapacityRuntime,
  db: Db,
  row: CapacityRow,
): Promise<CapacityRow> {
  const account = await runtime.credentials(db, row.companyId, row.providerAccountId);
  const live = await runtime.arm.get(account, refOf(row));
  const at = runtime.now();
  await recordState(db, row.id, { state: live.state, currentSize: live.sku || null, at });
  return { ...row, state: live.state, currentSize: live.sku || row.currentSize, stateCheckedAt: at };
}

/** Follows a capacity that is changing state until it settles (a durable job, any instance). */
export async function schedulePoll(
  db: Db,
  capacityId: number,
  opts: { want?: 'running' | 'paused'; delayMs?: number; now: Date },
): Promise<void> {
  // The caller gives the runtime's clock.
  const { now } = opts;
  await enqueue(
    db,
    capacityPollJob,
    { capacityId, startedAt: now.toISOString(), ...(opts.want ? { want: opts.want } : {}) },
    { key: String(capacityId), runAt: new Date(now.getTime() + (opts.delayMs ?? POLL_EVERY_MS)) },
  );
}

const PAUSABLE = ['Succeeded', null];
const RESUMABLE = ['Paused', 'Suspended', null];

/** What is stored with Azure's acceptance of a change (the audit record of a person's action). */
type OnAccepted = (tx: Tx) => Promise<void>;

/** Asks Azure to pause the capacity (once, whoever else decides the same), then follows it. */
export async function pauseCapacity(
  runtime: CapacityRuntime,
  db: Db,
  row: CapacityRow,
  onAccepted?: OnAccepted,
): Promise<boolean> {
  if (!(await claimTransition(db, row.id, PAUSABLE, 'Suspending', runtime.now()))) return false;
  try {
    const account = await runtime.credentials(db, row.companyId, row.providerAccountId);
    await runtime.arm.suspend(account, refOf(row));
  } catch (error) {
    await recordState(db, row.id, { state: row.state ?? 'Succeeded', at: runtime.now() });
    throw error;
  }
  await db.transaction(async (tx) => {
    await schedulePoll(tx, row.id, { now: runtime.now() });
    await onAccepted?.(tx);
  });
  return true;
}

/** Asks Azure to resume the capacity (once), then follows it. */
export async function resumeCapacity(
  runtime: CapacityRuntime,
  db: Db,
  row: CapacityRow,
  onAccepted?: OnAccepted,
): Promise<boolean> {
  if (!(await claimTransition(db, row.id, RESUMABLE, 'Resuming', runtime.now()))) return false;
  try {
    const account = await runtime.credentials(db, row.companyId, row.providerAccountId);
    await runtime.arm.resume(account, refOf(row));
  } catch (error) {
    await recordState(db, row.id, { state: row.state ?? 'Paused', at: runtime.now() });
    throw error;
  }
  await db.transaction(async (tx) => {
    // A capacity just resumed counts as just used, so inactivity does not pause it at once.
    await recordView(tx, row.companyId, row.id, runtime.now());
    await schedulePoll(tx, row.id, { now: runtime.now() });
    await onAccepted?.(tx);
  });
  return true;
}

/** Changes the capacity's SKU (it must be running or paused, not changing). */
export async function scaleCapacity(
  runtime: CapacityRuntime,
  db: Db,
  row: CapacityRow,
  size: string,
  onAccepted?: OnAccepted,
): Promise<void> {
  const phase = capacityPhase(row.state);
  if (phase === 'transitioning') throw new AppError('capacity_busy');
  if (!(await claimTransition(db, row.id, [row.state], 'Scaling', runtime.now()))) {
    throw new AppError('capacity_busy');
  }
  try {
    const account = await runtime.credentials(db, row.companyId, row.providerAccountId);
    await runtime.arm.scale(account, refOf(row), size);
  } catch (error) {
    await recordState(db, row.id, { state: row.state ?? 'Succeeded', at: runtime.now() });
    throw error;
  }
  await db.transaction(async (tx) => {
    await setSize(tx, row.id, size);
    await schedulePoll(tx, row.id, { now: runtime.now() });
    await onAccepted?.(tx);
  });
}

/** Records that a report on the capacity was just viewed. */
export async function noteCapacityView(
  runtime: CapacityRuntime,
  opts: { db: Db; companyId: UnitId; capacityId: number },
): Promise<void> {
  await recordView(opts.db, opts.companyId, opts.capacityId, runtime.now());
}

/**
 * Called when a report on the capacity is opened: records the view and makes sure the capacity
 * runs. 'running' when it does, 'starting' while it resumes (the viewer shows "warming up"),
 * 'stopped' when it is kept paused (force stop, or not managed automatically).
 */
export async function ensureCapacityRunning(
  runtime: CapacityRuntime,
  opts: { db: Db; companyId: UnitId; capacityId: number },
): Promise<'running' | 'starting' | 'stopped'> {
  const { db, companyId, capacityId } = opts;
  let row = await findCapacityRow(db, companyId, capacityId);
  await recordView(db, companyId, capacityId, runtime.now());
  const ttl = runtime.stateTtlMs ?? 15_000;
  const fresh = row.stateCheckedAt !== null && runtime.now().getTime() - row.stateCheckedAt.getTime() < ttl;
  let phase: CapacityPhase = capacityPhase(row.state);
  if (!fresh || phase === 'unknown') {
    try {
      row = await refreshCapacityState(runtime, db, row);
      phase = capacityPhase(row.state);
    } catch {
      // Azure not answering: go by what was last known; the viewer reports provider errors itself.
    }
  }
  if (phase === 'running' || row.state === 'Scaling') return 'running';
  // Nothing known (Azure not answering, or no rights on the subscription): do not block the
  // report on it; the provider itself says if the capacity cannot serve it.
  if (phase === 'unknown' || phase === 'failed') return 'running';
  if (row.forceStop) return 'stopped';
  if (phase === 'transitioning') {
    if (row.state !== 'Suspending' && row.state !== 'Pausing') return 'starting';
    if (!row.autoManage) return 'stopped';
    // Pausing right now: resume as soon as it has paused.
    await schedulePoll(db, row.id, { want: 'running', delayMs: 0, now: runtime.now() });
    return 'starting';
  }
  if (!row.autoManage) return 'stopped';
  // False when another request or instance is resuming it already; Azure's refusals go to the viewer.
  await resumeCapacity(runtime, db, row);
  return 'starting';
}

/** What the rules want a capacity to be now; null leaves it as it is. */
export function desiredPhase(
  row: Pick<
    CapacityRow,
    'forceStop' | 'autoManage' | 'minutesInactive' | 'scheduleEnabled' | 'lastViewAt' | 'updatedAt'
  >,
  opts: { now: Date; inShift: boolean },
): 'running' | 'paused' | null {
  if (row.forceStop) return 'paused';
  if (row.scheduleEnabled && opts.inShift) return 'running';
  const lastActivity = row.lastViewAt ?? row.updatedAt;
  const idleMs = opts.now.getTime() - lastActivity.getTime();
  const recentlyViewed = idleMs < row.minutesInactive * 60_000;
  if (row.autoManage && recentlyViewed) return null;
  if (row.scheduleEnabled) return 'paused';
  if (row.autoManage) return 'paused';
  return null;
}

/** One round of the rules over every capacity: inactivity, shifts and force stop. */
export async function applyCapacityRules(
  runtime: CapacityRuntime,
  db: Db,
  onError?: (error: unknown, row: CapacityRow) => void,
) {
  const acted: { id: number; action: 'pause' | 'resume' }[] = [];
  const zones = new Map<number, string>();
  for (let row of await allCapacityRows(db)) {
    try {
      const now = runtime.now();
      if (capacityPhase(row.state) === 'unknown') row = await refreshCapacityState(runtime, db, row);
      const phase = capacityPhase(row.state);
      if (phase !== 'running' && phase !== 'paused') continue;
      let inShift = false;
      if (row.scheduleEnabled) {
        let zone = zones.get(row.companyId);
        if (!zone) {
          zone = (await getCompanyConfig(db, row.companyId)).timezone;
          zones.set(row.companyId, zone);
        }
        inShift = insideShifts(
          (await shiftsOf(db, row.id)).map((s) => ({ ...s, weekdays: s.weekdays as string[] })),
          now,
          zone,
        );
      }
      const want = desiredPhase(row, { now, inShift });
      if (want === 'paused' && phase === 'running') {
        if (await pauseCapacity(runtime, db, row)) acted.push({ id: row.id, action: 'pause' });
      } else if (want === 'running' && phase === 'paused') {
        if (await resumeCapacity(runtime, db, row)) acted.push({ id: row.id, action: 'resume' });
      }
    } catch (error) {
      onError?.(error, row);
    }
  }
  return acted;
}
