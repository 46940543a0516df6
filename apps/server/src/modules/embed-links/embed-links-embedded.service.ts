import {
  EMBED_LINK_CHECK_SECONDS,
  type TEmbeddedLinkState,
  type TEmbeddedReportResponse,
  type TReportFilter,
  type ZEmbeddedPageViewRequest,
} from '@mirante/contracts';
import type { z } from 'zod';
import type { SecretBox } from '../../platform/crypto';
import { safeEqual } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type UnitId, unitOfRow } from '../../platform/scope';
import { getCompanyConfig } from '../identity';
import { loadAccountForCompany, type ProviderService } from '../provider';
import { type CapacityGate, capacityStarting, powerBiEmbed, requiresIdentity, settingsOf } from '../reports';
import { isInMaintenance } from '../reports';
import { findUnitReport, logEmbeddedPageView, workspaceOf } from '../reports';
import { type EmbedLinkClaims, embedTokenHash, readEmbedToken } from './embed-links-token.service';
import { type EmbedLinkRow, findLinkOfToken, touchEmbedLink } from './embed-links.repository';
import { embedLinksOn, linkState } from './embed-links.service';

export interface EmbeddedDeps {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
  capacityGate?: CapacityGate;
}

/** A link that still works, the claims its token carries and its unit. */
export interface LiveLink {
  link: EmbedLinkRow;
  claims: EmbedLinkClaims;
  companyId: UnitId;
}

/**
 * Longest life of a Power BI token handed to an embedded page: short, as a revoked link cannot
 * call back a token already out; the page renews it while it is open.
 */
const EMBED_TOKEN_MINUTES = 15;

/**
 * The link a token names, when it still works. Every public call goes through here: a token
 * this server did not seal, replaced by a regeneration, or of a revoked link is not found; a
 * link that expired, was switched off, whose report or unit is gone or deactivated, or whose
 * unit turned enable_embedded or token_embedded off is unavailable.
 */
export async function resolveEmbedLink(deps: Pick<EmbeddedDeps, 'db' | 'secretBox'>, token: string) {
  const claims = readEmbedToken(deps.secretBox, token);
  if (!claims) throw new AppError('embed_link_not_found');
  const row = await findLinkOfToken(deps.db, claims.linkId);
  if (
    !row ||
    row.link.companyId !== claims.companyId ||
    row.link.reportId !== claims.reportId ||
    !safeEqual(row.link.tokenHash, embedTokenHash(token))
  )
    throw new AppError('embed_link_not_found');
  const companyId = unitOfRow(row.link) as UnitId;
  if (!row.unitActive || row.unitDeletedAt || row.reportDeletedAt)
    throw new AppError('embed_link_unavailable');
  if (linkState(row.link) !== 'active') throw new AppError('embed_link_unavailable');
  if (!embedLinksOn(await getCompanyConfig(deps.db, companyId))) throw new AppError('embed_link_unavailable');
  return { link: row.link, claims, companyId } satisfies LiveLink;
}

/**
 * The unit an embedded page's call runs in (route-reach.ts): the one its link's token was sealed
 * for, read without the database. A token this server did not seal names none; the link itself
 * is then looked up in that unit alone (`resolveEmbedLink`).
 */
export function unitOfLinkToken(deps: Pick<EmbeddedDeps, 'secretBox'>) {
  return (request: { body?: unknown }): number | null => {
    const token = (request.body as { token?: unknown } | null | undefined)?.token;
    return typeof token === 'string' ? (readEmbedToken(deps.secretBox, token)?.companyId ?? null) : null;
  };
}

function linkStateOf(link: EmbedLinkRow): TEmbeddedLinkState {
  return { expires_at: link.expiresAt?.toISOString() ?? null, check_seconds: EMBED_LINK_CHECK_SECONDS };
}

/** `POST /api/embedded/status`: the link still holds (the open page asks now and then). */
export async function embeddedLinkStatus(deps: EmbeddedDeps, token: string): Promise<TEmbeddedLinkState> {
  const { link } = await resolveEmbedLink(deps, token);
  await touchEmbedLink(deps.db, link.id, false);
  return linkStateOf(link);
}

/** Filters of a link: applied on load and locked, so the viewer can neither change nor drop them. */
function lockedFilters(filters: TReportFilter[]): TReportFilter[] {
  return filters.map((filter) => ({
    ...filter,
    displaySettings: { isLockedInViewMode: true, isHiddenInViewMode: false },
  }));
}

