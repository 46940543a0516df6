import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { scopeOfSession, trustedUnitId } from '../../platform/scope';
import type { AdminContext } from '../users';
import { findImport } from './user-import.repository';
import { importResumeJob, RESUME_CHECK_MS, runImport } from './user-import-runner.jobs';

/**
 * The resume job: an import still running whose heartbeat is stale is written on here, as the
 * person who started it (their scope and client, kept with the job). One that another process
 * is still writing is looked at again later; a finished or removed one ends the job.
 */
export function userImportJobs(deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger }) {
  return [
    defineJob({
      ...importResumeJob,
      async run(payload, { now }) {
        const companyId = trustedUnitId(payload.companyId);
        const { linkOrigin } = payload;
        const ctx: AdminContext = {
          db: deps.db,
          scope: scopeOfSession(payload.scope),
          companyId,
          client: payload.client,
          ...(linkOrigin !== null
            ? { mail: { mailer: deps.mailer, log: deps.log, linkOrigin: async () => linkOrigin } }
            : {}),
        };
        // Writes nothing unless the claim finds the import running with a stale heartbeat (its
        // process is gone); a finished or removed one is not claimed.
        await runImport(ctx, payload.importId);
        const after = await findImport(deps.db, companyId, payload.importId);
        return after?.status === 'running' ? { again: new Date(now.getTime() + RESUME_CHECK_MS) } : undefined;
      },
    }),
  ];
}
