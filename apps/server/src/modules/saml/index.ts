/** What the saml module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { samlRoutes } from './saml.routes';
export { samlRoutes } from './saml.routes';

/** The saml module: its routes, and what it needs of the instance. */
export const samlModule = fp(
  async (app) => {
    await app.register(samlRoutes({ secretBox: app.secretBox, baseDomain: app.settings.baseDomain }));
  },
  { name: 'saml', fastify: '5.x', dependencies: ['settings', 'secrets'], encapsulate: true },
);
