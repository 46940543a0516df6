/** What the billing module offers the others: the only file another module imports. */
export { billingJobs } from './billing.jobs';
export { isClientContact } from './billing.policy';
export { billingRoutes } from './billing.routes';
