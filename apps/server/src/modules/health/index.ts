/** What the health module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';
export { healthRoutes } from './health.routes';

/** The health module: its routes, and what it needs of the instance. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes(app.database));
  },
  { name: 'health', fastify: '5.x', dependencies: ['database'], encapsulate: true },
);
