import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  Language,
  TReport,
  TReportResponse,
  ZCreateReportRequest,
  ZPartnerReportListQuery,
  ZPartnerReportFiltersQuery,
  ZReportFields,
  ZReportListQuery,
  ZReportMaintenanceRequest,
  ZUpdateReportRequest,
} from '@mirante/contracts';
import { REPORT_COVER_MAX_BYTES } from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { type Scope, scopeCacheKey, type UnitId, unitOf } from '../../platform/scope';
import { forgetHomeReport } from '../config';
import type { LinkContext } from '../tenancy';
import { assertHtmlImportable } from './reports-html-import.service';
import { reportMaintenanceOpened } from './reports-events.service';
import { isInMaintenance } from './reports-present.service';
import { listPartnerReports, partnerReportFilters } from './reports-partner-reports.repository';
import { reportGrantFor } from './reports-access.repository';
import {
  assertGroupPair,
  findReportRow,
  findVisibleReport,
  insertReport,
  listReports,
  type ReportValues,
  reportHtml,
  updateReportRow,
} from './reports.repository';
import { assertUnitMayAddReports } from './reports-import.service';
import { readReportAnswer } from './reports-cache.service';
import { reportPolicy } from './reports.policy';

type Fields = z.output<typeof ZReportFields>;

/** The table's columns for the fields every kind shares. */
function valuesOf(input: Fields): ReportValues {
  return {
    title: input.title,
    description: input.description,
    groupId: input.group_id,
    subgroupId: input.subgroup_id,
    filterMode: input.filter_mode,
    ignoreRls: input.ignore_rls,
    sideFilter: input.side_filter,
    navPanel: input.nav_panel,
    showHiddenPages: input.show_hidden_pages,
    showOnCatalog: input.show_on_catalog,
    catalogDescription: input.catalog_description,
    showOnApp: input.show_on_app,
    mobileBackground: input.mobile_background,
    resolution: input.resolution,
    orientation: input.orientation,
    allowEditing: input.allow_editing,
    visualHeaders: input.visual_headers,
    updateSeconds: input.update_seconds,
    showLastUpdate: input.show_last_update,
  };
}

/**
 * Makes a change to one of the unit's reports and records it in the same transaction; answers
 * the report as it is after the change. The audit details are read from that report.
 */
function changeReport(opts: {
  db: Db;
  scope: Scope;
  id: number;
  event: string;
  change: (tx: Tx) => Promise<unknown>;
  details: (report: TReport) => Record<string, unknown>;
}): Promise<TReport> {
  const { db, scope, id } = opts;
  return db.transaction(async (tx) => {
    await opts.change(tx);
    const report = await findVisibleReport(tx, scope, id);
    await recordAudit(tx, { ...successBy(scope), event: opts.event, details: opts.details(report) });
    return report;
  });
}

/** The reports the caller may see (admins: every report of the unit), with its abilities. */
/** A page of the reports list, kept per session and query like the menu (report-cache.ts). */
export function listReportsFor(db: Db, scope: Scope, query: z.output<typeof ZReportListQuery>) {
  const key = `${scopeCacheKey(scope)}:${JSON.stringify(query)}`;
  return readReportAnswer(db, scope, 'report-list', key, [`report_favorites:${scope.userId}`], () =>
    listReports(db, scope, query, { manage: reportPolicy.manage(scope) }),
  );
}

/** Reports across the units the operator or partner reaches, read-only. */
export function listReportsAcrossUnits(
  db: Db,
  scope: Scope,
  query: z.output<typeof ZPartnerReportListQuery>,
) {
  return listPartnerReports(db, scope, query);
}

/** The choices the across-units view offers in its filters. */
export function reportFiltersAcrossUnits(
  db: Db,
  scope: Scope,
  query: z.output<typeof ZPartnerReportFiltersQuery>,
) {
  return partnerReportFilters(db, scope, query);
}

