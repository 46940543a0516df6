/** What the scim module offers the others: the only file another module imports. */
export { scimTokenRoutes } from './scim-tokens.routes';
export { scimRoutes } from './scim.routes';
