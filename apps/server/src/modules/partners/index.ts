/** What the partners module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { partnerRoutes } from './partners.routes';
export { partnerRoutes } from './partners.routes';
export { findPartnerIdByRef } from './partners.service';

/** The partners module: its routes, and what it needs of the instance. */
export const partnersModule = fp(
  async (app) => {
    await app.register(partnerRoutes());
  },
  { name: 'partners', fastify: '5.x', dependencies: [], encapsulate: true },
);
