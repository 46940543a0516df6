import { userImportRoutes as calls, IMPORT_CONTENT_TYPES, IMPORT_MAX_FILE_BYTES } from '@mirante/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { serve } from '../../platform/serve';
import { adminContextOf } from '../users';
import { userImportPolicy } from './user-import.policy';
import { resumeIfStale, settleImports, startImport } from './user-import-runner.jobs';
import {
  exportResults,
  importFromUnit,
  listImportRows,
  listSourceUnits,
  loadImport,
  presentImport,
  reviewImport,
  uploadImport,
} from './user-import.service';

const manage = { tags: ['users'], config: { policy: userImportPolicy.manage } };

export interface UserImportRouteOptions {
  /** Welcome e-mails and invitations of imported people go out through it. */
  mailer: Mailer;
}

/** The file arrives as the request body: CSV, XLSX, or any type (the content decides). */
function acceptFiles(app: FastifyInstance) {
  app.addContentTypeParser(
    [
      ...Object.values(IMPORT_CONTENT_TYPES),
      'application/octet-stream',
      'text/plain',
      'application/vnd.ms-excel',
    ],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );
}

export function userImportRoutes({ mailer }: UserImportRouteOptions): FastifyPluginAsync {
  const context = (request: FastifyRequest, companyId: number | undefined) =>
    adminContextOf({ mailer }, request, companyId);

  return async (app) => {
    // Closing waits for the imports this process is writing.
    app.addHook('onClose', () => settleImports());

    await app.register(async (scoped) => {
      acceptFiles(scoped);
      serve(scoped, calls.upload, { ...manage, bodyLimit: IMPORT_MAX_FILE_BYTES }, async (request) => {
        const ctx = await context(request, request.query.company_id);
        // The body is the file's bytes (see acceptFiles), not JSON: the declaration has no body.
        const bytes: unknown = (request as FastifyRequest).body;
        if (!Buffer.isBuffer(bytes)) throw new AppError('invalid_file');
        return presentImport(ctx, await uploadImport(ctx, { bytes, name: request.query.file_name }));
      });
    });

    serve(app, calls.sourceUnits, manage, async (request) => ({
      data: await listSourceUnits(await context(request, request.query.company_id)),
    }));

    serve(app, calls.fromUnit, manage, async (request) => {
      const ctx = await context(request, request.query.company_id);
      return presentImport(ctx, await importFromUnit(ctx, request.body.source_company_id));
    });

    serve(app, calls.get, manage, async (request) => {
      const ctx = await context(request, request.query.company_id);
      const row = await loadImport(ctx, request.params.id);
      resumeIfStale(ctx, row);
      return presentImport(ctx, row);
    });

    serve(app, calls.review, manage, async (request) => {
      const ctx = await context(request, request.query.company_id);
      return presentImport(ctx, await reviewImport(ctx, request.params.id, request.body));
    });

    serve(app, calls.start, manage, async (request) => {
      const ctx = await context(request, request.query.company_id);
      return presentImport(ctx, await startImport(ctx, request.params.id));
    });

    serve(app, calls.rows, manage, async (request) => {
      const ctx = await context(request, request.query.company_id);
      return listImportRows(ctx, request.params.id, request.query, request.lang);
    });

    serve(app, calls.results, manage, async (request, reply) => {
      const ctx = await context(request, request.query.company_id);
      const csv = await exportResults(ctx, request.params.id, request.lang);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${request.params.id}-results.csv"`)
        .send(`\uFEFF${csv}`);
    });
  };
}
