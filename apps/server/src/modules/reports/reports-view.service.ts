import {
  showsReportLastRefresh,
  type TReportExistsResponse,
  type TReportFilter,
  type TReportLastUpdateResponse,
  type TReportPagesResponse,
  type TUserReportFiltersResponse,
  type ZLogReportPageViewRequest,
} from '@mirante/contracts';
import type { z } from 'zod';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { type Scope, scopeCacheKey, type UnitId, unitOf } from '../../platform/scope';
import { getCompanyConfig } from '../identity';
import { loadAccountForCompany, type ProviderService } from '../provider';
import { reportGrantFor } from './reports-access.repository';
import { isInMaintenance } from './reports-present.service';
import { readReportAnswer } from './reports-cache.service';
import {
  findLiveWorkspaceRow,
  findUserReportFilters,
  findVisibleReportRow,
  insertPageView,
  type ReportRecord,
  upsertUserReportFilters,
} from './reports-view.repository';
import { findReportRow } from './reports.repository';

export type ViewableReport = ReportRecord;

/** The stored row of a report the scope may see; anything else is not found. */
export async function findViewableReport(db: Db, scope: Scope, id: number): Promise<ViewableReport> {
  const row = await findVisibleReportRow(db, scope, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Edit permission in the viewer: the unit must allow editing reports (permissionEditReport), the
 * report must allow editing, and the caller be a unit admin or hold a grant with can_edit.
 */
export async function editPermission(db: Db, scope: Scope, report: ViewableReport): Promise<boolean> {
  if (!report.allowEditing) return false;
  if ((await getCompanyConfig(db, report.companyId)).permissionEditReport !== 'S') return false;
  const grant = await reportGrantFor(db, scope, report.id);
  return grant?.canEdit ?? false;
}

/** Whether the caller may edit the report in the viewer (`check/permission/edit/report`). */
export async function editPermissionFor(
  db: Db,
  scope: Scope,
  reportId: number,
): Promise<{ permission_edit: boolean }> {
  const report = await findViewableReport(db, scope, reportId);
  return { permission_edit: await editPermission(db, scope, report) };
}

/** Whether the caller may open the report, with the little the viewer needs to decide. */
export function checkReportExists(db: Db, scope: Scope, id: number): Promise<TReportExistsResponse> {
  return readReportAnswer(db, scope, 'report-check', `${scopeCacheKey(scope)}:${id}`, [], async () => {
    const row = await findVisibleReportRow(db, scope, id);
    if (!row) return { exist: false, kind: null, title: null, in_maintenance: false };
    return { exist: true, kind: row.kind, title: row.title, in_maintenance: isInMaintenance(row) };
  });
}

/** Stores one visit to a page of a report the caller may see. */
export async function logReportPageView(
  db: Db,
  scope: Scope,
  input: z.output<typeof ZLogReportPageViewRequest>,
): Promise<{ id: number }> {
  const report = await findViewableReport(db, scope, input.reportId);
  const id = await insertPageView(db, {
    companyId: report.companyId,
    userId: scope.userId,
    reportId: report.id,
    pageName: input.page_name,
    pageTitle: input.page_title,
    startedAt: new Date(input.started_at),
    durationSeconds: input.duration_seconds,
  });
  return { id };
}

/**
 * Stores an anonymous visit that came through an embed link (no member: the link marks it),
 * counted apart from members' views. The caller checked the link and its unit.
 */
export function logEmbeddedPageView(
  db: Db,
  values: {
    companyId: UnitId;
    reportId: number;
    embedLinkId: number;
    pageName: string | null;
    pageTitle: string | null;
    startedAt: Date;
    durationSeconds: number;
  },
): Promise<number> {
  return insertPageView(db, { ...values, userId: null, source: 'public' });
}

async function saveFilterEnabled(db: Db, companyId: UnitId): Promise<boolean> {
  return (await getCompanyConfig(db, companyId)).save_filter === 'S';
}

/** Keeps the caller's last filters on a report; refused when the unit does not save filters. */
export async function saveUserReportFilters(
  db: Db,
  scope: Scope,
  reportId: number,
  filters: TReportFilter[],
): Promise<TUserReportFiltersResponse> {
  const report = await findViewableReport(db, scope, reportId);
  if (!(await saveFilterEnabled(db, report.companyId))) throw new AppError('no_functionality_access');
  const now = new Date();
  await upsertUserReportFilters(db, {
    userId: scope.userId,
    reportId,
    companyId: report.companyId,
    filters,
    updatedAt: now,
  });
  return { enabled: true, filters, updated_at: now.toISOString() };
}

/** The caller's saved filters on a report, to restore (nothing when the unit does not save them). */
export async function userReportFiltersOf(
  db: Db,
  scope: Scope,
  reportId: number,
): Promise<TUserReportFiltersResponse> {
  const report = await findViewableReport(db, scope, reportId);
  if (!(await saveFilterEnabled(db, report.companyId)))
    return { enabled: false, filters: [], updated_at: null };
  const row = await findUserReportFilters(db, scope.userId, reportId);
  return {
    enabled: true,
    filters: (Array.isArray(row?.filters) ? row.filters : []) as TReportFilter[],
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** A live report of the unit, whatever its grants (embed links show it without a member). */
export function findUnitReport(db: Db, companyId: UnitId, reportId: number): Promise<ViewableReport> {
  return findReportRow(db, companyId, reportId) as Promise<ViewableReport>;
}

/** Whether the viewer shows the data's last update (the unit's settings and the report's option). */
export async function showsLastUpdate(db: Db, report: ViewableReport): Promise<boolean> {
  return showsReportLastRefresh(await getCompanyConfig(db, report.companyId), report.showLastUpdate);
}

/** The workspace of a provider report, with its account and capacity. */
export async function workspaceOf(db: Db, companyId: UnitId, workspaceId: number | null) {
  if (workspaceId === null) throw new AppError('provider_entity_not_found');
  const row = await findLiveWorkspaceRow(db, companyId, workspaceId);
  if (!row) throw new AppError('provider_entity_not_found');
  return row;
}

/**
 * The one place the last refresh of a report's data is asked of the provider. A provider that
 * does not answer leaves it unknown rather than failing the viewer.
 */
export async function lastDataRefresh(opts: {
  db: Db;
  report: ViewableReport;
  provider: ProviderService;
  secretBox: SecretBox;
}): Promise<string | null> {
  const { db, report, provider, secretBox } = opts;
  if (report.kind !== 'powerbi' || !report.providerDatasetId) return null;
  try {
    const workspace = await workspaceOf(db, report.companyId, report.workspaceId);
    const account = await loadAccountForCompany(db, report.companyId, workspace.providerAccountId, secretBox);
    return await provider.lastRefresh(account, workspace.workspaceId, report.providerDatasetId);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export async function reportLastUpdate(opts: {
  db: Db;
  scope: Scope;
  reportId: number;
  provider: ProviderService;
  secretBox: SecretBox;
}): Promise<TReportLastUpdateResponse> {
  const report = await findViewableReport(opts.db, opts.scope, opts.reportId);
  unitOf(opts.scope);
  if (!(await showsLastUpdate(opts.db, report))) return { show: false, last_update: null };
  return { show: true, last_update: await lastDataRefresh({ ...opts, report }) };
}

/** A provider report's pages (for choosing the pages of a grant); other kinds have none. */
export async function providerReportPages(opts: {
  db: Db;
  companyId: UnitId;
  reportId: number;
  provider: ProviderService;
  secretBox: SecretBox;
}): Promise<TReportPagesResponse> {
  const { db, companyId, provider, secretBox } = opts;
  const report = await findReportRow(db, companyId, opts.reportId);
  if (report.kind !== 'powerbi' || !report.providerReportId) return { data: [] };
  const workspace = await workspaceOf(db, companyId, report.workspaceId);
  const account = await loadAccountForCompany(db, companyId, workspace.providerAccountId, secretBox);
  const pages = await provider.getPages(account, workspace.workspaceId, report.providerReportId);
  return { data: pages.map((p) => ({ name: p.name, display_name: p.displayName, order: p.order ?? 0 })) };
}

/** Asks the provider to refresh the dataset of a Power BI report of the unit. */
export async function refreshReportDataset(opts: {
  db: Db;
  companyId: UnitId;
  reportId: number;
  provider: Pick<ProviderService, 'refreshDataset'>;
  secretBox: SecretBox;
}): Promise<void> {
  const report = await findReportRow(opts.db, opts.companyId, opts.reportId);
  if (report.kind !== 'powerbi' || !report.providerDatasetId) throw new AppError('provider_entity_not_found');
  const workspace = await workspaceOf(opts.db, opts.companyId, report.workspaceId);
  const account = await loadAccountForCompany(
    opts.db,
    opts.companyId,
    workspace.providerAccountId,
    opts.secretBox,
  );
  await opts.provider.refreshDataset(account, workspace.workspaceId, report.providerDatasetId);
}
