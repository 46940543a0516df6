/** What the catalogs module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { catalogRoutes } from './catalogs.routes';
export { catalogAccessAnswered, catalogAccessRequested } from './catalogs-events.service';
export { catalogRoutes } from './catalogs.routes';

/** The catalogs module: its routes, and what it needs of the instance. */
export const catalogsModule = fp(
  async (app) => {
    await app.register(catalogRoutes());
  },
  { name: 'catalogs', fastify: '5.x', dependencies: ['events'], encapsulate: true },
);
