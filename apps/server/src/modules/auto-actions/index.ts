/** What the auto-actions module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { sendTemplateNotification } from '../notifications';
import { registerNotificationSender } from './auto-actions-executor.repository';
import { autoActionRoutes } from './auto-actions.routes';
export { registerNotificationSender } from './auto-actions-executor.repository';
export { autoActionJobs } from './auto-actions.jobs';
export { autoActionRoutes } from './auto-actions.routes';

/** The auto-actions module: the scheduler's triggers and tasks, and what it needs of the instance. */
export const autoActionsModule = fp(
  async (app) => {
    // A scheduled "send a notification" task sends the unit's template through the notification center.
    registerNotificationSender(app.db, {
      sendFromTemplate: (opts) => sendTemplateNotification({ ...opts, links: app.links }),
    });
    await app.register(
      autoActionRoutes({ db: app.db, secretBox: app.secretBox, provider: app.provider.service }),
    );
  },
  {
    name: 'auto-actions',
    fastify: '5.x',
    dependencies: ['database', 'secrets', 'provider-api', 'links'],
    encapsulate: true,
  },
);
