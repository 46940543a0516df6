import { capacityPhase } from '@mirante/contracts';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { trustedUnitId, type UnitId } from '../../platform/scope';
import {
  type CapacityRuntime,
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

/** Sends a notification built from one of the unit's templates (the notifications area's). */
export type TemplateNotificationSender = (opts: {
  db: Db;
  companyId: UnitId;
  templateId: number;
  triggerId: number;
}) => Promise<unknown>;

/**
 * What the tasks need besides the database: the provider and the box its secrets are sealed in,
 * the capacities' runtime, and the notification center. One per instance (`app.autoActionTasks`).
 */
export interface TaskRuntime {
  provider: Pick<ProviderService, 'refreshDataset'>;
  secretBox: SecretBox;
  capacities: CapacityRuntime;
  sendFromTemplate: TemplateNotificationSender;
}

async function runCapacityTask(
  runtime: TaskRuntime,
  db: Db,
  companyId: UnitId,
  task: TaskRow,
): Promise<void> {
  const capacities = runtime.capacities;
  if (task.capacityId === null) throw new AppError('not_found');
  const row = await refreshCapacityState(
    capacities,
    db,
    await findCapacityRow(db, companyId, task.capacityId),
  );
  const phase = capacityPhase(row.state);
  if (task.action === 'pause') {
    // Already paused or pausing is what was asked for.
    if (phase === 'paused' || row.state === 'Suspending' || row.state === 'Pausing') return;
    if (!(await pauseCapacity(capacities, db, row)))
      throw new AppError('capacity_busy', { params: { state: row.state ?? '' } });
  } else if (task.action === 'resume') {
    if (phase === 'running' || row.state === 'Resuming') return;
    if (row.forceStop) throw new AppError('capacity_force_stopped');
    if (!(await resumeCapacity(capacities, db, row)))
      throw new AppError('capacity_busy', { params: { state: row.state ?? '' } });
  } else if (task.action === 'scale') {
    if (!task.size) throw new AppError('validation_failed');
    await scaleCapacity(capacities, db, row, task.size);
  }
}

async function runDatasetRefresh(
  runtime: TaskRuntime,
  db: Db,
  companyId: UnitId,
  task: TaskRow,
): Promise<void> {
  if (task.reportId === null) throw new AppError('not_found');
  const { provider, secretBox } = runtime;
  await refreshReportDataset({ db, companyId, reportId: task.reportId, provider, secretBox });
}

/** Carries out a task for its unit; throws what went wrong, for the run's history. */
export async function executeTask(
  runtime: TaskRuntime,
  db: Db,
  task: TaskRow,
  opts: { triggerId: number },
): Promise<void> {
  const companyId = trustedUnitId(task.companyId);
  switch (task.type) {
    case 'capacity':
      return runCapacityTask(runtime, db, companyId, task);
    case 'report':
      if (task.reportId === null) throw new AppError('not_found');
      return setScheduledMaintenance(db, companyId, task.reportId, task.action === 'maintenance_on');
    case 'dataset':
      return runDatasetRefresh(runtime, db, companyId, task);
    case 'notification': {
      if (task.templateId === null) throw new AppError('service_unavailable');
      await runtime.sendFromTemplate({
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
