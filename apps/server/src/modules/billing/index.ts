/** What the billing module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { billingRoutes } from './billing.routes';
export { billingJobs } from './billing.jobs';
export { billingRoutes } from './billing.routes';

/** The billing module: its routes, and what it needs of the instance. */
export const billingModule = fp(
  async (app) => {
    await app.register(billingRoutes({ mailer: app.mailer }));
  },
  { name: 'billing', fastify: '5.x', dependencies: ['mailer'], encapsulate: true },
);
