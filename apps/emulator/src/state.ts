import type { ExportJob } from './exports';
import { randomUUID } from 'node:crypto';
import {
  DEMO_CAPACITY,
  SCHEDULER_CAPACITY,
  type SeedCapacity,
  type SeedDataset,
  type SeedReport,
  type SeedWorkspace,
  SEED_DATASETS,
  SEED_REPORTS,
  SEED_WORKSPACES,
} from './seed-data';

/** States of Microsoft.PowerBIDedicated/capacities (`properties.state`). */
export type CapacityArmState =
  | 'Succeeded'
  | 'Paused'
  | 'Suspending'
  | 'Resuming'
  | 'Scaling'
  | 'Provisioning'
  | 'Updating'
  | 'Failed';

export const CAPACITY_STATES: CapacityArmState[] = [
  'Succeeded',
  'Paused',
  'Suspending',
  'Resuming',
  'Scaling',
  'Provisioning',
  'Updating',
  'Failed',
];

export interface CapacityRecord extends Omit<SeedCapacity, 'state'> {
  state: CapacityArmState;
}

export interface OperationRecord {
  id: string;
  capacity: string;
  status: 'InProgress' | 'Succeeded' | 'Failed';
  startTime: string;
  endTime?: string;
  /** When the transition completes (epoch ms). */
  doneAt: number;
  finalState: CapacityArmState;
  finalSku?: { name: string; tier: string };
}

/** States in which reports of the capacity can be shown. */
export const RUNNING_STATES: CapacityArmState[] = ['Succeeded', 'Scaling', 'Updating'];

/** The emulated tenant's content and the capacities' life cycle; transitions settle lazily by clock. */
export class EmulatorState {
  workspaces: SeedWorkspace[] = [];
  reports: SeedReport[] = [];
  datasets: SeedDataset[] = [];
  capacities: CapacityRecord[] = [];
  operations = new Map<string, OperationRecord>();
  /** When set, every embed token GenerateToken issues lives this many seconds (tests of expiry). */
  embedTokenLifetimeSeconds: number | undefined;
  /** Export to file jobs by id. */
  exports = new Map<string, ExportJob>();
  /** How long an export takes per page, in milliseconds. */
  exportMsPerPage = 100;
  /** Exports a capacity runs at once before answering 429 (Microsoft's limit: 500). */
  exportConcurrency = 500;
  /** The Retry-After of that 429, in seconds. */
  exportRetryAfterSeconds = 2;
  /** The next this many exports end Failed. */
  exportFailures = 0;

  constructor(
    /** How long suspend, resume and scale take, in milliseconds. */
    public transitionMs: number,
  ) {
    this.reset();
  }

  reset(): void {
    this.workspaces = structuredClone(SEED_WORKSPACES);
    this.reports = structuredClone(SEED_REPORTS);
    this.datasets = structuredClone(SEED_DATASETS);
    this.capacities = [structuredClone(DEMO_CAPACITY), structuredClone(SCHEDULER_CAPACITY)];
    this.operations.clear();
    this.embedTokenLifetimeSeconds = undefined;
    this.exports.clear();
    this.exportMsPerPage = 100;
    this.exportConcurrency = 500;
    this.exportRetryAfterSeconds = 2;
    this.exportFailures = 0;
  }

  /** Completes every transition whose time has come. */
  settle(now = Date.now()): void {
    for (const op of this.operations.values()) {
      if (op.status !== 'InProgress' || op.doneAt > now) continue;
      op.status = 'Succeeded';
      op.endTime = new Date(op.doneAt).toISOString();
      const capacity = this.capacities.find((c) => c.name === op.capacity);
      if (capacity) {
        capacity.state = op.finalState;
        if (op.finalSku) capacity.sku = op.finalSku;
      }
    }
  }

  capacity(subscriptionId: string, resourceGroup: string, name: string): CapacityRecord | undefined {
    this.settle();
    return this.capacities.find(
      (c) =>
        c.subscriptionId.toLowerCase() === subscriptionId.toLowerCase() &&
        c.resourceGroup.toLowerCase() === resourceGroup.toLowerCase() &&
        c.name.toLowerCase() === name.toLowerCase(),
    );
  }

  /** Starts a transition: the capacity shows `during` now and `finalState` after transitionMs. */
  startTransition(
    capacity: CapacityRecord,
    during: CapacityArmState,
    finalState: CapacityArmState,
    finalSku?: { name: string; tier: string },
  ): OperationRecord {
    const now = Date.now();
    const op: OperationRecord = {
      id: randomUUID(),
      capacity: capacity.name,
      status: 'InProgress',
      startTime: new Date(now).toISOString(),
      doneAt: now + this.transitionMs,
      finalState,
      ...(finalSku ? { finalSku } : {}),
    };
    capacity.state = during;
    this.operations.set(op.id, op);
    if (this.transitionMs === 0) this.settle(now);
    return op;
  }

  operation(id: string): OperationRecord | undefined {
    this.settle();
    return this.operations.get(id);
  }

  /** The state of the capacity a report's workspace runs on; null on shared capacity. */
  capacityOfReport(reportId: string): CapacityRecord | null {
    this.settle();
    const report = this.reports.find((r) => r.id === reportId);
    const workspace = report && this.workspaces.find((w) => w.id === report.workspaceId);
    if (!workspace?.capacityId) return null;
    return this.capacities.find((c) => c.id === workspace.capacityId) ?? null;
  }
}
