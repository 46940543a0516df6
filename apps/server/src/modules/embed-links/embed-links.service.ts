import {
  type EmbedLinkState,
  EMBED_LINK_REPORT_KINDS,
  type TCompanyConfig,
  type TEmbedLink,
  type TEmbedLinkPage,
  type ZCreateEmbedLinkRequest,
  type ZEmbedLinkListQuery,
  type ZUpdateEmbedLinkRequest,
} from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { CallContext } from '../../platform/call-context';
import type { SecretBox } from '../../platform/crypto';
import type { Db, Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { type Scope, type UnitId, unitOf } from '../../platform/scope';
import { unitConfigOf } from '../identity';
import type { ProviderService } from '../provider';
import { needsIdentity } from '../reports';
import { findUnitReport } from '../reports';
import { embeddedPath, issueEmbedToken } from './embed-links-token.service';
import {
  type EmbedLinkRow,
  findEmbedLink,
  insertEmbedLink,
  listEmbedLinks,
  lockEmbedLinks,
  revokeEmbedLinks,
  updateEmbedLink,
} from './embed-links.repository';

/** What the embed links screen's calls work with: the request's handle, the caller and the sealing key. */
type Call = Pick<CallContext, 'db' | 'scope'> & { secretBox: SecretBox };

export function linkState(
  link: Pick<EmbedLinkRow, 'enabled' | 'expiresAt'>,
  now = new Date(),
): EmbedLinkState {
  if (link.expiresAt && link.expiresAt <= now) return 'expired';
  return link.enabled ? 'active' : 'disabled';
}

type Listed = NonNullable<Awaited<ReturnType<typeof findEmbedLink>>>;

function present(box: SecretBox, row: Listed, now = new Date()): TEmbedLink {
  const { link } = row;
  return {
    id: link.id,
    name: link.name,
    report: { id: link.reportId, title: row.reportTitle, kind: row.reportKind },
    path: embeddedPath(box.open(link.tokenSealed)),
    state: linkState(link, now),
    enabled: link.enabled,
    expires_at: link.expiresAt?.toISOString() ?? null,
    identity: link.rlsUsername ? { username: link.rlsUsername, roles: link.rlsRoles } : null,
    filters: link.filters,
    allowed_origins: link.allowedOrigins,
    created_at: link.createdAt.toISOString(),
    created_by: link.createdBy && row.creatorName ? { id: link.createdBy, name: row.creatorName } : null,
    regenerated_at: link.regeneratedAt?.toISOString() ?? null,
    last_used_at: link.lastUsedAt?.toISOString() ?? null,
    views: link.views,
  };
}

/** Embed links work in a unit with embedded reports and their public links (tokens) both on. */
export function embedLinksOn(config: Pick<TCompanyConfig, 'enable_embedded' | 'token_embedded'>): boolean {
  return config.enable_embedded === 'S' && config.token_embedded === 'S';
}

async function embeddingEnabled(db: Db, scope: Scope, companyId: UnitId): Promise<boolean> {
  return embedLinksOn(await unitConfigOf(db, scope, companyId));
}

/**
 * Making, changing and renewing links needs the unit's enable_embedded on (spec §6), and its
 * token_embedded: the public links by embed token.
 */
async function assertEmbeddingEnabled(db: Db, scope: Scope, companyId: UnitId): Promise<void> {
  const config = await unitConfigOf(db, scope, companyId);
  if (config.enable_embedded !== 'S') throw new AppError('embedding_disabled');
  if (config.token_embedded !== 'S') throw new AppError('embed_tokens_disabled');
}

function invalid(field: string): AppError {
  return new AppError('validation_failed', { errors: { [field]: ['field_invalid'] } });
}

function assertFuture(expiresAt: string | null | undefined, now: Date): void {
  if (expiresAt && Date.parse(expiresAt) <= now.getTime()) throw invalid('expires_at');
}

function audit(tx: Tx, scope: Scope, companyId: UnitId, event: string, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), companyId, event, details });
}

/** The unit's links, one page at a time, with whether the unit lets them work. */
export async function listUnitEmbedLinks({
  db,
  scope,
  secretBox,
  query,
}: Call & { query: z.output<typeof ZEmbedLinkListQuery> }): Promise<TEmbedLinkPage> {
  const companyId = unitOf(scope);
  const now = new Date();
  const [{ rows, total }, enabled] = await Promise.all([
    listEmbedLinks(db, companyId, query, now),
    embeddingEnabled(db, scope, companyId),
  ]);
  return {
    data: rows.map((row) => present(secretBox, row, now)),
    page: query.page,
    per_page: query.per_page,
    total,
    embedding_enabled: enabled,
  };
}

export async function getUnitEmbedLink({
  db,
  scope,
  secretBox,
  id,
}: Call & { id: number }): Promise<TEmbedLink> {
  const row = await findEmbedLink(db, unitOf(scope), id);
  if (!row) throw notFound();
  return present(secretBox, row);
}

/**
 * A new link to a report of the caller's unit, its token sealed with its identity and filters. A
 * report read under row-level security (its setting, or its dataset as the provider describes
 * it) gets no link without an identity: its page could only fail.
 */
