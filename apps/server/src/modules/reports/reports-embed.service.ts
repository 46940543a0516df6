import type { TReportEmbedResponse, TReportFilter, TReportSettings } from '@mirante/contracts';
import type { SecretBox } from '../../platform/crypto';
import type { UnitId } from '../../platform/scope';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { findUserById, getCompanyConfig } from '../identity';
import { loadAccountForCompany, type ProviderCredentials, type ProviderService } from '../provider';
import { externalFrameFor } from './reports-external-frame.service';
import type { FrameChecker } from './reports-frame-check.service';
import { type ReportGrant, reportGrantFor } from './reports-access.repository';
import { isInMaintenance } from './reports-present.service';
import {
  editPermission,
  findViewableReport,
  showsLastUpdate,
  type ViewableReport,
  workspaceOf,
} from './reports-view.service';

/** How long the viewer waits before asking again while a capacity resumes. */
export const CAPACITY_RETRY_SECONDS = 10;

/**
 * Makes sure the report's capacity runs: the capacities' `ensureCapacityRunning` on the instance's
 * runtime (the reports module passes it), or one a test controls.
 */
export type CapacityGate = (opts: {
  db: Db;
  companyId: UnitId;
  capacityId: number;
}) => Promise<'running' | 'starting' | 'stopped'>;

/** Without the capacities' runtime a report on a capacity cannot be opened. */
export const noCapacityGate: CapacityGate = async () => {
  throw new AppError('provider_unavailable');
};

type EmbedStarting = Extract<TReportEmbedResponse, { status: 'starting' }>;
type EmbedPowerBi = Extract<TReportEmbedResponse, { kind: 'powerbi'; status: 'ready' }>;
/** What every ready embed answers, whatever the report's kind. */
type EmbedCommon = Omit<Extract<TReportEmbedResponse, { kind: 'html' }>, 'kind' | 'html'>;

/**
 * Makes sure the capacity of the report's workspace runs (a workspace on none waits for
 * nothing): the answer to give while it starts, else null; a stopped capacity is refused.
 */
export async function capacityStarting(
  gate: CapacityGate | undefined,
  opts: { db: Db; companyId: UnitId; capacityId: number | null },
  report: EmbedStarting['report'],
): Promise<EmbedStarting | null> {
  if (opts.capacityId === null) return null;
  const state = await (gate ?? noCapacityGate)({
    db: opts.db,
    companyId: opts.companyId,
    capacityId: opts.capacityId,
  });
  if (state === 'starting') {
    return { status: 'starting', kind: 'powerbi', report, retryAfterSeconds: CAPACITY_RETRY_SECONDS };
  }
  if (state === 'stopped') throw new AppError('capacity_not_active');
  return null;
}

/**
 * The ready answer of a Power BI report with its token; the report's address is the stored one,
 * else the provider's.
 */
export async function powerBiEmbed(opts: {
  provider: ProviderService;
  account: ProviderCredentials;
  workspace: { workspaceId: string };
  report: Pick<ViewableReport, 'embedUrl' | 'providerReportId' | 'providerDatasetId'>;
  token: Awaited<ReturnType<ProviderService['generateEmbedToken']>>;
  common: EmbedCommon;
  /** Page names the viewer may see; null: every page. */
  pages: string[] | null;
  /** Filters applied on load. */
  filters: TReportFilter[];
}): Promise<EmbedPowerBi> {
  const { provider, account, report, token } = opts;
  const providerReportId = report.providerReportId as string;
  const embedUrl =
    report.embedUrl ??
    (await provider.getReport(account, opts.workspace.workspaceId, providerReportId)).embedUrl;
  return {
    ...opts.common,
    kind: 'powerbi',
    embedUrl,
    accessToken: token.token,
    tokenId: token.tokenId || null,
    expiration: token.expiration,
    providerReportId,
    datasetId: report.providerDatasetId,
    pages: opts.pages,
    filters: opts.filters,
  };
}

/**
 * The answer of an HTML report or of an external link, which ask nothing of the provider; null
 * for a Power BI report. An external link is described for a frame when the call asks for one.
 */
export async function pageEmbed(
  report: ViewableReport,
  common: EmbedCommon,
  secretBox: SecretBox,
  framing: { portalOrigin: string; checker: FrameChecker } | undefined,
): Promise<TReportEmbedResponse | null> {
  if (report.kind === 'html') return { ...common, kind: 'html', html: report.htmlContent ?? '' };
  if (report.kind === 'external') {
    const url = report.externalUrl ?? '';
    if (!framing) return { ...common, kind: 'external', url };
    const frame = await externalFrameFor({ url, title: report.title, secretBox, ...framing });
    return { ...common, kind: 'external', url, frame };
  }
  return null;
}

export function settingsOf(report: ViewableReport): TReportSettings {
  return {
    filter_mode: report.filterMode,
    ignore_rls: report.ignoreRls,
    side_filter: report.sideFilter,
    nav_panel: report.navPanel,
    show_hidden_pages: report.showHiddenPages,
    show_on_catalog: report.showOnCatalog,
    catalog_description: report.catalogDescription,
    show_on_app: report.showOnApp,
    mobile_background: report.mobileBackground,
    resolution: report.resolution,
    orientation: report.orientation,
    allow_editing: report.allowEditing,
    visual_headers: report.visualHeaders,
    update_seconds: report.updateSeconds,
    show_last_update: report.showLastUpdate,
  };
}

