/** What the catalogs module offers the others: the only file another module imports. */
export { catalogRoutes } from './catalogs.routes';
