import {
  reportRoutes as calls,
  REPORT_COVER_CONTENT_TYPES,
  REPORT_COVER_MAX_BYTES,
  REPORT_HTML_MAX_BYTES,
} from '@mirante/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { assertHtmlImportable } from './reports-html-import.service';
import { linkContextOf } from '../tenancy';
import { reportPolicy } from './reports.policy';
import {
  createReport,
  deleteReport,
  listReportsAcrossUnits,
  reportFiltersAcrossUnits,
  listReportsFor,
  presentReportFor,
  removeReportCover,
  setReportCover,
  setReportHidden,
  setReportMaintenance,
  updateReport,
} from './reports.service';

/** An HTML body of the largest size, with room for the rest of the form. */
const REPORT_BODY_LIMIT = REPORT_HTML_MAX_BYTES * 2 + 64 * 1024;

/** Reports: lists for members, management for admins, a read-only list across units. */
export function reportRoutes(opts: { storageDir: string }): FastifyPluginAsync {
  const { storageDir } = opts;
  return async (app) => {
    const tags = ['reports'];

    const view = { tags, config: { policy: reportPolicy.view } };
    const acrossUnits = { tags, config: { policy: reportPolicy.readAcrossUnits } };

    serve(app, calls.acrossUnits, acrossUnits, (request) =>
      listReportsAcrossUnits(request.db, request.scope, request.query),
    );
    serve(app, calls.acrossUnitsFilters, acrossUnits, (request) =>
      reportFiltersAcrossUnits(request.db, request.scope, request.query),
    );
    serve(app, calls.list, view, (request) => listReportsFor(request.db, request.scope, request.query));
    serve(app, calls.get, view, (request) => presentReportFor(request.db, request.scope, request.params.id));
    // The managing routes take a cover as the raw picture (its content type), not wrapped in JSON.
    await app.register(async (scoped) => {
      scoped.addContentTypeParser(
        [...REPORT_COVER_CONTENT_TYPES],
        { parseAs: 'buffer', bodyLimit: REPORT_COVER_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      const manage = { tags, config: { policy: reportPolicy.manage } };
      const manageForm = { ...manage, bodyLimit: REPORT_BODY_LIMIT };

      serve(scoped, calls.create, manageForm, (request) =>
        createReport({ ...contextOf(request), input: request.body }),
      );
      serve(scoped, calls.checkHtml, manageForm, (request) => {
        assertHtmlImportable(request.body.html_content, request.lang);
        return { ok: true as const };
      });
      serve(scoped, calls.update, manageForm, (request) =>
        updateReport({ ...contextOf(request), id: request.params.id, input: request.body }),
      );
      serve(scoped, calls.setHidden, manage, (request) =>
        setReportHidden(request.db, request.scope, request.params.id, request.body.hidden),
      );
      serve(scoped, calls.setMaintenance, manage, (request) =>
        setReportMaintenance(
          request.db,
          request.scope,
          request.params.id,
          request.body,
          linkContextOf(request as FastifyRequest),
          request.server.events,
        ),
      );
      serve(scoped, calls.remove, manage, async (request) => {
        await deleteReport(request.db, request.scope, request.params.id);
        return { deleted: true as const };
      });
      serve(scoped, calls.removeCover, manage, (request) =>
        removeReportCover({ db: request.db, storageDir, scope: request.scope, id: request.params.id }),
      );
      serve(scoped, calls.setCover, { ...manage, bodyLimit: REPORT_COVER_MAX_BYTES }, (request) =>
        setReportCover({
          db: request.db,
          storageDir,
          scope: request.scope,
          id: request.params.id,
          contentType: request.headers['content-type'],
          // The raw picture, as the content type parser above keeps it (no body schema).
          body: (request as FastifyRequest).body,
        }),
      );
    });
  };
}
