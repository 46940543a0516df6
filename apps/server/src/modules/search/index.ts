/** What the search module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { searchRoutes } from './search.routes';

/** The search module: the global search of a unit's members. */
export const searchModule = fp(
  async (app) => {
    await app.register(searchRoutes());
  },
  { name: 'search', fastify: '5.x', dependencies: [], encapsulate: true },
);
