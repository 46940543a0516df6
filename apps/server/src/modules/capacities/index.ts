/** What the capacities module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { DEFAULT_PROVIDER_ENDPOINTS } from '../../platform/config';
import { EntraTokens } from '../provider';
import { ArmCapacities } from './capacities-arm.service';
import { capacityRoutes } from './capacities.routes';
import { type CapacityRuntime, credentialsFromBox } from './capacities.service';
export { capacityJobs } from './capacities.jobs';
export { capacityRoutes } from './capacities.routes';
export {
  type CapacityRuntime,
  ensureCapacityRunning,
  findCapacityRow,
  pauseCapacity,
  refreshCapacityState,
  resumeCapacity,
  scaleCapacity,
  setCapacityAutomation,
  type CapacityAutomation,
} from './capacities.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What the capacity operations run with (Azure's ARM API, the accounts' credentials, the
     * clock): one per instance, handed to the routes, the jobs, the scheduled tasks and the viewer.
     */
    capacityRuntime: CapacityRuntime;
  }
}

/** The instance's capacity runtime (`app.capacityRuntime`), on the provider's endpoints. */
export const capacityRuntimePlugin = fp(
  async (app) => {
    const endpoints = app.provider.endpoints ?? DEFAULT_PROVIDER_ENDPOINTS;
    const tokens = new EntraTokens({ loginUrl: endpoints.loginUrl });
    const runtime: CapacityRuntime = {
      arm: new ArmCapacities({ armUrl: endpoints.armUrl, tokens }),
      credentials: credentialsFromBox(app.secretBox),
      now: () => new Date(),
    };
    app.decorate('capacityRuntime', runtime);
  },
  { name: 'capacity-runtime', fastify: '5.x', dependencies: ['secrets', 'provider-api'] },
);

/** The capacities module: its routes, and what it needs of the instance. */
export const capacitiesModule = fp(
  async (app) => {
    await app.register(capacityRoutes({ runtime: app.capacityRuntime }));
  },
  { name: 'capacities', fastify: '5.x', dependencies: ['capacity-runtime'], encapsulate: true },
);
