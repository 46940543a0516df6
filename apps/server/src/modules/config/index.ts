/** What the config module offers the others: the only file another module imports. */
export { settingsRoutes } from './config-settings.routes';
export { upsertCompanySettings } from './config.repository';
export { configRoutes } from './config.routes';
export {
  forgetHomeReport,
  insertCompanySettings,
  unitMailSource,
} from './config.service';
