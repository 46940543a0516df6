/** What the analyze module offers the others: the only file another module imports. */
export { analyticsJobs } from './analyze.jobs';
export { analyzeRoutes } from './analyze.routes';
