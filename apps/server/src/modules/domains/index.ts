/** What the domains module offers the others: the only file another module imports. */
export { domainRoutes } from './domains.routes';