/** Maintenance stops members; the unit's admins still open the report to check their work. */
function assertNotInMaintenance(scope: Scope, report: ViewableReport): void {
  const bypass = scope.profile === 'admin' && !scope.playlistId;
  if (!bypass && isInMaintenance(report)) throw new AppError('report_in_maintenance');
}

/**
 * Whether the report's data is read only under an effective identity with row-level-security
 * roles: a Power BI report set to RLS (and not told to ignore it) on a known dataset. Without an
 * identity the provider refuses such a report's token.
 */
export function requiresIdentity(
  report: Pick<ViewableReport, 'kind' | 'filterMode' | 'ignoreRls' | 'providerDatasetId'>,
): boolean {
  return (
    report.kind === 'powerbi' &&
    report.filterMode === 'rls' &&
    !report.ignoreRls &&
    !!report.providerDatasetId
  );
}

/**
 * Whether the report opens only under an effective identity: set to RLS here, or (for a Power
 * BI report on a known dataset) described so by the provider, whose dataset has row-level
 * security defined whatever the report's own setting says.
 */
export async function needsIdentity(opts: {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
  report: ViewableReport;
}): Promise<boolean> {
  const { db, report } = opts;
  if (requiresIdentity(report)) return true;
  if (report.kind !== 'powerbi' || !report.providerDatasetId) return false;
  const workspace = await workspaceOf(db, report.companyId, report.workspaceId);
  const account = await loadAccountForCompany(
    db,
    report.companyId,
    workspace.providerAccountId,
    opts.secretBox,
  );
  return opts.provider.datasetRequiresIdentity(account, workspace.workspaceId, report.providerDatasetId);
}

/** Row-level security roles sent with the token: none when the report ignores them. */
export function rlsRolesFor(report: ViewableReport, grant: ReportGrant): string[] {
  if (report.ignoreRls || report.filterMode !== 'rls') return [];
  return grant.rlsRoles;
}

async function emailOf(db: Db, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  return user?.email ?? '';
}

/** What a call for a report's embed configuration takes. */
export interface EmbedCall {
  db: Db;
  scope: Scope;
  reportId: number;
  provider: ProviderService;
  secretBox: SecretBox;
  capacityGate?: CapacityGate;
  /**
   * Asked by screens that show external links in a frame: the portal's origin (the frame's
   * ancestor) and the checker that asks the site whether it may be framed.
   */
  framing?: { portalOrigin: string; checker: FrameChecker };
}

/**
 * The embed configuration of a report for the caller (`POST /auth/report_view/embed`):
 * visibility and maintenance first; then, by kind, a provider embed token (after making sure
 * the capacity runs), the stored HTML or the external link, with the unit's viewer settings.
 */
export async function embedReport(opts: EmbedCall): Promise<TReportEmbedResponse> {
  const { db, scope, provider, secretBox } = opts;
  const report = await findViewableReport(db, scope, opts.reportId);
  assertNotInMaintenance(scope, report);
  const { userId } = scope;
  const [grant, config, email, permissionEdit, lastUpdate] = await Promise.all([
    reportGrantFor(db, scope, report.id),
    getCompanyConfig(db, report.companyId),
    emailOf(db, userId),
    editPermission(db, scope, report),
    showsLastUpdate(db, report),
  ]);
  if (!grant) throw new AppError('not_found');
  const info = { id: report.id, kind: report.kind, title: report.title, description: report.description };
  const common = {
    status: 'ready' as const,
    report: info,
    settings: settingsOf(report),
    permission_edit: permissionEdit,
    watermark: config.enable_watermark === 'S' ? email : null,
    show_name: config.show_name_report === 'S',
    show_menu: config.show_menu_report === 'S',
    show_last_update: lastUpdate,
    save_filter: config.save_filter === 'S',
  };
  const page = await pageEmbed(report, common, secretBox, opts.framing);
  if (page) return page;

  const workspace = await workspaceOf(db, report.companyId, report.workspaceId);
  const starting = await capacityStarting(
    opts.capacityGate,
    { db, companyId: report.companyId, capacityId: workspace.capacityId },
    info,
  );
  if (starting) return starting;
  const account = await loadAccountForCompany(db, report.companyId, workspace.providerAccountId, secretBox);
  const providerReportId = report.providerReportId as string;
  const datasets = report.providerDatasetId ? [report.providerDatasetId] : [];
  const roles = rlsRolesFor(report, grant);
  const token = await provider.generateEmbedToken({
    account,
    reports: [{ id: providerReportId, allowEdit: permissionEdit }],
    datasets,
    workspaceId: permissionEdit ? workspace.workspaceId : null,
    // An effective identity only carries roles; without roles the dataset is read unrestricted.
    identities: roles.length > 0 && datasets.length > 0 ? [{ username: email, roles, datasets }] : undefined,
  });
  return powerBiEmbed({
    provider,
    account,
    workspace,
    report,
    token,
    common,
    pages: grant.pages,
    filters: report.filterMode === 'filter' ? grant.filters : [],
  });
}
