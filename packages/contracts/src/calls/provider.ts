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
  ZUnitEmbeddedWorkspacePage,
  ZUnitProviderAccountPage,
  ZUnitsProviderListQuery,
  ZUpdateProviderAccountRequest,
} from '../provider';
import { route } from '../route-map';
import { z } from 'zod';

/** The report-provider screens' calls: the unit's accounts and embedded workspaces. */
export const providerRoutes = {
  accounts: route('GET /auth/powerbi/accounts', {
    summary: "The unit's report-provider accounts (its users: read-only), never a secret",
    response: ZProviderAccountList,
  }),
  account: route('GET /auth/powerbi/accounts/:id', {
    summary: 'One report-provider account',
    params: ZProviderIdParams,
    response: ZProviderAccount,
  }),
  createAccount: route('POST /auth/powerbi/accounts', {
    summary: 'Register a report-provider account',
    body: ZCreateProviderAccountRequest,
    response: ZProviderAccount,
    status: 201,
  }),
  updateAccount: route('PUT /auth/powerbi/accounts/:id', {
    summary: 'Edit a report-provider account (a blank secret keeps the stored one)',
    params: ZProviderIdParams,
    body: ZUpdateProviderAccountRequest,
    response: ZProviderAccount,
  }),
  removeAccount: route('DELETE /auth/powerbi/accounts/:id', {
    summary: 'Delete a report-provider account no workspace or capacity uses',
    params: ZProviderIdParams,
    response: z.void(),
    status: 204,
  }),
  testAccount: route('POST /auth/powerbi/accounts/:id/test', {
    summary: 'Test an account: get a token and list its workspaces',
    params: ZProviderIdParams,
    response: ZTestProviderAccountResponse,
  }),
  remoteWorkspaces: route('GET /auth/powerbi/accounts/:id/workspaces', {
    summary: "The account's workspaces, live from the provider",
    params: ZProviderIdParams,
    response: ZRemoteWorkspaceList,
  }),
  workspaces: route('GET /auth/powerbi/workspaces', {
    summary: "The unit's embedded workspaces (its users: read-only)",
    response: ZEmbeddedWorkspaceList,
  }),
  createWorkspace: route('POST /auth/powerbi/workspaces', {
    summary: 'Add an embedded workspace',
    body: ZSaveEmbeddedWorkspaceRequest,
    response: ZEmbeddedWorkspace,
    status: 201,
  }),
  updateWorkspace: route('PUT /auth/powerbi/workspaces/:id', {
    summary: 'Edit an embedded workspace',
    params: ZProviderIdParams,
    body: ZSaveEmbeddedWorkspaceRequest,
    response: ZEmbeddedWorkspace,
  }),
  removeWorkspace: route('DELETE /auth/powerbi/workspaces/:id', {
    summary: 'Delete an embedded workspace without reports',
    params: ZProviderIdParams,
    response: z.void(),
    status: 204,
  }),
  remoteReports: route('GET /auth/powerbi/workspaces/:id/reports', {
    summary: "The workspace's reports, live from the provider, with what is already imported",
    params: ZProviderIdParams,
    response: ZRemoteReportList,
  }),
  importReports: route('POST /auth/powerbi/workspaces/:id/import', {
    summary: 'Import reports of the workspace as Mirante reports',
    params: ZProviderIdParams,
    body: ZImportProviderReportsRequest,
    response: ZImportProviderReportsResponse,
  }),
  /** Across units (a partner's, the operator's every partner's), read-only. */
  unitsAccounts: route('GET /auth/powerbi/accounts/a2m', {
    summary: "Report-provider accounts of the partner's units (operator: every partner's), read-only",
    query: ZUnitsProviderListQuery,
    response: ZUnitProviderAccountPage,
  }),
  unitsWorkspaces: route('GET /auth/powerbi/workspaces/a2m', {
    summary: "Embedded workspaces of the partner's units (operator: every partner's), read-only",
    query: ZUnitsProviderListQuery,
    response: ZUnitEmbeddedWorkspacePage,
  }),
} as const;
