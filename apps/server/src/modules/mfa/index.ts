/** What the mfa module offers the others: the only file another module imports. */
export { mayManageUnitMfa, mayReadMfaMaster } from './mfa.policy';
export { mfaRoutes } from './mfa.routes';
