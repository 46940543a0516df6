/** What the auto-actions module offers the others: the only file another module imports. */
export { registerNotificationSender } from './auto-actions-executor.repository';
export { autoActionJobs } from './auto-actions.jobs';
export { autoActionRoutes } from './auto-actions.routes';
