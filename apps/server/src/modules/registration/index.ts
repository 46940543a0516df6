/** What the registration module offers the others: the only file another module imports. */
export { registrationRoutes } from './registration.routes';
