/** What the domains module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { domainRoutes } from './domains.routes';
export { domainRoutes } from './domains.routes';

/** The domains module: its routes, and what it needs of the instance. */
export const domainsModule = fp(
  async (app) => {
    await app.register(domainRoutes({ baseDomain: app.settings.baseDomain }));
  },
  { name: 'domains', fastify: '5.x', dependencies: ['settings'], encapsulate: true },
);
