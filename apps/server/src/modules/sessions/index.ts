/** What the sessions module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { sessionRoutes } from './sessions.routes';
export { sessionRoutes } from './sessions.routes';

/** The sessions module: its routes, and what it needs of the instance. */
export const sessionsModule = fp(
  async (app) => {
    await app.register(sessionRoutes());
  },
  { name: 'sessions', fastify: '5.x', dependencies: [], encapsulate: true },
);
