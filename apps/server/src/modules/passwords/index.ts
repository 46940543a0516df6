/** What the passwords module offers the others: the only file another module imports. */
export { passwordRoutes } from './passwords.routes';
