/** What the analyze module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { analyzeRoutes } from './analyze.routes';
export { analyticsJobs } from './analyze.jobs';
export { analyzeRoutes } from './analyze.routes';

/** The analyze module: its routes, and what it needs of the instance. */
export const analyzeModule = fp(
  async (app) => {
    await app.register(analyzeRoutes());
  },
  { name: 'analyze', fastify: '5.x', dependencies: [], encapsulate: true },
);
