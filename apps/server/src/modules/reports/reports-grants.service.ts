import type { TReportAccessList, TReportPagesResponse, ZSaveReportAccessRequest } from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { type Scope, unitOf } from '../../platform/scope';
import { readThrough } from '../../platform/tagged-cache';
import type { ProviderService } from '../provider';
import { listReportGrants, saveReportGrants } from './reports-grants.repository';

export { grantReportToUser } from './reports-grants.repository';
import { providerReportPages } from './reports-view.service';

/** What the grant calls take: the database, the provider for report pages, and the caller. */
export interface GrantCall {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
  scope: Scope;
}

/**
 * The users and user groups that may open one of the unit's reports. Kept in memory (change-feed
 * cache) per caller and report until the unit's grants, reports or user groups change, or any
 * person or membership changes (a grantee's name, or whether the caller may see them).
 */
export async function listReportAccess({
  db,
  scope,
  reportId,
}: GrantCall & { reportId: number }): Promise<TReportAccessList> {
  const unit = unitOf(scope);
  return readThrough(
    db,
    'report-access',
    `${unit}:${scope.partnerId ?? ''}:${scope.userId}:${reportId}`,
    [`report_access:${unit}`, `reports:${unit}`, `user_groups:${unit}`, 'users', 'memberships'],
    async () => ({ data: await listReportGrants(db, unit, reportId) }),
  );
}

/** A provider report's pages, to grant some of them (none for other kinds). */
export function reportPagesToGrant({
  scope,
  reportId,
  ...deps
}: GrantCall & { reportId: number }): Promise<TReportPagesResponse> {
  return providerReportPages({ ...deps, companyId: unitOf(scope), reportId });
}

/** Replaces the grants of a report, recorded in the same transaction. */
export async function saveReportAccess({
  db,
  scope,
  reportId,
  input,
}: GrantCall & {
  reportId: number;
  input: z.output<typeof ZSaveReportAccessRequest>;
}): Promise<TReportAccessList> {
  const data = await db.transaction(async (tx) => {
    const grants = await saveReportGrants(tx, unitOf(scope), reportId, input);
    await recordAudit(tx, {
      ...successBy(scope),
      event: 'report.access',
      details: { report_id: reportId, grants: grants.length },
    });
    return grants;
  });
  return { data };
}
