import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MAX_FILE_BYTES,
  ZImportFromUnitRequest,
  ZImportParams,
  ZImportReviewRequest,
  ZImportRowPage,
  ZImportRowQuery,
  ZImportSourceUnitList,
  ZImportUploadQuery,
  ZUnitScopeQuery,
  ZUserImport,
} from '@mirante/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { adminContextOf } from '../users/admin-context';
import { userImportPolicy } from './user-import.policy';
import { resumeIfStale, settleImports, startImport } from './user-import.runner';
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

const tags = ['users'];

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

export function userImportRoutes({ mailer }: UserImportRouteOptions): FastifyPluginAsyncZod {
  const context = (request: FastifyRequest, companyId: number | undefined) =>
    adminContextOf({ mailer }, request, companyId);

  return async (app) => {
    // Closing waits for the imports this process is writing.
    app.addHook('onClose', () => settleImports());

    await app.register(async (scoped) => {
      acceptFiles(scoped);
      scoped.withTypeProvider<ZodTypeProvider>().post(
        '/auth/users/imports',
        {
          bodyLimit: IMPORT_MAX_FILE_BYTES,
          config: { policy: userImportPolicy.manage },
          schema: {
            tags,
            summary: 'Uploads a CSV or XLSX of people to import (the file is the body)',
            querystring: ZImportUploadQuery,
            response: { 201: ZUserImport },
          },
        },
        async (request, reply) => {
          const ctx = await context(request, request.query.company_id);
          if (!Buffer.isBuffer(request.body)) throw new AppError('invalid_file');
          const created = await uploadImport(ctx, { bytes: request.body, name: request.query.file_name });
          return reply.status(201).send(await presentImport(ctx, created));
        },
      );
    });

    app.get(
      '/auth/users/imports/units',
      {
        config: { policy: userImportPolicy.manage },
        schema: {
          tags,
          summary: 'Units of the same client people can be imported from (when the unit allows it)',
          querystring: ZUnitScopeQuery,
          response: { 200: ZImportSourceUnitList },
        },
      },
      async (request) => ({ data: await listSourceUnits(await context(request, request.query.company_id)) }),
    );

    app.post(
      '/auth/users/imports/from-unit',
      {
        config: { policy: userImportPolicy.manage },
        schema: {
          tags,
          summary: 'Starts an import from the people of another unit of the same client',
          querystring: ZUnitScopeQuery,
          body: ZImportFromUnitRequest,
          response: { 201: ZUserImport },
        },
      },
      async (request, reply) => {
        const ctx = await context(request, request.query.company_id);
        const created = await importFromUnit(ctx, request.body.source_company_id);
        return reply.status(201).send(await presentImport(ctx, created));
      },
    );

    app.get(
      '/auth/users/imports/:id',
      {
        config: { policy: userImportPolicy.manage },
        schema: {
          tags,
          summary: 'An import with its progress (the wizard polls it)',
          params: ZImportParams,
          querystring: ZUnitScopeQuery,
          response: { 200: ZUserImport },
        },
      },
      async (request) => {
        const ctx = await context(request, request.query.company_id);
        const row = await loadImport(ctx, request.params.id);
        resumeIfStale(ctx, row);
        return presentImport(ctx, row);
      },
    );

    app.post(
      '/auth/users/imports/:id/review',
      {
        config: { policy: userImportPolicy.manage },
        schema: {
          tags,
          summary: 'Validates every row with the chosen header row, mapping and mode',
          params: ZImportParams,
          querystring: ZUnitScopeQuery,
          body: ZImportReviewRequest,
          response: { 200: ZUserImport },
        },
      },
      async (request) => {
        const ctx = await context(request, request.query.company_id);
        return presentImport(ctx, await reviewImport(ctx, request.params.id, request.body));
      },
    );

    app.post(
      '/auth/users/imports/:id/start',
      {
        config: { policy: userImportPolicy.manage },
        schema: {
          tags,
          summary: 'Imports the valid rows in the background; poll the import for progress',
          params: ZImportParams,
          querystring: ZUnitScopeQuery,
          response: { 202: ZUserImport },
        },
      },
      async (request, reply) => {
        const ctx = await context(request, request.query.company_id);
        return reply.status(202).send(await presentImport(ctx, await startImport(ctx, request.params.id)));
      },
    );

    app.get(
      '/auth/users/imports/:id/rows',
      {
        config: { policy: userImportPolicy.manage },
        schema: {
          tags,
          summary: "The import's rows with their status and reasons",
          params: ZImportParams,
          querystring: ZImportRowQuery.extend(ZUnitScopeQuery.shape),
          response: { 200: ZImportRowPage },
        },
      },
      async (request) => {
        const ctx = await context(request, request.query.company_id);
        return listImportRows(ctx, request.params.id, request.query, request.lang);
      },
    );

    app.get(
      '/auth/users/imports/:id/results.csv',
      {
        config: { policy: userImportPolicy.manage },
        schema: {
          tags,
          summary: 'The results as CSV (cells that a spreadsheet would run as formulas are quoted)',
          params: ZImportParams,
          querystring: ZUnitScopeQuery,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const ctx = await context(request, request.query.company_id);
        const csv = await exportResults(ctx, request.params.id, request.lang);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="import-${request.params.id}-results.csv"`)
          .send(`\uFEFF${csv}`);
      },
    );
  };
}
