/** What the themes module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { themeRoutes } from './themes.routes';
export { themeRoutes } from './themes.routes';
export { findActiveTheme } from './themes.service';

/** The themes module: its routes, and what it needs of the instance. */
export const themesModule = fp(
  async (app) => {
    await app.register(
      themeRoutes({ storageDir: app.settings.storageDir, baseDomain: app.settings.baseDomain }),
    );
  },
  { name: 'themes', fastify: '5.x', dependencies: ['settings'], encapsulate: true },
);
