import type {
  TEmbeddedWorkspace,
  TProviderAccount,
  ZCreateProviderAccountRequest,
  ZSaveEmbeddedWorkspaceRequest,
  ZUpdateProviderAccountRequest,
} from '@mirante/contracts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { capacities, companies, providerAccounts, reports, workspaces } from '../../db/schema';
import type { SecretBox } from '../../platform/crypto';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { z } from 'zod';

/** Who is asking: the unit, and the admin when the unit restricts accounts to who registered them. */
export interface AccountViewer {
  companyId: UnitId;
  userId: number;
}

type CreateInput = z.output<typeof ZCreateProviderAccountRequest>;
type UpdateInput = z.output<typeof ZUpdateProviderAccountRequest>;
type WorkspaceInput = z.output<typeof ZSaveEmbeddedWorkspaceRequest>;

/** Accounts the viewer may see: the unit's, narrowed to their own when the unit says so. */
async function visibleAccountsWhere(db: Db | Tx, viewer: AccountViewer) {
  const [company] = await db
    .select({ restrict: companies.restrictProviderAccounts })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  return and(
    eq(providerAccounts.companyId, viewer.companyId),
    isNull(providerAccounts.deletedAt),
    company?.restrict ? eq(providerAccounts.createdByUserId, viewer.userId) : undefined,
  );
}

function accountColumns(db: Db | Tx) {
  return {
    id: providerAccounts.id,
    name: providerAccounts.name,
    application_id: providerAccounts.applicationId,
    tenant_id: providerAccounts.tenantId,
    object_id: providerAccounts.objectId,
    subscription_id: providerAccounts.subscriptionId,
    resource_group: providerAccounts.resourceGroup,
    workspace_id: providerAccounts.workspaceId,
    secretEnc: providerAccounts.secretEnc,
    lastTestedAt: providerAccounts.lastTestedAt,
    last_test_ok: providerAccounts.lastTestOk,
    workspaces_count: db.$count(
      workspaces,
      and(eq(workspaces.providerAccountId, providerAccounts.id), isNull(workspaces.deletedAt)),
    ),
    createdAt: providerAccounts.createdAt,
  };
}

type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

function selectAccounts(db: Db | Tx, where: ReturnType<typeof and>) {
  return db
    .select(accountColumns(db))
    .from(providerAccounts)
    .where(where)
    .orderBy(asc(sql`lower(${providerAccounts.name})`), asc(providerAccounts.id));
}

/** The presenter: the sealed secret stays here; only whether one exists goes out. */
function presentAccount({ secretEnc, lastTestedAt, createdAt, ...row }: AccountRow): TProviderAccount {
  return {
    ...row,
    has_secret: Boolean(secretEnc),
    last_tested_at: lastTestedAt?.toISOString() ?? null,
    created_at: createdAt.toISOString(),
  };
}

export async function listAccounts(db: Db, viewer: AccountViewer): Promise<TProviderAccount[]> {
  const rows = await selectAccounts(db, await visibleAccountsWhere(db, viewer));
  return rows.map(presentAccount);
}

/** One account the viewer may see; any other is not found. */
export async function findAccount(db: Db | Tx, viewer: AccountViewer, id: number): Promise<TProviderAccount> {
  const [row] = await selectAccounts(
    db,
    and(await visibleAccountsWhere(db, viewer), eq(providerAccounts.id, id)),
  );
  if (!row) throw new AppError('not_found');
  return presentAccount(row);
}

export async function createAccount(
  db: Db,
  secretBox: SecretBox,
  viewer: AccountViewer,
  input: CreateInput,
): Promise<TProviderAccount> {
  const [row] = await db
    .insert(providerAccounts)
    .values({
      companyId: viewer.companyId,
      name: input.name,
      applicationId: input.application_id,
      tenantId: input.tenant_id,
      objectId: input.object_id,
      subscriptionId: input.subscription_id,
      resourceGroup: input.resource_group,
      workspaceId: input.workspace_id,
      secretEnc: secretBox.seal(input.secret),
      createdByUserId: viewer.userId,
    })
    .returning({ id: providerAccounts.id });
  return findAccount(db, viewer, (row as { id: number }).id);
}

