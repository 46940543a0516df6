/** What the registration module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { registrationRoutes } from './registration.routes';
export { registrationRoutes } from './registration.routes';

/** The registration module: its routes, and what it needs of the instance. */
export const registrationModule = fp(
  async (app) => {
    await app.register(registrationRoutes({ baseDomain: app.settings.baseDomain }));
  },
  { name: 'registration', fastify: '5.x', dependencies: ['settings'], encapsulate: true },
);
