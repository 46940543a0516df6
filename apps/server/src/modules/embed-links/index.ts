import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embedLinkRoutes, embeddedRoutes } from './embed-links.routes';
import type { EmbeddedDeps } from './embed-links-embedded.service';

export { embeddedPage } from './embed-links-embedded-page.service';

/** Embed links: the unit's management calls and the public calls of `/embedded/{token}`. */
export function embedLinksModule(deps: EmbeddedDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(embedLinkRoutes(deps));
    await app.register(embeddedRoutes(deps));
  };
}
