/** What the capacities module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { capacityRoutes } from './capacities.routes';
export { capacityJobs } from './capacities.jobs';
export { capacityRoutes } from './capacities.routes';
export {
  ensureCapacityRunning,
  findCapacityRow,
  pauseCapacity,
  refreshCapacityState,
  resumeCapacity,
  scaleCapacity,
} from './capacities.service';

/** The capacities module: its routes, and what it needs of the instance. */
export const capacitiesModule = fp(
  async (app) => {
    await app.register(
      capacityRoutes({ db: app.db, secretBox: app.secretBox, provider: app.provider.endpoints }),
    );
  },
  {
    name: 'capacities',
    fastify: '5.x',
    dependencies: ['database', 'secrets', 'provider-api'],
    encapsulate: true,
  },
);
