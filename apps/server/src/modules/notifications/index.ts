/** What the notifications module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { notificationRoutes } from './notifications.routes';
export { notificationJobs } from './notifications.jobs';
export { notificationRoutes } from './notifications.routes';
export { sendTemplateNotification } from './notifications.service';

/** The notifications module: its routes, and what it needs of the instance. */
export const notificationsModule = fp(
  async (app) => {
    await app.register(notificationRoutes({ changes: app.changes }));
  },
  { name: 'notifications', fastify: '5.x', dependencies: ['changes', 'events'], encapsulate: true },
);
