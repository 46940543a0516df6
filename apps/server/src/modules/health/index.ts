/** What the health module offers the others: the only file another module imports. */
export { healthRoutes } from './health.routes';