/** A report with the caller's abilities, as `GET /auth/reports/:id` answers. */
export async function presentReportFor(db: Db, scope: Scope, id: number): Promise<TReportResponse> {
  const report = await findVisibleReport(db, scope, id);
  const grant = await reportGrantFor(db, scope, id);
  const manage = reportPolicy.manage(scope);
  return {
    data: {
      ...report,
      // The HTML body is for those who edit it or open it; both may see the report.
      html_content: report.kind === 'html' ? await reportHtml(db, unitOf(scope), id) : null,
    },
    policies: { manage, permission_edit: manage || (grant?.canEdit ?? false) },
  };
}

/** Adds an HTML (checked against the import rules) or external-link report. */
export async function createReport(opts: {
  db: Db;
  scope: Scope;
  input: z.output<typeof ZCreateReportRequest>;
  lang: Language;
}): Promise<TReport> {
  const { db, scope, input, lang } = opts;
  const companyId = unitOf(scope);
  await assertUnitMayAddReports(db, companyId);
  await assertGroupPair(db, companyId, input.group_id, input.subgroup_id);
  if (input.kind === 'html') assertHtmlImportable(input.html_content, lang);
  return db.transaction(async (tx) => {
    const id = await insertReport(tx, companyId, {
      ...valuesOf(input),
      kind: input.kind,
      title: input.title,
      htmlContent: input.kind === 'html' ? input.html_content : null,
      externalUrl: input.kind === 'external' ? input.external_url : null,
      createdByUserId: scope.userId,
    });
    const report = await findVisibleReport(tx, scope, id);
    await recordAudit(tx, {
      ...successBy(scope),
      event: 'report.created',
      details: { report_id: report.id, kind: report.kind },
    });
    return report;
  });
}

/** Edits a report of any kind; the HTML body and link only for their own kinds. */
export async function updateReport(opts: {
  db: Db;
  scope: Scope;
  id: number;
  input: z.output<typeof ZUpdateReportRequest>;
  lang: Language;
}): Promise<TReport> {
  const { db, scope, id, input, lang } = opts;
  const companyId = unitOf(scope);
  const current = await findReportRow(db, companyId, id);
  const errors: Record<string, ['field_invalid']> = {};
  if (input.html_content !== undefined && current.kind !== 'html') errors.html_content = ['field_invalid'];
  if (input.external_url !== undefined && current.kind !== 'external')
    errors.external_url = ['field_invalid'];
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
  await assertGroupPair(db, companyId, input.group_id, input.subgroup_id);
  if (input.html_content !== undefined) assertHtmlImportable(input.html_content, lang);
  return changeReport({
    db,
    scope,
    id,
    event: 'report.updated',
    change: (tx) =>
      updateReportRow(tx, companyId, id, {
        ...valuesOf(input),
        ...(input.html_content !== undefined ? { htmlContent: input.html_content } : {}),
        ...(input.external_url !== undefined ? { externalUrl: input.external_url } : {}),
      }),
    details: (report) => ({ report_id: report.id }),
  });
}

export function setReportHidden(db: Db, scope: Scope, id: number, hidden: boolean): Promise<TReport> {
  return changeReport({
    db,
    scope,
    id,
    event: 'report.hidden',
    change: (tx) => updateReportRow(tx, unitOf(scope), id, { hidden }),
    details: (report) => ({ report_id: report.id, hidden: report.hidden }),
  });
}

export function setReportMaintenance(
  db: Db,
  scope: Scope,
  id: number,
  input: z.output<typeof ZReportMaintenanceRequest>,
  /** The admin's request: the notice's links use its scheme and port. */
  links: LinkContext,
  events: EventBus,
): Promise<TReport> {
  return changeReport({
    db,
    scope,
    id,
    event: 'report.maintenance',
    change: async (tx) => {
      const companyId = unitOf(scope);
      const before = await findReportRow(tx, companyId, id);
      await updateReportRow(tx, companyId, id, {
        maintenance: input.maintenance,
        maintenanceStart: input.maintenance_start ? new Date(input.maintenance_start) : null,
        maintenanceEnd: input.maintenance_end ? new Date(input.maintenance_end) : null,
        maintenanceMessage: input.maintenance_message,
      });
      // Entering maintenance is announced in the same transaction (notifications tells everyone
      // who may open the report).
      const after = await findReportRow(tx, companyId, id);
      if (!isInMaintenance(before) && isInMaintenance(after)) {
        await events.emit(reportMaintenanceOpened, {
          tx,
          companyId,
          reportId: id,
          senderUserId: scope.userId,
          links,
        });
      }
    },
    details: (report) => ({
      report_id: report.id,
      maintenance: report.maintenance,
      start: report.maintenance_start,
      end: report.maintenance_end,
    }),
  });
}

