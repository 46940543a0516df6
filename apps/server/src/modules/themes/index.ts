/** What the themes module offers the others: the only file another module imports. */
export { themeRoutes } from './themes.routes';
export { findActiveTheme } from './themes.service';
