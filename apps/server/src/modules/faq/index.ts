/** What the faq module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { faqRoutes } from './faq.routes';
export { faqRoutes } from './faq.routes';

/** The faq module: its routes, and what it needs of the instance. */
export const faqModule = fp(
  async (app) => {
    await app.register(faqRoutes({ baseDomain: app.settings.baseDomain }));
  },
  { name: 'faq', fastify: '5.x', dependencies: ['settings'], encapsulate: true },
);
