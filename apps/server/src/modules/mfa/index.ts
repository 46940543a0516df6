/** What the mfa module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { mfaRoutes } from './mfa.routes';
export { mayManageUnitMfa, mayReadMfaMaster } from './mfa.policy';
export { mfaRoutes } from './mfa.routes';

/** The mfa module: its routes, and what it needs of the instance. */
export const mfaModule = fp(
  async (app) => {
    await app.register(mfaRoutes({ secretBox: app.secretBox }));
  },
  { name: 'mfa', fastify: '5.x', dependencies: ['secrets'], encapsulate: true },
);
