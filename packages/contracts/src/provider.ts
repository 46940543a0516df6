import { z } from 'zod';
import { pageOf, ZPageQuery, zId, zIdParam, zText } from './common';

/*
 * Report-provider (Power BI) accounts and embedded workspaces of a business unit.
 * The secret value is write-only: it is sealed at rest and never sent back.
 */

export const PROVIDER_NAME_MAX = 100;
export const PROVIDER_ID_MAX = 100;
export const PROVIDER_SECRET_MAX = 500;
export const PROVIDER_IMPORT_MAX = 50;

/** Azure IDs are GUIDs; the emulator's are too. */
const ZGuid = zText()
  .trim()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);
const ZOptionalGuid = zText()
  .trim()
  .max(PROVIDER_ID_MAX)
  .nullish()
  .transform((v) => v || null)
  .pipe(ZGuid.nullable());

/**
 * Azure's rule for a resource group name: 1 to 90 letters, digits, underscores, hyphens, periods
 * and parentheses, not ending in a period (`ResourceGroupNameParameter` of Microsoft's ARM
 * definitions, `^[-\w\._\(\)]+$` with .NET's Unicode `\w`, and Azure's naming rules). Azure
 * refuses any other name, so none is saved.
 */
export const RESOURCE_GROUP_MAX = 90;
export const RESOURCE_GROUP_PATTERN = /^[-\p{L}\p{Nd}_.()]*[-\p{L}\p{Nd}_()]$/u;

/** A resource group name as Azure accepts it. */
export function zResourceGroup() {
  return zText().trim().min(1, { abort: true }).max(RESOURCE_GROUP_MAX).regex(RESOURCE_GROUP_PATTERN);
}

const ZOptionalResourceGroup = zText()
  .trim()
  .max(RESOURCE_GROUP_MAX)
  .nullish()
  .transform((v) => v || null)
  .pipe(zResourceGroup().nullable());

export const ZProviderAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  application_id: z.string(),
  tenant_id: z.string(),
  object_id: z.string().nullable(),
  subscription_id: z.string().nullable(),
  resource_group: z.string().nullable(),
  workspace_id: z.string().nullable(),
  /** Whether a secret is stored; the value itself never leaves the server. */
  has_secret: z.boolean(),
  last_tested_at: z.string().nullable(),
  last_test_ok: z.boolean().nullable(),
  workspaces_count: z.number().int(),
  created_at: z.string(),
});
export type TProviderAccount = z.infer<typeof ZProviderAccount>;

/** What the caller may do on the provider screens: a unit's users only look. */
export const ZProviderPolicies = z.object({ manage: z.boolean() });
export type TProviderPolicies = z.infer<typeof ZProviderPolicies>;

export const ZProviderAccountList = z.object({
  data: z.array(ZProviderAccount),
  policies: ZProviderPolicies,
});
export type TProviderAccountList = z.infer<typeof ZProviderAccountList>;

const accountFields = {
  name: zText().trim().min(1).max(PROVIDER_NAME_MAX),
  application_id: ZGuid,
  tenant_id: ZGuid,
  object_id: ZOptionalGuid,
  subscription_id: ZOptionalGuid,
  resource_group: ZOptionalResourceGroup,
  workspace_id: ZOptionalGuid,
};

export const ZCreateProviderAccountRequest = z.object({
  ...accountFields,
  secret: zText().trim().min(1).max(PROVIDER_SECRET_MAX),
});
export type TCreateProviderAccountRequest = z.input<typeof ZCreateProviderAccountRequest>;

/** On edit a blank secret keeps the stored one. */
export const ZUpdateProviderAccountRequest = z.object({
  ...accountFields,
  secret: zText()
    .trim()
    .max(PROVIDER_SECRET_MAX)
    .nullish()
    .transform((v) => v || null),
});
export type TUpdateProviderAccountRequest = z.input<typeof ZUpdateProviderAccountRequest>;

export const ZProviderIdParams = z.object({ id: zIdParam() });

/** A workspace as the provider lists it. */
export const ZRemoteWorkspace = z.object({
  id: z.string(),
  name: z.string(),
  is_on_dedicated_capacity: z.boolean(),
  capacity_id: z.string().nullable(),
});
export type TRemoteWorkspace = z.infer<typeof ZRemoteWorkspace>;

