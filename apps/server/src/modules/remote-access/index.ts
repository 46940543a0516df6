/** What the remote-access module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { remoteAccessRoutes } from './remote-access.routes';
export { accessAsUser } from './remote-access-user-access.service';
export { remoteAccessPolicy } from './remote-access.policy';
export { remoteAccessRoutes } from './remote-access.routes';
export { remoteAccessAnswered, remoteAccessRequested } from './remote-access-events.service';
export { createRemoteAccessRequest } from './remote-access.service';

/** The remote-access module: its routes, and what it needs of the instance. */
export const remoteAccessModule = fp(
  async (app) => {
    await app.register(remoteAccessRoutes());
  },
  { name: 'remote-access', fastify: '5.x', dependencies: ['events'], encapsulate: true },
);
