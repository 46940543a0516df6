import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureJobsSchema, type JobDefinition, JobRunner } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's one job runner: every job of the product, defined once (src/jobs.ts). */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  definitions: readonly JobDefinition[];
  /** Run the jobs in this process (the server); tests leave it off and run them themselves. */
  run?: boolean;
  pollMs?: number;
}

/**
 * One job runner per server instance, started once the app is ready and stopped when it closes.
 * The jobs table exists once the app is ready, whether or not this instance runs the jobs, so a
 * change can schedule its job in its own transaction. Jobs run through the crossing handle
 * (`app.db`), as no request led to them; new jobs are announced on the database's notices.
 */
async function jobs(app: FastifyInstance, opts: JobsPluginOptions): Promise<void> {
  const db = app.db;
  const runner = new JobRunner({ db, notices: app.database.notices, log: app.log, pollMs: opts.pollMs });
  runner.define(...opts.definitions);
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => {
    await ensureJobsSchema(db);
    if (opts.run) await runner.start();
  });
  app.addHook('onClose', async () => runner.stop());
}

export const jobsPlugin = fp(jobs, { name: 'jobs', fastify: '5.x', dependencies: ['database'] });
