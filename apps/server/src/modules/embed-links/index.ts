import fp from 'fastify-plugin';
import { embedLinkRoutes, embeddedRoutes } from './embed-links.routes';

export { embeddedPage } from './embed-links-embedded-page.service';

/** Embed links: the unit's management calls and the public calls of `/embedded/{token}`. */
export const embedLinksModule = fp(
  async (app) => {
    const deps = { db: app.db, secretBox: app.secretBox, provider: app.provider.service };
    await app.register(embedLinkRoutes(deps));
    await app.register(embeddedRoutes(deps));
  },
  {
    name: 'embed-links',
    fastify: '5.x',
    dependencies: ['database', 'secrets', 'provider-api'],
    encapsulate: true,
  },
);
