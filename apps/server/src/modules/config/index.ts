/** What the config module offers the others: the only file another module imports. */
export { settingsRoutes } from './config-settings.routes';
export { unitScopeOf } from './config-unit-scope.service';
export { upsertCompanySettings } from './config.repository';
export { configRoutes } from './config.routes';
export {
  configOfSettingsText,
  forgetHomeReport,
  getCompanyConfig,
  insertCompanySettings,
  intendedPath,
  rememberScopeConfig,
  unitConfigOf,
  unitMailSource,
} from './config.service';