export const ZTestProviderAccountResponse = z.object({
  ok: z.literal(true),
  tested_at: z.string(),
  workspaces: z.array(ZRemoteWorkspace),
});
export type TTestProviderAccountResponse = z.infer<typeof ZTestProviderAccountResponse>;

export const ZRemoteWorkspaceList = z.object({ data: z.array(ZRemoteWorkspace) });

/* Embedded workspaces */

export const ZEmbeddedWorkspace = z.object({
  id: z.number().int(),
  workspace_id: z.string(),
  name: z.string(),
  provider_account_id: z.number().int(),
  provider_account_name: z.string(),
  capacity_id: z.number().int().nullable(),
  reports_count: z.number().int(),
  created_at: z.string(),
});
export type TEmbeddedWorkspace = z.infer<typeof ZEmbeddedWorkspace>;

export const ZEmbeddedWorkspaceList = z.object({
  data: z.array(ZEmbeddedWorkspace),
  policies: ZProviderPolicies,
});
export type TEmbeddedWorkspaceList = z.infer<typeof ZEmbeddedWorkspaceList>;

export const ZSaveEmbeddedWorkspaceRequest = z.object({
  workspace_id: ZGuid,
  name: zText().trim().min(1).max(PROVIDER_NAME_MAX),
  provider_account_id: zId(),
});
export type TSaveEmbeddedWorkspaceRequest = z.input<typeof ZSaveEmbeddedWorkspaceRequest>;

/** A report of a workspace as the provider lists it, and whether it is already in Mirante. */
export const ZRemoteReport = z.object({
  id: z.string(),
  name: z.string(),
  dataset_id: z.string().nullable(),
  embed_url: z.string(),
  web_url: z.string().nullable(),
  /** The Mirante report that already points at it, if any. */
  imported_report_id: z.number().int().nullable(),
});
export type TRemoteReport = z.infer<typeof ZRemoteReport>;

export const ZRemoteReportList = z.object({ data: z.array(ZRemoteReport) });
export type TRemoteReportList = z.infer<typeof ZRemoteReportList>;

export const ZImportProviderReportsRequest = z.object({
  report_ids: z.array(ZGuid).min(1).max(PROVIDER_IMPORT_MAX),
});
export type TImportProviderReportsRequest = z.input<typeof ZImportProviderReportsRequest>;

export const ZImportProviderReportsResponse = z.object({
  imported: z.array(z.object({ id: z.number().int(), title: z.string(), provider_report_id: z.string() })),
  /** Provider reports that were already imported, left as they were. */
  skipped: z.array(z.string()),
});
export type TImportProviderReportsResponse = z.infer<typeof ZImportProviderReportsResponse>;

/* Across units: partners look at their units' accounts and workspaces, the operator at every unit's */

/** `GET /auth/powerbi/accounts/a2m` and `/workspaces/a2m`: a page, optionally of one unit. */
export const ZUnitsProviderListQuery = ZPageQuery.extend({
  company_id: zIdParam().optional(),
});
export type TUnitsProviderListQuery = z.input<typeof ZUnitsProviderListQuery>;

/** Where a row of a list across units lives. */
const unitFields = {
  company_id: z.number().int(),
  company_name: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
};

/** An account as a partner or the operator sees it: read-only, never its secret. */
export const ZUnitProviderAccount = ZProviderAccount.extend(unitFields);
export type TUnitProviderAccount = z.infer<typeof ZUnitProviderAccount>;
export const ZUnitProviderAccountPage = pageOf(ZUnitProviderAccount);
export type TUnitProviderAccountPage = z.infer<typeof ZUnitProviderAccountPage>;

export const ZUnitEmbeddedWorkspace = ZEmbeddedWorkspace.extend({
  ...unitFields,
  capacity_name: z.string().nullable(),
});
export type TUnitEmbeddedWorkspace = z.infer<typeof ZUnitEmbeddedWorkspace>;
export const ZUnitEmbeddedWorkspacePage = pageOf(ZUnitEmbeddedWorkspace);
export type TUnitEmbeddedWorkspacePage = z.infer<typeof ZUnitEmbeddedWorkspacePage>;
