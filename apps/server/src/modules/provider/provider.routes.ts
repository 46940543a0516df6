import {
  ZCreateProviderAccountRequest,
  ZEmbeddedWorkspace,
  ZEmbeddedWorkspaceList,
  ZImportProviderReportsRequest,
  ZImportProviderReportsResponse,
  ZProviderAccount,
  ZProviderAccountList,
  ZProviderIdParams,
  ZRemoteReportList,
  ZRemoteWorkspaceList,
  ZSaveEmbeddedWorkspaceRequest,
  ZTestProviderAccountResponse,
  ZUpdateProviderAccountRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { authorize } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import { importedReportIds, importProviderReports } from '../reports/report-import';
import { providerPolicy } from './provider.policy';
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
import { loadAccountForCompany, type PbiWorkspace, type ProviderService } from './provider.service';

export interface ProviderRoutesOptions {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
}

/** The policy guarantees the unit; this narrows the type. */
function viewerOf(scope: Scope): AccountViewer {
  authorize(scope, providerPolicy.manage);
  return { companyId: scope.companyId as number, userId: scope.userId };
}

function presentRemoteWorkspace(w: PbiWorkspace) {
  return {
    id: w.id,
    name: w.name,
    is_on_dedicated_capacity: w.isOnDedicatedCapacity ?? false,
    capacity_id: w.capacityId ?? null,
  };
}

export function providerRoutes(opts: ProviderRoutesOptions): FastifyPluginAsyncZod {
  const { db, secretBox, provider } = opts;
  return async (app) => {
    const tags = ['powerbi'];
    app.addHook('preValidation', async (request) => authorize(request.scope, providerPolicy.manage));

    /** The account with its secret, after checking the viewer may see it. */
    async function credentialsFor(viewer: AccountViewer, accountId: number) {
      await findAccount(db, viewer, accountId);
      return loadAccountForCompany(db, viewer.companyId, accountId, secretBox);
    }

    app.get(
      '/auth/powerbi/accounts',
      {
        schema: {
          tags,
          summary: "The unit's report-provider accounts",
          response: { 200: ZProviderAccountList },
        },
      },
      async (request) => ({ data: await listAccounts(db, viewerOf(request.scope)) }),
    );
    app.get(
      '/auth/powerbi/accounts/:id',
      {
        schema: {
          tags,
          summary: 'One report-provider account',
          params: ZProviderIdParams,
          response: { 200: ZProviderAccount },
        },
      },
      async (request) => findAccount(db, viewerOf(request.scope), request.params.id),
    );
    app.post(
      '/auth/powerbi/accounts',
      {
        schema: {
          tags,
          summary: 'Register a report-provider account',
          body: ZCreateProviderAccountRequest,
          response: { 201: ZProviderAccount },
        },
      },
      async (request, reply) => {
        const account = await createAccount(db, secretBox, viewerOf(request.scope), request.body);
        await audit(request.scope, 'provider_account.created', {
          account_id: account.id,
          name: account.name,
        });
        return reply.status(201).send(account);
      },
    );
    app.put(
      '/auth/powerbi/accounts/:id',
      {
        schema: {
          tags,
          summary: 'Edit a report-provider account (a blank secret keeps the stored one)',
          params: ZProviderIdParams,
          body: ZUpdateProviderAccountRequest,
          response: { 200: ZProviderAccount },
        },
      },
      async (request) => {
        const account = await updateAccount(
          db,
          secretBox,
          viewerOf(request.scope),
          request.params.id,
          request.body,
        );
        await audit(request.scope, 'provider_account.updated', {
          account_id: account.id,
          secret_changed: Boolean(request.body.secret),
        });
        return account;
      },
    );
    app.delete(
      '/auth/powerbi/accounts/:id',
      {
        schema: {
          tags,
          summary: 'Delete a report-provider account no workspace or capacity uses',
          params: ZProviderIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteAccount(db, viewerOf(request.scope), request.params.id);
        await audit(request.scope, 'provider_account.deleted', { account_id: request.params.id });
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/auth/powerbi/accounts/:id/test',
      {
        schema: {
          tags,
          summary: 'Test an account: get a token and list its workspaces',
          params: ZProviderIdParams,
          response: { 200: ZTestProviderAccountResponse },
        },
      },
      async (request) => {
        const viewer = viewerOf(request.scope);
        const credentials = await credentialsFor(viewer, request.params.id);
        const at = new Date();
        try {
          provider.tokens.invalidate(credentials, 'powerbi');
          const list = await provider.listWorkspaces(credentials);
          await recordAccountTest(db, viewer.companyId, credentials.id, true, at);
          return {
            ok: true as const,
            tested_at: at.toISOString(),
            workspaces: list.map(presentRemoteWorkspace),
          };
        } catch (error) {
          await recordAccountTest(db, viewer.companyId, credentials.id, false, at);
          throw error instanceof AppError ? error : new AppError('provider_connection_failed');
        }
      },
    );
    app.get(
      '/auth/powerbi/accounts/:id/workspaces',
      {
        schema: {
          tags,
          summary: "The account's workspaces, live from the provider",
          params: ZProviderIdParams,
          response: { 200: ZRemoteWorkspaceList },
        },
      },
      async (request) => {
        const credentials = await credentialsFor(viewerOf(request.scope), request.params.id);
        const list = await provider.listWorkspaces(credentials);
        return { data: list.map(presentRemoteWorkspace) };
      },
    );

    app.get(
      '/auth/powerbi/workspaces',
      {
        schema: {
          tags,
          summary: "The unit's embedded workspaces",
          response: { 200: ZEmbeddedWorkspaceList },
        },
      },
      async (request) => ({ data: await listWorkspaces(db, viewerOf(request.scope).companyId) }),
    );
    app.post(
      '/auth/powerbi/workspaces',
      {
        schema: {
          tags,
          summary: 'Add an embedded workspace',
          body: ZSaveEmbeddedWorkspaceRequest,
          response: { 201: ZEmbeddedWorkspace },
        },
      },
      async (request, reply) => {
        const workspace = await createWorkspace(db, viewerOf(request.scope), request.body);
        await audit(request.scope, 'workspace.created', { workspace_id: workspace.id, name: workspace.name });
        return reply.status(201).send(workspace);
      },
    );
    app.put(
      '/auth/powerbi/workspaces/:id',
      {
        schema: {
          tags,
          summary: 'Edit an embedded workspace',
          params: ZProviderIdParams,
          body: ZSaveEmbeddedWorkspaceRequest,
          response: { 200: ZEmbeddedWorkspace },
        },
      },
      async (request) => {
        const workspace = await updateWorkspace(db, viewerOf(request.scope), request.params.id, request.body);
        await audit(request.scope, 'workspace.updated', { workspace_id: workspace.id, name: workspace.name });
        return workspace;
      },
    );
    app.delete(
      '/auth/powerbi/workspaces/:id',
      {
        schema: {
          tags,
          summary: 'Delete an embedded workspace without reports',
          params: ZProviderIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteWorkspace(db, viewerOf(request.scope).companyId, request.params.id);
        await audit(request.scope, 'workspace.deleted', { workspace_id: request.params.id });
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/auth/powerbi/workspaces/:id/reports',
      {
        schema: {
          tags,
          summary: "The workspace's reports, live from the provider, with what is already imported",
          params: ZProviderIdParams,
          response: { 200: ZRemoteReportList },
        },
      },
      async (request) => {
        const companyId = viewerOf(request.scope).companyId;
        const workspace = await findWorkspace(db, companyId, request.params.id);
        const credentials = await loadAccountForCompany(
          db,
          companyId,
          workspace.provider_account_id,
          secretBox,
        );
        const [list, imported] = await Promise.all([
          provider.listReports(credentials, workspace.workspace_id),
          importedReportIds(db, companyId, workspace.id),
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
      },
    );
    app.post(
      '/auth/powerbi/workspaces/:id/import',
      {
        schema: {
          tags,
          summary: 'Import reports of the workspace as Mirante reports',
          params: ZProviderIdParams,
          body: ZImportProviderReportsRequest,
          response: { 200: ZImportProviderReportsResponse },
        },
      },
      async (request) => {
        const viewer = viewerOf(request.scope);
        const workspace = await findWorkspace(db, viewer.companyId, request.params.id);
        const credentials = await loadAccountForCompany(
          db,
          viewer.companyId,
          workspace.provider_account_id,
          secretBox,
        );
        // What the provider says now, so titles and embed URLs are its own and unknown IDs fail.
        const live = await provider.listReports(credentials, workspace.workspace_id);
        const byId = new Map(live.map((r) => [r.id.toLowerCase(), r]));
        const chosen = [...new Set(request.body.report_ids.map((id) => id.toLowerCase()))];
        const unknown = chosen.filter((id) => !byId.has(id));
        if (unknown.length > 0)
          throw new AppError('validation_failed', { errors: { report_ids: ['field_invalid'] } });
        const result = await importProviderReports({
          db,
          companyId: viewer.companyId,
          userId: viewer.userId,
          workspaceId: workspace.id,
          reports: chosen.map((id) => {
            const r = byId.get(id) as (typeof live)[number];
            return { id: r.id, name: r.name, datasetId: r.datasetId ?? null, embedUrl: r.embedUrl };
          }),
        });
        await audit(request.scope, 'reports.imported', {
          workspace_id: workspace.id,
          report_ids: result.imported.map((r) => r.id),
        });
        return result;
      },
    );

    function audit(scope: Scope, event: string, details: Record<string, unknown>) {
      return recordAudit(db, {
        event,
        outcome: 'success',
        userId: scope.userId,
        actorUserId: scope.impersonatorUserId,
        companyId: scope.companyId,
        details,
      });
    }
  };
}
