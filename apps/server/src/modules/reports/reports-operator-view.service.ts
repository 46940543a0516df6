import type { TPartnerReport, TReportEmbedResponse } from '@mirante/contracts';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, trustedUnitId } from '../../platform/scope';
import { getCompanyConfig, findUserById } from '../identity';
import { loadAccountForCompany, type ProviderService } from '../provider';
import { externalFrameFor } from './reports-external-frame.service';
import type { FrameChecker } from './reports-frame-check.service';
import { findPartnerReport } from './reports-partner-reports.repository';
import {
  CAPACITY_RETRY_SECONDS,
  type CapacityGate,
  noCapacityGate,
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
export async function embedReportForOperator(opts: {
  db: Db;
  scope: Scope;
  reportId: number;
  provider: ProviderService;
  secretBox: SecretBox;
  capacityGate?: CapacityGate;
  framing?: { portalOrigin: string; checker: FrameChecker };
}): Promise<TReportEmbedResponse> {
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
  if (report.kind === 'html') return { ...common, kind: 'html', html: report.htmlContent ?? '' };
  if (report.kind === 'external') {
    const url = report.externalUrl ?? '';
    if (!opts.framing) return { ...common, kind: 'external', url };
    const frame = await externalFrameFor({ url, title: report.title, secretBox, ...opts.framing });
    return { ...common, kind: 'external', url, frame };
  }

  const workspace = await workspaceOf(db, companyId, report.workspaceId);
  if (workspace.capacityId !== null) {
    const gate = opts.capacityGate ?? noCapacityGate;
    const state = await gate({ db, companyId, capacityId: workspace.capacityId });
    if (state === 'starting') {
      return { status: 'starting', kind: 'powerbi', report: info, retryAfterSeconds: CAPACITY_RETRY_SECONDS };
    }
    if (state === 'stopped') throw new AppError('capacity_not_active');
  }
  const account = await loadAccountForCompany(db, companyId, workspace.providerAccountId, secretBox);
  const providerReportId = report.providerReportId as string;
  const token = await provider.generateEmbedToken({
    account,
    reports: [{ id: providerReportId, allowEdit: false }],
    datasets: report.providerDatasetId ? [report.providerDatasetId] : [],
    workspaceId: null,
  });
  const embedUrl =
    report.embedUrl ?? (await provider.getReport(account, workspace.workspaceId, providerReportId)).embedUrl;
  return {
    ...common,
    kind: 'powerbi',
    embedUrl,
    accessToken: token.token,
    tokenId: token.tokenId || null,
    expiration: token.expiration,
    providerReportId,
    datasetId: report.providerDatasetId,
    pages: null,
    filters: [],
  };
}
