/** What the audit module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { auditRoutes } from './audit.routes';
export { auditRoutes } from './audit.routes';

/** The audit module: its routes, and what it needs of the instance. */
export const auditModule = fp(
  async (app) => {
    await app.register(auditRoutes());
  },
  { name: 'audit', fastify: '5.x', dependencies: [], encapsulate: true },
);
