/** What the help-desk module offers the others: the only file another module imports. */
export { helpDeskJobs } from './help-desk.jobs';
export { helpDeskRoutes } from './help-desk.routes';
