import type { TPartnerReport, TReportEmbedResponse } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, trustedUnitId } from '../../platform/scope';
import { getCompanyConfig, findUserById } from '../identity';
import { loadAccountForCompany } from '../provider';
import { findPartnerReport } from './reports-partner-reports.repository';
import {
  capacityStarting,
  type EmbedCall,
  pageEmbed,
  powerBiEmbed,
  requiresIdentity,
  settingsOf,
} from './reports-embed.service';
import { isInMaintenance } from './reports-present.service';
import { findUnitReport, showsLastUpdate, workspaceOf } from './reports-view.service';

/*
 * The operator opens any report of the units it reaches (its partners' and its own, as on its
 * report list), read-only: no grant, no editing, no saved filters, and no page views counted in
 * the unit's analytics (the operator is not one of its members).
 */

/** `GET /auth/reports/a2m/:id`: one report of the list across units. */
export function operatorReport(db: Db, scope: Scope, id: number): Promise<TPartnerReport> {
  return findPartnerReport(db, scope, id);
}

/**
 * `POST /auth/reports/a2m/embed`: how the operator sees a report of a unit it reaches. A report
 * whose data is read only under its members' row-level-security roles is refused (the operator
 * has none); a report under maintenance too, as for the unit's members.
 */
export async function embedReportForOperator(opts: EmbedCall): Promise<TReportEmbedResponse> {
  const { db, scope, provider, secretBox } = opts;
  const listed = await findPartnerReport(db, scope, opts.reportId);
  // In the operator's reach: the unit of a report it may list.
  const companyId = trustedUnitId(listed.company_id);
  const report = await findUnitReport(db, companyId, listed.id);
  if (isInMaintenance(report)) throw new AppError('report_in_maintenance');
  if (requiresIdentity(report)) throw new AppError('report_identity_required');
  const [config, operator, lastUpdate] = await Promise.all([
    getCompanyConfig(db, companyId),
    findUserById(db, scope.userId),
    showsLastUpdate(db, report),
  ]);
  const info = { id: report.id, kind: report.kind, title: report.title, description: report.description };
  const common = {
    status: 'ready' as const,
    report: info,
    settings: { ...settingsOf(report), allow_editing: false },
    permission_edit: false,
    watermark: config.enable_watermark === 'S' ? (operator?.email ?? '') : null,
    show_name: config.show_name_report === 'S',
    show_menu: false,
    show_last_update: lastUpdate,
    save_filter: false,
  };
  const page = await pageEmbed(report, common, secretBox, opts.framing);
  if (page) return page;

  const workspace = await workspaceOf(db, companyId, report.workspaceId);
  const starting = await capacityStarting(
    opts.capacityGate,
    { db, companyId, capacityId: workspace.capacityId },
    info,
  );
  if (starting) return starting;
  const account = await loadAccountForCompany(db, companyId, workspace.providerAccountId, secretBox);
  const providerReportId = report.providerReportId as string;
  const token = await provider.generateEmbedToken({
    account,
    reports: [{ id: providerReportId, allowEdit: false }],
    datasets: report.providerDatasetId ? [report.providerDatasetId] : [],
    workspaceId: null,
  });
  return powerBiEmbed({ provider, account, workspace, report, token, common, pages: null, filters: [] });
}
