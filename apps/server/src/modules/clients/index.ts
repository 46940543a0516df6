/** What the clients module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { clientRoutes } from './clients.routes';
export { clientRoutes } from './clients.routes';
export { clientPartnerChanged } from './clients-events.service';
export { insertRegisteredClient, insertUnitClient } from './clients.service';

/** The clients module: its routes, and what it needs of the instance. */
export const clientsModule = fp(
  async (app) => {
    await app.register(clientRoutes());
  },
  { name: 'clients', fastify: '5.x', dependencies: ['events'], encapsulate: true },
);