export async function createUnitEmbedLink({
  db,
  scope,
  secretBox,
  provider,
  input,
}: Call & {
  provider: ProviderService;
  input: z.output<typeof ZCreateEmbedLinkRequest>;
}): Promise<TEmbedLink> {
  const companyId = unitOf(scope);
  const report = await findUnitReport(db, companyId, input.report_id);
  await assertEmbeddingEnabled(db, scope, companyId);
  if (!(EMBED_LINK_REPORT_KINDS as readonly string[]).includes(report.kind)) throw invalid('report_id');
  if (report.kind !== 'powerbi' && input.filters.length > 0) throw invalid('filters');
  if (input.identity && (report.kind !== 'powerbi' || !report.providerDatasetId)) throw invalid('identity');
  if (!input.identity && (await needsIdentity({ db, secretBox, provider, report })))
    throw new AppError('validation_failed', { errors: { identity: ['embed_identity_required'] } });
  const now = new Date();
  assertFuture(input.expires_at, now);
  const id = await db.transaction(async (tx) => {
    const row = await insertEmbedLink(tx, {
      companyId,
      reportId: report.id,
      name: input.name,
      // Replaced below, once the id the token names exists.
      tokenHash: `pending:${crypto.randomUUID()}`,
      tokenSealed: '',
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      rlsUsername: input.identity?.username ?? null,
      rlsRoles: input.identity?.roles ?? [],
      filters: input.filters,
      allowedOrigins: input.allowed_origins,
      enabled: input.enabled,
      createdBy: scope.userId,
    });
    const { token, hash } = issueEmbedToken(secretBox, {
      linkId: row.id,
      companyId,
      reportId: report.id,
      identity: input.identity,
      filters: input.filters,
    });
    await updateEmbedLink(tx, companyId, row.id, { tokenHash: hash, tokenSealed: secretBox.seal(token) });
    await audit(tx, scope, companyId, 'embed_link.created', { link_id: row.id, report_id: report.id });
    return row.id;
  });
  return getUnitEmbedLink({ db, scope, secretBox, id });
}

/** Changes the fields given (name, expiry, allowed origins, on/off); the token stays. */
export async function updateUnitEmbedLink({
  db,
  scope,
  secretBox,
  id,
  input,
}: Call & { id: number; input: z.output<typeof ZUpdateEmbedLinkRequest> }): Promise<TEmbedLink> {
  const companyId = unitOf(scope);
  if (!(await findEmbedLink(db, companyId, id))) throw notFound();
  await assertEmbeddingEnabled(db, scope, companyId);
  assertFuture(input.expires_at, new Date());
  const values: Partial<EmbedLinkRow> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.expires_at !== undefined) values.expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (input.allowed_origins !== undefined) values.allowedOrigins = input.allowed_origins;
  if (input.enabled !== undefined) values.enabled = input.enabled;
  await db.transaction(async (tx) => {
    await updateEmbedLink(tx, companyId, id, values);
    await audit(tx, scope, companyId, 'embed_link.updated', { link_id: id, fields: Object.keys(input) });
  });
  return getUnitEmbedLink({ db, scope, secretBox, id });
}

/** The unit's live links among `ids`, every one of them, or not found. */
async function lockAll(tx: Tx, companyId: UnitId, ids: number[]): Promise<EmbedLinkRow[]> {
  const unique = [...new Set(ids)];
  const rows = await lockEmbedLinks(tx, companyId, unique);
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/** New tokens for the links: their old addresses stop at once. All or none. */
export async function regenerateUnitEmbedLinks({
  db,
  scope,
  secretBox,
  ids,
}: Call & { ids: number[] }): Promise<{ count: number }> {
  const companyId = unitOf(scope);
  await assertEmbeddingEnabled(db, scope, companyId);
  return db.transaction(async (tx) => {
    const rows = await lockAll(tx, companyId, ids);
    const now = new Date();
    for (const link of rows) {
      const { token, hash } = issueEmbedToken(secretBox, {
        linkId: link.id,
        companyId,
        reportId: link.reportId,
        identity: link.rlsUsername ? { username: link.rlsUsername, roles: link.rlsRoles } : null,
        filters: link.filters,
      });
      await updateEmbedLink(tx, companyId, link.id, {
        tokenHash: hash,
        tokenSealed: secretBox.seal(token),
        regeneratedAt: now,
      });
    }
    await audit(tx, scope, companyId, 'embed_link.regenerated', { link_ids: rows.map((r) => r.id) });
    return { count: rows.length };
  });
}

/** Revokes the links for good (they leave the list; their history stays). All or none. */
export async function revokeUnitEmbedLinks({ db, scope, ids }: Omit<Call, 'secretBox'> & { ids: number[] }) {
  const companyId = unitOf(scope);
  return db.transaction(async (tx) => {
    const rows = await lockAll(tx, companyId, ids);
    const linkIds = rows.map((r) => r.id);
    await revokeEmbedLinks(tx, companyId, linkIds, scope.userId);
    await audit(tx, scope, companyId, 'embed_link.revoked', { link_ids: linkIds });
    return { count: rows.length };
  });
}
