import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, NoticeChannel } from './db';
import { ensureJobsSchema, type JobDefinition, JobRunner } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's one job runner: every job of the product, defined once (src/jobs.ts). */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** The handle jobs run through: the crossing one, as no request led to them. */
  db: Db;
  /** Where new jobs are announced (LISTEN on a connection of its own). */
  notices: NoticeChannel;
  definitions: readonly JobDefinition[];
  /** Run the jobs in this process (the server); tests leave it off and run them themselves. */
  run?: boolean;
  pollMs?: number;
}

/**
 * One job runner per server instance, started once the app is ready and stopped when it closes.
 * The jobs table exists once the app is ready, whether or not this instance runs the jobs, so a
 * change can schedule its job in its own transaction.
 */
async function jobs(app: FastifyInstance, opts: JobsPluginOptions): Promise<void> {
  const runner = new JobRunner({ db: opts.db, notices: opts.notices, log: app.log, pollMs: opts.pollMs });
  runner.define(...opts.definitions);
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => {
    await ensureJobsSchema(opts.db);
    if (opts.run) await runner.start();
  });
  app.addHook('onClose', async () => runner.stop());
}

export const jobsPlugin = fp(jobs, { name: 'jobs', fastify: '5.x' });
