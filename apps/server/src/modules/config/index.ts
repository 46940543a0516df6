/** What the config module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { configRoutes } from './config.routes';
import { settingsRoutes } from './config-settings.routes';
export { settingsRoutes } from './config-settings.routes';
export { upsertCompanySettings } from './config.repository';
export { configRoutes } from './config.routes';
export {
  forgetHomeReport,
  insertCompanySettings,
  unitMailSource,
} from './config.service';

/** The config module: its routes, and what it needs of the instance. */
export const configModule = fp(
  async (app) => {
    await app.register(configRoutes());
    await app.register(
      settingsRoutes({
        secretBox: app.secretBox,
        mailer: app.mailer,
        mailAllowAnyHost: app.settings.mailAllowAnyHost === true,
      }),
    );
  },
  { name: 'config', fastify: '5.x', dependencies: ['settings', 'secrets', 'mailer'], encapsulate: true },
);
