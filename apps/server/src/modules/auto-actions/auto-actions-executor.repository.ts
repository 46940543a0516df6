import { capacityPhase } from '@mirante/contracts';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { rootOf } from '../../platform/db-reach';
import { AppError } from '../../platform/errors';
import { trustedUnitId, type UnitId } from '../../platform/scope';
import {
  findCapacityRow,
  pauseCapacity,
  refreshCapacityState,
  resumeCapacity,
  scaleCapacity,
} from '../capacities';
import type { ProviderService } from '../provider';
import { refreshReportDataset } from '../reports';
import { setScheduledMaintenance } from '../reports';
import type { autoTasks } from '../../db/schema/index';

export type TaskRow = typeof autoTasks.$inferSelect;

/**
 * Sends a notification built from one of the unit's templates. The notifications area supplies
 * it (registerNotificationSender); until it does, a task of this type fails with a clear error.
 */
export interface TemplateNotificationSender {
  sendFromTemplate(opts: {
    db: Db;
    companyId: UnitId;
    templateId: number;
    triggerId: number;
  }): Promise<unknown>;
}

/** What the tasks need besides the database: the provider and the box its secrets are sealed in. */
export interface TaskRuntime {
  provider: Pick<ProviderService, 'refreshDataset'>;
  secretBox: SecretBox;
}

const runtimes = new WeakMap<Db, TaskRuntime>();

export function registerTaskRuntime(db: Db, runtime: TaskRuntime): void {
  runtimes.set(rootOf(db), { ...runtimes.get(rootOf(db)), ...runtime });
}

const senders = new WeakMap<Db, TemplateNotificationSender>();

/** Plugs the notifications area into the "send a notification from a template" task. */
export function registerNotificationSender(db: Db, sender: TemplateNotificationSender): void {
  senders.set(rootOf(db), sender);
}

function runtimeOf(db: Db): TaskRuntime {
  const runtime = runtimes.get(rootOf(db));
  if (!runtime) throw new AppError('service_unavailable');
  return runtime;
}

async function runCapacityTask(db: Db, companyId: UnitId, task: TaskRow): Promise<void> {
  if (task.capacityId === null) throw new AppError('not_found');
  const row = await refreshCapacityState(db, await findCapacityRow(db, companyId, task.capacityId));
  const phase = capacityPhase(row.state);
  if (task.action === 'pause') {
    // Already paused or pausing is what was asked for.
    if (phase === 'paused' || row.state === 'Suspending' || row.state === 'Pausing') return;
    if (!(await pauseCapacity(db, row)))
      throw new AppError('capacity_busy', { params: { state: row.state ?? '' } });
  } else if (task.action === 'resume') {
    if (phase === 'running' || row.state === 'Resuming') return;
    if (row.forceStop) throw new AppError('capacity_force_stopped');
    if (!(await resumeCapacity(db, row)))
      throw new AppError('capacity_busy', { params: { state: row.state ?? '' } });
  } else if (task.action === 'scale') {
    if (!task.size) throw new AppError('validation_failed');
    await scaleCapacity(db, row, task.size);
  }
}

async function runDatasetRefresh(db: Db, companyId: UnitId, task: TaskRow): Promise<void> {
  if (task.reportId === null) throw new AppError('not_found');
  const { provider, secretBox } = runtimeOf(db);
  await refreshReportDataset({ db, companyId, reportId: task.reportId, provider, secretBox });
}

/** Carries out a task for its unit; throws what went wrong, for the run's history. */
export async function executeTask(db: Db, task: TaskRow, opts: { triggerId: number }): Promise<void> {
  const companyId = trustedUnitId(task.companyId);
  switch (task.type) {
    case 'capacity':
      return runCapacityTask(db, companyId, task);
    case 'report':
      if (task.reportId === null) throw new AppError('not_found');
      return setScheduledMaintenance(db, companyId, task.reportId, task.action === 'maintenance_on');
    case 'dataset':
      return runDatasetRefresh(db, companyId, task);
    case 'notification': {
      const sender = senders.get(rootOf(db));
      if (!sender || task.templateId === null) throw new AppError('service_unavailable');
      await sender.sendFromTemplate({
        db,
        companyId,
        templateId: task.templateId,
        triggerId: opts.triggerId,
      });
      return;
    }
    default:
      throw new AppError('validation_failed');
  }
}
