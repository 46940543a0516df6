/** What the user-import module offers the others: the only file another module imports. */
export { userImportJobs } from './user-import.jobs';
export { userImportRoutes } from './user-import.routes';
