/** What the auto-actions module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { sendTemplateNotification } from '../notifications';
import type { TaskRuntime } from './auto-actions-executor.repository';
import { autoActionRoutes } from './auto-actions.routes';
export type { TaskRuntime } from './auto-actions-executor.repository';
export { autoActionJobs } from './auto-actions.jobs';
export { autoActionRoutes } from './auto-actions.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the scheduled tasks run with: one per instance, for the scheduler's job and "run now". */
    autoActionTasks: TaskRuntime;
  }
}

/**
 * The tasks' runtime (`app.autoActionTasks`): the provider, the secret box, the capacities'
 * runtime, and the notification center for "send a notification" tasks.
 */
export const autoActionTasksPlugin = fp(
  async (app) => {
    const tasks: TaskRuntime = {
      provider: app.provider.service,
      secretBox: app.secretBox,
      capacities: app.capacityRuntime,
      // A scheduled "send a notification" task sends the unit's template through the notification center.
      sendFromTemplate: (opts) => sendTemplateNotification({ ...opts, links: app.links }),
    };
    app.decorate('autoActionTasks', tasks);
  },
  {
    name: 'auto-actions-tasks',
    fastify: '5.x',
    dependencies: ['secrets', 'provider-api', 'links', 'capacity-runtime'],
  },
);

/** The auto-actions module: the scheduler's triggers and tasks, and what it needs of the instance. */
export const autoActionsModule = fp(
  async (app) => {
    await app.register(autoActionRoutes({ db: app.db, tasks: app.autoActionTasks }));
  },
  {
    name: 'auto-actions',
    fastify: '5.x',
    dependencies: ['database', 'auto-actions-tasks'],
    encapsulate: true,
  },
);
