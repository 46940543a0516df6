import type { TReportGroup, TReportGroupList, ZSaveReportGroupRequest } from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { CallContext } from '../../platform/call-context';
import type { Tx } from '../../platform/db';
import { type Scope, unitOf } from '../../platform/scope';
import {
  createReportGroup,
  deleteReportGroup,
  findReportGroup,
  listReportGroups,
  updateReportGroup,
} from './reports-groups.repository';
import { reportPolicy } from './reports.policy';

type SaveInput = z.output<typeof ZSaveReportGroupRequest>;

/** What the report-group calls work with: the request's handle and the caller. */
type GroupCall = Pick<CallContext, 'db' | 'scope'>;

function auditGroup(tx: Tx, scope: Scope, event: string, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), event, details });
}

/** The unit's report groups, with whether the caller manages them. */
export async function listReportGroupsFor({ db, scope }: GroupCall): Promise<TReportGroupList> {
  return {
    data: await listReportGroups(db, unitOf(scope)),
    policies: { manage: reportPolicy.manage(scope) },
  };
}

export function getReportGroup({ db, scope, id }: GroupCall & { id: number }): Promise<TReportGroup> {
  return findReportGroup(db, unitOf(scope), id);
}

/** Adds a report group with its subgroups. */
export function addReportGroup({
  db,
  scope,
  input,
}: GroupCall & { input: SaveInput }): Promise<TReportGroup> {
  return db.transaction(async (tx) => {
    const group = await createReportGroup(tx, unitOf(scope), input);
    await auditGroup(tx, scope, 'report_group.created', { report_group_id: group.id, name: group.name });
    return group;
  });
}

/** Edits a report group and its subgroups. */
export function editReportGroup({
  db,
  scope,
  id,
  input,
}: GroupCall & { id: number; input: SaveInput }): Promise<TReportGroup> {
  return db.transaction(async (tx) => {
    const group = await updateReportGroup(tx, unitOf(scope), id, input);
    await auditGroup(tx, scope, 'report_group.updated', { report_group_id: group.id, name: group.name });
    return group;
  });
}

/** Deletes a report group or subgroup; its reports leave it only when `moveReports` says so. */
export function removeReportGroup({
  db,
  scope,
  id,
  moveReports,
}: GroupCall & { id: number; moveReports: boolean }): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const result = await deleteReportGroup(tx, unitOf(scope), id, moveReports);
    await auditGroup(tx, scope, 'report_group.deleted', { report_group_id: id, ...result });
    return result;
  });
}
