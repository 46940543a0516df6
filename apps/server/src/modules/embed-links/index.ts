import fp from 'fastify-plugin';
import { ensureCapacityRunning } from '../capacities';
import type { EmbeddedDeps } from './embed-links-embedded.service';
import { embedLinkRoutes, embeddedRoutes } from './embed-links.routes';

export { embeddedPage } from './embed-links-embedded-page.service';

/** Embed links: the unit's management calls and the public calls of `/embedded/{token}`. */
export const embedLinksModule = fp(
  async (app) => {
    const runtime = app.capacityRuntime;
    const deps: EmbeddedDeps = {
      db: app.db,
      secretBox: app.secretBox,
      provider: app.provider.service,
      capacityGate: (opts) => ensureCapacityRunning(runtime, opts),
    };
    await app.register(embedLinkRoutes(deps));
    await app.register(embeddedRoutes(deps));
  },
  {
    name: 'embed-links',
    fastify: '5.x',
    dependencies: ['database', 'secrets', 'provider-api', 'capacity-runtime'],
    encapsulate: true,
  },
);