/** Minutes of a Power BI token that does not outlive the link (at least the provider's one). */
function tokenMinutes(link: EmbedLinkRow, now = Date.now()): number {
  if (!link.expiresAt) return EMBED_TOKEN_MINUTES;
  const left = Math.ceil((link.expiresAt.getTime() - now) / 60_000);
  return Math.max(1, Math.min(EMBED_TOKEN_MINUTES, left));
}

/**
 * `POST /api/embedded/report`: the linked report's embed configuration, read only, with a Power
 * BI token under the link's fixed identity, its locked filters and no longer life than the link.
 */
export async function embeddedReport(
  deps: EmbeddedDeps,
  input: { token: string; renewal: boolean },
): Promise<TEmbeddedReportResponse> {
  const { db, secretBox, provider } = deps;
  const { link, claims, companyId } = await resolveEmbedLink(deps, input.token);
  const report = await findUnitReport(db, companyId, claims.reportId);
  if (isInMaintenance(report)) throw new AppError('report_in_maintenance');
  // Made without an identity before the report was read under row-level security (or before
  // links to such reports were refused): the provider would refuse its token, so say why here.
  if (!claims.identity && requiresIdentity(report)) throw new AppError('embed_link_identity_required');
  await touchEmbedLink(db, link.id, !input.renewal);
  const config = await getCompanyConfig(db, companyId);
  const info = { id: report.id, kind: report.kind, title: report.title, description: report.description };
  const common = {
    status: 'ready' as const,
    report: info,
    settings: { ...settingsOf(report), allow_editing: false },
    permission_edit: false,
    watermark: null,
    show_name: config.show_name_report === 'S',
    show_menu: false,
    show_last_update: false,
    save_filter: false,
  };
  const answer = (embed: TEmbeddedReportResponse['embed']) => ({ link: linkStateOf(link), embed });
  if (report.kind === 'html') return answer({ ...common, kind: 'html', html: report.htmlContent ?? '' });
  if (report.kind !== 'powerbi') throw new AppError('embed_link_unavailable');

  const workspace = await workspaceOf(db, companyId, report.workspaceId);
  const starting = await capacityStarting(
    deps.capacityGate,
    { db, companyId, capacityId: workspace.capacityId },
    info,
  );
  if (starting) return answer(starting);
  const account = await loadAccountForCompany(db, companyId, workspace.providerAccountId, secretBox);
  const providerReportId = report.providerReportId as string;
  const datasets = report.providerDatasetId ? [report.providerDatasetId] : [];
  const identity = claims.identity;
  const token = await provider
    .generateEmbedToken({
      account,
      reports: [{ id: providerReportId, allowEdit: false }],
      datasets,
      workspaceId: null,
      identities:
        identity && datasets.length > 0
          ? [{ username: identity.username, roles: identity.roles, datasets }]
          : undefined,
      lifetimeMinutes: tokenMinutes(link),
    })
    .catch(async (error: unknown) => {
      // Refused without an identity: when the dataset has row-level security, that is the reason.
      if (identity || !report.providerDatasetId) throw error;
      const rls = await provider
        .datasetRequiresIdentity(account, workspace.workspaceId, report.providerDatasetId)
        .catch(() => false);
      throw rls ? new AppError('embed_link_identity_required') : error;
    });
  return answer(
    await powerBiEmbed({
      provider,
      account,
      workspace,
      report,
      token,
      common,
      pages: null,
      filters: lockedFilters(claims.filters),
    }),
  );
}

/** `POST /api/embedded/page-view`: an anonymous visit, logged with the link it came through. */
export async function logEmbeddedView(
  deps: EmbeddedDeps,
  input: z.output<typeof ZEmbeddedPageViewRequest>,
): Promise<{ id: number }> {
  const { link, companyId } = await resolveEmbedLink(deps, input.token);
  await touchEmbedLink(deps.db, link.id, false);
  const id = await logEmbeddedPageView(deps.db, {
    companyId,
    reportId: link.reportId,
    embedLinkId: link.id,
    pageName: input.page_name ?? null,
    pageTitle: input.page_title ?? null,
    startedAt: new Date(input.started_at),
    durationSeconds: input.duration_seconds,
  });
  return { id };
}

/**
 * Who may frame the page of a token: the link's allowed origins while the link works; nobody
 * for anything else (a page that only says the link is gone needs no frame).
 */
export async function frameAncestorsOf(deps: Pick<EmbeddedDeps, 'db' | 'secretBox'>, token: string) {
  try {
    const { link } = await resolveEmbedLink(deps, token);
    return link.allowedOrigins;
  } catch (error) {
    if (error instanceof AppError) return [];
    throw error;
  }
}
