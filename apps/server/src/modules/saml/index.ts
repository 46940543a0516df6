/** What the saml module offers the others: the only file another module imports. */
export { samlRoutes } from './saml.routes';
