/** What the passwords module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { passwordRoutes } from './passwords.routes';
export { passwordRoutes } from './passwords.routes';

/** The passwords module: its routes, and what it needs of the instance. */
export const passwordsModule = fp(
  async (app) => {
    await app.register(passwordRoutes({ mailer: app.mailer, baseDomain: app.settings.baseDomain }));
  },
  { name: 'passwords', fastify: '5.x', dependencies: ['settings', 'mailer'], encapsulate: true },
);
