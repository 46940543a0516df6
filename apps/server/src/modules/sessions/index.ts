/** What the sessions module offers the others: the only file another module imports. */
export { sessionRoutes } from './sessions.routes';
