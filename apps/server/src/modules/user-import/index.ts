/** What the user-import module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { userImportRoutes } from './user-import.routes';
export { userImportJobs } from './user-import.jobs';
export { userImportRoutes } from './user-import.routes';

/** The user-import module: its routes, and what it needs of the instance. */
export const userImportModule = fp(
  async (app) => {
    await app.register(userImportRoutes({ mailer: app.mailer }));
  },
  { name: 'user-import', fastify: '5.x', dependencies: ['mailer'], encapsulate: true },
);