export async function updateAccount(
  db: Db,
  secretBox: SecretBox,
  viewer: AccountViewer,
  id: number,
  input: UpdateInput,
): Promise<TProviderAccount> {
  await findAccount(db, viewer, id);
  const credentialsChanged = input.secret !== null;
  await db
    .update(providerAccounts)
    .set({
      name: input.name,
      applicationId: input.application_id,
      tenantId: input.tenant_id,
      objectId: input.object_id,
      subscriptionId: input.subscription_id,
      resourceGroup: input.resource_group,
      workspaceId: input.workspace_id,
      ...(input.secret ? { secretEnc: secretBox.seal(input.secret) } : {}),
      // A new secret has not been tested yet.
      ...(credentialsChanged ? { lastTestedAt: null, lastTestOk: null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(providerAccounts.id, id), eq(providerAccounts.companyId, viewer.companyId)));
  return findAccount(db, viewer, id);
}

/** Soft delete, refused while workspaces or capacities still use the account. */
export async function deleteAccount(db: Db, viewer: AccountViewer, id: number): Promise<void> {
  await findAccount(db, viewer, id);
  // One after the other: a transaction's client runs one query at a time.
  const ws = await db.$count(
    workspaces,
    and(eq(workspaces.providerAccountId, id), isNull(workspaces.deletedAt)),
  );
  const caps = await db.$count(
    capacities,
    and(eq(capacities.providerAccountId, id), isNull(capacities.deletedAt)),
  );
  if (ws + caps > 0) throw new AppError('provider_account_in_use', { params: { count: ws + caps } });
  await db
    .update(providerAccounts)
    .set({ deletedAt: new Date() })
    .where(and(eq(providerAccounts.id, id), eq(providerAccounts.companyId, viewer.companyId)));
}

export async function recordAccountTest(db: Db, companyId: UnitId, id: number, ok: boolean, at: Date) {
  await db
    .update(providerAccounts)
    .set({ lastTestedAt: at, lastTestOk: ok })
    .where(and(eq(providerAccounts.id, id), eq(providerAccounts.companyId, companyId)));
}

/* Embedded workspaces */

function workspaceColumns(db: Db | Tx) {
  return {
    id: workspaces.id,
    workspace_id: workspaces.workspaceId,
    name: workspaces.name,
    provider_account_id: workspaces.providerAccountId,
    provider_account_name: providerAccounts.name,
    capacity_id: workspaces.capacityId,
    reports_count: db.$count(reports, and(eq(reports.workspaceId, workspaces.id), isNull(reports.deletedAt))),
    createdAt: workspaces.createdAt,
  };
}

function presentWorkspace({
  createdAt,
  ...row
}: { createdAt: Date } & Omit<TEmbeddedWorkspace, 'created_at'>) {
  return { ...row, created_at: createdAt.toISOString() };
}

function selectWorkspaces(db: Db | Tx, where: ReturnType<typeof and>) {
  return db
    .select(workspaceColumns(db))
    .from(workspaces)
    .innerJoin(providerAccounts, eq(providerAccounts.id, workspaces.providerAccountId))
    .where(and(where, isNull(workspaces.deletedAt)))
    .orderBy(asc(sql`lower(${workspaces.name})`), asc(workspaces.id));
}

export async function listWorkspaces(db: Db, companyId: UnitId): Promise<TEmbeddedWorkspace[]> {
  const rows = await selectWorkspaces(db, eq(workspaces.companyId, companyId));
  return rows.map(presentWorkspace);
}

export async function findWorkspace(db: Db | Tx, companyId: UnitId, id: number): Promise<TEmbeddedWorkspace> {
  const [row] = await selectWorkspaces(db, and(eq(workspaces.companyId, companyId), eq(workspaces.id, id)));
  if (!row) throw new AppError('not_found');
  return presentWorkspace(row);
}

/** The account must be one the viewer sees, and the workspace not registered twice in the unit. */
async function checkWorkspace(db: Db, viewer: AccountViewer, input: WorkspaceInput, exceptId?: number) {
  const [account] = await db
    .select({ id: providerAccounts.id })
    .from(providerAccounts)
    .where(and(await visibleAccountsWhere(db, viewer), eq(providerAccounts.id, input.provider_account_id)));
  if (!account)
    throw new AppError('validation_failed', { errors: { provider_account_id: ['field_invalid'] } });
  const [clash] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      and(
        eq(workspaces.companyId, viewer.companyId),
        isNull(workspaces.deletedAt),
        eq(sql`lower(${workspaces.workspaceId})`, input.workspace_id.toLowerCase()),
        exceptId === undefined ? undefined : ne(workspaces.id, exceptId),
      ),
    );
  if (clash) throw new AppError('workspace_exists', { errors: { workspace_id: ['workspace_exists'] } });
}

export async function createWorkspace(db: Db, viewer: AccountViewer, input: WorkspaceInput) {
  await checkWorkspace(db, viewer, input);
  const [row] = await db
    .insert(workspaces)
    .values({
      companyId: viewer.companyId,
      providerAccountId: input.provider_account_id,
      workspaceId: input.workspace_id.toLowerCase(),
      name: input.name,
    })
    .returning({ id: workspaces.id });
  return findWorkspace(db, viewer.companyId, (row as { id: number }).id);
}

export async function updateWorkspace(db: Db, viewer: AccountViewer, id: number, input: WorkspaceInput) {
  await findWorkspace(db, viewer.companyId, id);
  await checkWorkspace(db, viewer, input, id);
  await db
    .update(workspaces)
    .set({
      providerAccountId: input.provider_account_id,
      workspaceId: input.workspace_id.toLowerCase(),
      name: input.name,
      updatedAt: new Date(),
    })
    .where(and(eq(workspaces.id, id), eq(workspaces.companyId, viewer.companyId)));
  return findWorkspace(db, viewer.companyId, id);
}

/** Soft delete, refused while reports still point at the workspace. */
export async function deleteWorkspace(db: Db, companyId: UnitId, id: number): Promise<void> {
  const workspace = await findWorkspace(db, companyId, id);
  if (workspace.reports_count > 0)
    throw new AppError('workspace_in_use', { params: { count: workspace.reports_count } });
  await db
    .update(workspaces)
    .set({ deletedAt: new Date() })
    .where(and(eq(workspaces.id, id), eq(workspaces.companyId, companyId)));
}

/** The provider account row behind a workspace of the unit, for live calls. */
export async function workspaceAccountId(db: Db, companyId: UnitId, id: number) {
  const workspace = await findWorkspace(db, companyId, id);
  return { workspace, accountId: workspace.provider_account_id };
}

/** A live provider account of the unit, secret still sealed; another unit's is undefined. */
export async function findProviderAccountRow(db: Db | Tx, companyId: UnitId, accountId: number) {
  const [row] = await db
    .select()
    .from(providerAccounts)
    .where(
      and(
        eq(providerAccounts.id, accountId),
        eq(providerAccounts.companyId, companyId),
        isNull(providerAccounts.deletedAt),
      ),
    );
  return row;
}

/**
 * Points exactly `workspaceIds` of the unit at the capacity; the unit's others that pointed at it
 * are let go. Inside the caller's transaction, which checked the ids are the unit's live workspaces.
 */
export async function pointWorkspacesAtCapacity(
  tx: Tx,
  companyId: UnitId,
  capacityId: number,
  workspaceIds: number[],
): Promise<void> {
  await tx
    .update(workspaces)
    .set({ capacityId: null, updatedAt: new Date() })
    .where(and(eq(workspaces.companyId, companyId), eq(workspaces.capacityId, capacityId)));
  if (workspaceIds.length > 0) {
    await tx
      .update(workspaces)
      .set({ capacityId, updatedAt: new Date() })
      .where(and(eq(workspaces.companyId, companyId), inArray(workspaces.id, workspaceIds)));
  }
}
