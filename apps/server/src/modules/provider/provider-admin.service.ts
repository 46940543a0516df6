import type {
  TEmbeddedWorkspace,
  TEmbeddedWorkspaceList,
  TImportProviderReportsResponse,
  TProviderAccount,
  TProviderAccountList,
  TRemoteReportList,
  TRemoteWorkspace,
  TTestProviderAccountResponse,
  ZCreateProviderAccountRequest,
  ZSaveEmbeddedWorkspaceRequest,
  ZUpdateProviderAccountRequest,
} from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { SecretBox } from '../../platform/crypto';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, type UnitId, unitOf } from '../../platform/scope';
import {
  type AccountViewer,
  createAccount,
  createWorkspace,
  deleteAccount,
  deleteWorkspace,
  findAccount,
  findWorkspace,
  listAccounts,
  listWorkspaces,
  recordAccountTest,
  updateAccount,
  updateWorkspace,
} from './provider.repository';
import { providerPolicy } from './provider.policy';
import { loadAccountForCompany, type PbiWorkspace, type ProviderService } from './provider.service';

/**
 * What the report-provider screens' calls take: the database, the box that seals secrets, the
 * provider's live API and the caller (an admin of the unit; a user of the unit for the reads).
 */
export interface ProviderCall {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
  scope: Scope;
}

/**
 * The caller as the account queries see them: the unit, and who registered what (a unit that
 * restricts accounts to the admin who registered them shows its users none).
 */
/**
 * The reports side of importing a workspace's reports: the app hands in the reports module's
 * functions (reports builds on the provider, so the provider does not import it).
 */
export interface ReportImporter {
  /** Throws when the unit's partner does not let it add reports. */
  assertUnitMayAddReports(db: Db, companyId: UnitId): Promise<void>;
  /** The unit's reports of the workspace, by the provider's report id (lower case). */
  importedReportIds(db: Db, companyId: UnitId, workspaceId: number): Promise<Map<string, number>>;
  importProviderReports(opts: {
    db: Db;
    companyId: UnitId;
    userId: number | null;
    workspaceId: number;
    reports: { id: string; name: string; datasetId: string | null; embedUrl: string | null }[];
  }): Promise<TImportProviderReportsResponse>;
}

function viewerOf(scope: Scope): AccountViewer {
  return { companyId: unitOf(scope), userId: scope.userId };
}

function auditChange(tx: Tx, scope: Scope, event: string, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), event, details });
}

function presentRemoteWorkspace(w: PbiWorkspace): TRemoteWorkspace {
  return {
    id: w.id,
    name: w.name,
    is_on_dedicated_capacity: w.isOnDedicatedCapacity ?? false,
    capacity_id: w.capacityId ?? null,
  };
}

/** The account with its secret opened, after checking the caller may see it. */
async function credentialsFor({ db, secretBox, scope }: ProviderCall, accountId: number) {
  const viewer = viewerOf(scope);
  await findAccount(db, viewer, accountId);
  return loadAccountForCompany(db, viewer.companyId, accountId, secretBox);
}

/** The unit's accounts the caller sees (never a secret), with whether the caller may change them. */
export async function listProviderAccounts({ db, scope }: ProviderCall): Promise<TProviderAccountList> {
  return {
    data: await listAccounts(db, viewerOf(scope)),
    policies: { manage: providerPolicy.manage(scope) },
  };
}

export function getProviderAccount({
  db,
  scope,
  id,
}: ProviderCall & { id: number }): Promise<TProviderAccount> {
  return findAccount(db, viewerOf(scope), id);
}

export function addProviderAccount({
  db,
  secretBox,
  scope,
  input,
}: ProviderCall & { input: z.output<typeof ZCreateProviderAccountRequest> }): Promise<TProviderAccount> {
  return db.transaction(async (tx) => {
    const account = await createAccount(tx, secretBox, viewerOf(scope), input);
    await auditChange(tx, scope, 'provider_account.created', { account_id: account.id, name: account.name });
    return account;
  });
}

/** Edits an account; a blank secret keeps the stored one. */
export function editProviderAccount({
  db,
  secretBox,
  scope,
  id,
  input,
}: ProviderCall & {
  id: number;
  input: z.output<typeof ZUpdateProviderAccountRequest>;
}): Promise<TProviderAccount> {
  return db.transaction(async (tx) => {
    const account = await updateAccount(tx, secretBox, viewerOf(scope), id, input);
    await auditChange(tx, scope, 'provider_account.updated', {
      account_id: account.id,
      secret_changed: Boolean(input.secret),
    });
    return account;
  });
}

/** Deletes an account no workspace or capacity uses. */
export async function removeProviderAccount({ db, scope, id }: ProviderCall & { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteAccount(tx, viewerOf(scope), id);
    await auditChange(tx, scope, 'provider_account.deleted', { account_id: id });
  });
}

