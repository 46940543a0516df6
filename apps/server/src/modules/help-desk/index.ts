/** What the help-desk module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { helpDeskRoutes } from './help-desk.routes';
export { helpDeskJobs } from './help-desk.jobs';
export { helpDeskRoutes } from './help-desk.routes';

/** The help-desk module: its routes, and what it needs of the instance. */
export const helpDeskModule = fp(
  async (app) => {
    await app.register(helpDeskRoutes({ storageDir: app.settings.storageDir }));
  },
  { name: 'help-desk', fastify: '5.x', dependencies: ['settings'], encapsulate: true },
);
