/** What the clients module offers the others: the only file another module imports. */
export { clientRoutes } from './clients.routes';
export { insertRegisteredClient, insertUnitClient } from './clients.service';
