/** What the audit module offers the others: the only file another module imports. */
export { auditRoutes } from './audit.routes';
