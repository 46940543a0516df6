/** What the scim module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { scimTokenRoutes } from './scim-tokens.routes';
import { scimRoutes } from './scim.routes';
export { scimTokenRoutes } from './scim-tokens.routes';
export { scimRoutes } from './scim.routes';

/** The scim module: the unit's SCIM tokens (under /api). */
export const scimModule = fp(
  async (app) => {
    await app.register(scimTokenRoutes());
  },
  { name: 'scim', fastify: '5.x', dependencies: [], encapsulate: true },
);

/** The SCIM 2.0 protocol a unit's directory calls, by token (under /scim/v2). */
export const scimProtocolModule = fp(
  async (app) => {
    await app.register(scimRoutes(app.db));
  },
  { name: 'scim-protocol', fastify: '5.x', dependencies: ['database'], encapsulate: true },
);