/** Puts a report of the unit in or out of maintenance on the scheduler's behalf (no caller session). */
export async function setScheduledMaintenance(
  db: Db,
  companyId: UnitId,
  id: number,
  on: boolean,
): Promise<void> {
  await updateReportRow(db, companyId, id, { maintenance: on });
}

/**
 * Soft delete: the report leaves every list; grants, favorites and views stay for the record. A
 * unit whose home report it was has none any more.
 */
export async function deleteReport(db: Db, scope: Scope, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await updateReportRow(tx, unitOf(scope), id, { deletedAt: new Date() });
    await forgetHomeReport(tx, unitOf(scope), id);
    await recordAudit(tx, { ...successBy(scope), event: 'report.deleted', details: { report_id: id } });
  });
}

/* Covers ---------------------------------------------------------------------------------- */

const COVER_TYPES: Record<string, { ext: string; matches: (b: Buffer) => boolean }> = {
  'image/png': {
    ext: '.png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { ext: '.jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': {
    ext: '.webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

/**
 * Stores a cover picture sent as the raw body (type by header and by content) under storage
 * with a random name, replacing (and removing) the previous one.
 */
export async function setReportCover(opts: {
  db: Db;
  storageDir: string;
  scope: Scope;
  id: number;
  contentType: string | undefined;
  body: unknown;
}): Promise<TReport> {
  const { db, storageDir, scope, id } = opts;
  const companyId = unitOf(scope);
  const current = await findReportRow(db, companyId, id);
  const type = COVER_TYPES[(opts.contentType ?? '').split(';')[0]!.trim().toLowerCase()];
  const bytes = Buffer.isBuffer(opts.body) ? opts.body : null;
  if (bytes && bytes.length > REPORT_COVER_MAX_BYTES) {
    throw new AppError('payload_too_large', { errors: { cover: ['payload_too_large'] } });
  }
  if (!type || !bytes || bytes.length === 0 || !type.matches(bytes)) {
    throw new AppError('invalid_file', { errors: { cover: ['invalid_file'] } });
  }
  const name = `report-${randomBytes(16).toString('hex')}${type.ext}`;
  await writeFile(join(storageDir, name), bytes, { flag: 'wx' });
  let report: TReport;
  try {
    report = await changeReport({
      db,
      scope,
      id,
      event: 'report.cover',
      change: (tx) => updateReportRow(tx, companyId, id, { cover: name }),
      details: (changed) => ({ report_id: changed.id }),
    });
  } catch (error) {
    await unlink(join(storageDir, name)).catch(() => undefined);
    throw error;
  }
  await removeCoverFile(storageDir, current.cover);
  return report;
}

export async function removeReportCover(opts: {
  db: Db;
  storageDir: string;
  scope: Scope;
  id: number;
}): Promise<TReport> {
  const { db, storageDir, scope, id } = opts;
  const companyId = unitOf(scope);
  const current = await findReportRow(db, companyId, id);
  await updateReportRow(db, companyId, id, { cover: null });
  await removeCoverFile(storageDir, current.cover);
  return findVisibleReport(db, scope, id);
}

async function removeCoverFile(storageDir: string, name: string | null): Promise<void> {
  if (!name || name.includes('/') || name.includes('\\')) return;
  await unlink(join(storageDir, name)).catch(() => undefined);
}
