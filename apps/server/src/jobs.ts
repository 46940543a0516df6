import type { FastifyBaseLogger } from 'fastify';
import { analyticsJobs } from './modules/analyze';
import { autoActionJobs, type TaskRuntime } from './modules/auto-actions';
import { billingJobs } from './modules/billing';
import { type CapacityRuntime, capacityJobs } from './modules/capacities';
import { helpDeskJobs } from './modules/help-desk';
import { notificationJobs } from './modules/notifications';
import { userImportJobs } from './modules/user-import';
import type { Db } from './platform/db';
import type { JobDefinition } from './platform/jobs';
import type { Mailer } from './platform/mail';
import type { LinkSettings } from './modules/tenancy';

/** What the product's jobs are built with. */
export interface ProductJobDeps {
  /** The crossing handle: a job serves no one request. */
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** How links in what jobs send reach the install (no request led to them). */
  links: LinkSettings;
  /** What the capacity operations run with (the instance's `capacityRuntime`). */
  capacities: CapacityRuntime;
  /** What the scheduled tasks run with (the instance's `autoActionTasks`). */
  tasks: TaskRuntime;
  /** How often the page-view rollup runs (ANALYTICS_ROLLUP_MS). */
  analyticsRollupMs?: number;
}

/** Every background job of the product; one runner per server instance runs them all. */
export function productJobs(deps: ProductJobDeps): JobDefinition[] {
  const { db, mailer, log, links } = deps;
  return [
    ...userImportJobs({ db, mailer, log }),
    ...helpDeskJobs({ db, mailer }),
    ...notificationJobs({ db, mailer, log, links }),
    ...billingJobs({ db }),
    ...capacityJobs({
      db,
      runtime: deps.capacities,
      log: (error) => log.warn({ err: error }, 'capacity rule failed'),
    }),
    ...autoActionJobs({
      db,
      tasks: deps.tasks,
      onError: (error) => log.warn({ err: error }, 'scheduled trigger failed'),
    }),
    ...analyticsJobs({ db, intervalMs: deps.analyticsRollupMs }),
  ];
}