/** Tests an account with a fresh token and its workspace list; the outcome is stored on it. */
export async function testProviderAccount(
  call: ProviderCall & { id: number },
): Promise<TTestProviderAccountResponse> {
  const { db, provider } = call;
  const companyId = unitOf(call.scope);
  const credentials = await credentialsFor(call, call.id);
  const at = new Date();
  try {
    provider.tokens.invalidate(credentials, 'powerbi');
    const list = await provider.listWorkspaces(credentials);
    await recordAccountTest(db, companyId, credentials.id, true, at);
    return { ok: true as const, tested_at: at.toISOString(), workspaces: list.map(presentRemoteWorkspace) };
  } catch (error) {
    await recordAccountTest(db, companyId, credentials.id, false, at);
    throw error instanceof AppError ? error : new AppError('provider_connection_failed');
  }
}

/** The account's workspaces, live from the provider. */
export async function listRemoteWorkspaces(
  call: ProviderCall & { accountId: number },
): Promise<{ data: TRemoteWorkspace[] }> {
  const credentials = await credentialsFor(call, call.accountId);
  const list = await call.provider.listWorkspaces(credentials);
  return { data: list.map(presentRemoteWorkspace) };
}

/** The unit's embedded workspaces, with whether the caller may change them. */
export async function listEmbeddedWorkspaces({ db, scope }: ProviderCall): Promise<TEmbeddedWorkspaceList> {
  return {
    data: await listWorkspaces(db, unitOf(scope)),
    policies: { manage: providerPolicy.manage(scope) },
  };
}

type WorkspaceInput = z.output<typeof ZSaveEmbeddedWorkspaceRequest>;

export function addEmbeddedWorkspace({
  db,
  scope,
  input,
}: ProviderCall & { input: WorkspaceInput }): Promise<TEmbeddedWorkspace> {
  return db.transaction(async (tx) => {
    const workspace = await createWorkspace(tx, viewerOf(scope), input);
    await auditChange(tx, scope, 'workspace.created', { workspace_id: workspace.id, name: workspace.name });
    return workspace;
  });
}

export function editEmbeddedWorkspace({
  db,
  scope,
  id,
  input,
}: ProviderCall & { id: number; input: WorkspaceInput }): Promise<TEmbeddedWorkspace> {
  return db.transaction(async (tx) => {
    const workspace = await updateWorkspace(tx, viewerOf(scope), id, input);
    await auditChange(tx, scope, 'workspace.updated', { workspace_id: workspace.id, name: workspace.name });
    return workspace;
  });
}

/** Deletes a workspace no report uses. */
export async function removeEmbeddedWorkspace({
  db,
  scope,
  id,
}: ProviderCall & { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteWorkspace(tx, unitOf(scope), id);
    await auditChange(tx, scope, 'workspace.deleted', { workspace_id: id });
  });
}

/** The workspace's reports, live from the provider, each with the report it was imported as. */
export async function listRemoteReports({
  db,
  secretBox,
  provider,
  reports,
  scope,
  id,
}: ProviderCall & { reports: ReportImporter; id: number }): Promise<TRemoteReportList> {
  const companyId = unitOf(scope);
  const workspace = await findWorkspace(db, companyId, id);
  const credentials = await loadAccountForCompany(db, companyId, workspace.provider_account_id, secretBox);
  const [list, imported] = await Promise.all([
    provider.listReports(credentials, workspace.workspace_id),
    reports.importedReportIds(db, companyId, workspace.id),
  ]);
  return {
    data: list.map((r) => ({
      id: r.id,
      name: r.name,
      dataset_id: r.datasetId ?? null,
      embed_url: r.embedUrl,
      web_url: r.webUrl ?? null,
      imported_report_id: imported.get(r.id.toLowerCase()) ?? null,
    })),
  };
}

/**
 * Imports reports of the workspace as the unit's reports. Titles and embed addresses are what
 * the provider says now, and an id it does not know fails the whole import.
 */
export async function importRemoteReports({
  db,
  secretBox,
  provider,
  reports,
  scope,
  id,
  reportIds,
}: ProviderCall & {
  reports: ReportImporter;
  id: number;
  reportIds: string[];
}): Promise<TImportProviderReportsResponse> {
  const viewer = viewerOf(scope);
  const workspace = await findWorkspace(db, viewer.companyId, id);
  await reports.assertUnitMayAddReports(db, viewer.companyId);
  const credentials = await loadAccountForCompany(
    db,
    viewer.companyId,
    workspace.provider_account_id,
    secretBox,
  );
  const live = await provider.listReports(credentials, workspace.workspace_id);
  const byId = new Map(live.map((r) => [r.id.toLowerCase(), r]));
  const chosen = [...new Set(reportIds.map((reportId) => reportId.toLowerCase()))];
  if (chosen.some((reportId) => !byId.has(reportId)))
    throw new AppError('validation_failed', { errors: { report_ids: ['field_invalid'] } });
  return db.transaction(async (tx) => {
    const result = await reports.importProviderReports({
      db: tx,
      companyId: viewer.companyId,
      userId: viewer.userId,
      workspaceId: workspace.id,
      reports: chosen.map((reportId) => {
        const r = byId.get(reportId) as (typeof live)[number];
        return { id: r.id, name: r.name, datasetId: r.datasetId ?? null, embedUrl: r.embedUrl };
      }),
    });
    await auditChange(tx, scope, 'reports.imported', {
      workspace_id: workspace.id,
      report_ids: result.imported.map((r) => r.id),
    });
    return result;
  });
}
