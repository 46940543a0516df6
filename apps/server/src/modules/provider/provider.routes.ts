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
import {
  addEmbeddedWorkspace,
  addProviderAccount,
  editEmbeddedWorkspace,
  editProviderAccount,
  getProviderAccount,
  importRemoteReports,
  listEmbeddedWorkspaces,
  listProviderAccounts,
  listRemoteReports,
  listRemoteWorkspaces,
  removeEmbeddedWorkspace,
  removeProviderAccount,
  testProviderAccount,
} from './provider-admin.service';
import { providerPolicy } from './provider.policy';
import type { ProviderService } from './provider.service';

export interface ProviderRoutesOptions {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
}

export function providerRoutes(opts: ProviderRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['powerbi'];

    app.get(
      '/auth/powerbi/accounts',
      {
        config: { policy: providerPolicy.view },
        schema: {
          tags,
          summary: "The unit's report-provider accounts (its users: read-only), never a secret",
          response: { 200: ZProviderAccountList },
        },
      },
      async (request) => listProviderAccounts({ ...opts, db: request.db, scope: request.scope }),
    );
    app.get(
      '/auth/powerbi/accounts/:id',
      {
        config: { policy: providerPolicy.view },
        schema: {
          tags,
          summary: 'One report-provider account',
          params: ZProviderIdParams,
          response: { 200: ZProviderAccount },
        },
      },
      async (request) =>
        getProviderAccount({ ...opts, db: request.db, scope: request.scope, id: request.params.id }),
    );
    app.post(
      '/auth/powerbi/accounts',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: 'Register a report-provider account',
          body: ZCreateProviderAccountRequest,
          response: { 201: ZProviderAccount },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await addProviderAccount({ ...opts, db: request.db, scope: request.scope, input: request.body }),
          ),
    );
    app.put(
      '/auth/powerbi/accounts/:id',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: 'Edit a report-provider account (a blank secret keeps the stored one)',
          params: ZProviderIdParams,
          body: ZUpdateProviderAccountRequest,
          response: { 200: ZProviderAccount },
        },
      },
      async (request) =>
        editProviderAccount({
          ...opts,
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          input: request.body,
        }),
    );
    app.delete(
      '/auth/powerbi/accounts/:id',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: 'Delete a report-provider account no workspace or capacity uses',
          params: ZProviderIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await removeProviderAccount({ ...opts, db: request.db, scope: request.scope, id: request.params.id });
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/auth/powerbi/accounts/:id/test',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: 'Test an account: get a token and list its workspaces',
          params: ZProviderIdParams,
          response: { 200: ZTestProviderAccountResponse },
        },
      },
      async (request) =>
        testProviderAccount({ ...opts, db: request.db, scope: request.scope, id: request.params.id }),
    );
    app.get(
      '/auth/powerbi/accounts/:id/workspaces',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: "The account's workspaces, live from the provider",
          params: ZProviderIdParams,
          response: { 200: ZRemoteWorkspaceList },
        },
      },
      async (request) =>
        listRemoteWorkspaces({ ...opts, db: request.db, scope: request.scope, accountId: request.params.id }),
    );

    app.get(
      '/auth/powerbi/workspaces',
      {
        config: { policy: providerPolicy.view },
        schema: {
          tags,
          summary: "The unit's embedded workspaces (its users: read-only)",
          response: { 200: ZEmbeddedWorkspaceList },
        },
      },
      async (request) => listEmbeddedWorkspaces({ ...opts, db: request.db, scope: request.scope }),
    );
    app.post(
      '/auth/powerbi/workspaces',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: 'Add an embedded workspace',
          body: ZSaveEmbeddedWorkspaceRequest,
          response: { 201: ZEmbeddedWorkspace },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await addEmbeddedWorkspace({
            ...opts,
            db: request.db,
            scope: request.scope,
            input: request.body,
          }),
        ),
    );
    app.put(
      '/auth/powerbi/workspaces/:id',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: 'Edit an embedded workspace',
          params: ZProviderIdParams,
          body: ZSaveEmbeddedWorkspaceRequest,
          response: { 200: ZEmbeddedWorkspace },
        },
      },
      async (request) =>
        editEmbeddedWorkspace({
          ...opts,
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          input: request.body,
        }),
    );
    app.delete(
      '/auth/powerbi/workspaces/:id',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: 'Delete an embedded workspace without reports',
          params: ZProviderIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await removeEmbeddedWorkspace({
          ...opts,
          db: request.db,
          scope: request.scope,
          id: request.params.id,
        });
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/auth/powerbi/workspaces/:id/reports',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: "The workspace's reports, live from the provider, with what is already imported",
          params: ZProviderIdParams,
          response: { 200: ZRemoteReportList },
        },
      },
      async (request) =>
        listRemoteReports({ ...opts, db: request.db, scope: request.scope, id: request.params.id }),
    );
    app.post(
      '/auth/powerbi/workspaces/:id/import',
      {
        config: { policy: providerPolicy.manage },
        schema: {
          tags,
          summary: 'Import reports of the workspace as Mirante reports',
          params: ZProviderIdParams,
          body: ZImportProviderReportsRequest,
          response: { 200: ZImportProviderReportsResponse },
        },
      },
      async (request) =>
        importRemoteReports({
          ...opts,
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          reportIds: request.body.report_ids,
        }),
    );
  };
}
