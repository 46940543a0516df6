import type { TCatalogList, TCatalogRequest } from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import type { CallContext } from '../../platform/call-context';
import type { Tx } from '../../platform/db';
import { type Scope, unitOf } from '../../platform/scope';
import type { LinkContext } from '../tenancy';
import { catalogAccessAnswered, catalogAccessRequested } from './catalogs-events.service';
import { catalogPolicy } from './catalogs.policy';
import {
  catalogBadge,
  createRequest,
  denyRequest,
  grantRequest,
  listCatalog,
  listRequests,
  markSeen,
} from './catalogs.repository';

/** What the catalog's calls work with: the request's handle and the caller. */
type CatalogCall = Pick<CallContext, 'db' | 'scope'>;
/** Calls that leave work or an answer for someone else announce it (links: the request's). */
type AnnouncingCall = CatalogCall & Pick<CallContext, 'events'> & { links: LinkContext };

function auditRequest(tx: Tx, scope: Scope, event: string, id: number, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), event, details: { catalog_request_id: id, ...details } });
}

/** The unit's catalog reports with the caller's access status, and what it may do there. */
export async function catalogOf({ db, scope }: CatalogCall): Promise<TCatalogList> {
  return {
    data: await listCatalog(db, scope),
    policies: { request: catalogPolicy.request(scope), decide: catalogPolicy.decide(scope) },
  };
}

/** Open requests (for those who answer them) and answers the caller has not seen. */
export function catalogBadgeOf({ db, scope }: CatalogCall) {
  return catalogBadge(db, scope, catalogPolicy.decide(scope));
}

/** Marks the caller's answered requests as seen; how many were. */
export function markCatalogSeen({ db, scope }: CatalogCall): Promise<number> {
  return markSeen(db, scope);
}

/** The unit's access requests, the open ones first. */
export function listCatalogRequests({
  db,
  scope,
  query,
}: CatalogCall & { query: Parameters<typeof listRequests>[2] }) {
  return listRequests(db, unitOf(scope), query);
}

/** A user asks for access to a catalog report. */
export function askForReport({
  db,
  scope,
  events,
  links,
  reportId,
  message,
}: AnnouncingCall & { reportId: number; message: string | null }): Promise<TCatalogRequest> {
  return db.transaction(async (tx) => {
    const created = await createRequest(tx, scope, reportId, message);
    await auditRequest(tx, scope, 'catalog.requested', created.id, { report_id: created.report_id });
    await events.emit(catalogAccessRequested, {
      tx,
      companyId: unitOf(scope),
      reportId: created.report_id,
      requesterUserId: scope.userId,
      links,
    });
    return created;
  });
}

/** Grants a request, with the requester's filters or without filters. */
export function grantCatalogRequest({
  db,
  scope,
  events,
  links,
  id,
  input,
}: AnnouncingCall & { id: number; input: Parameters<typeof grantRequest>[3] }): Promise<TCatalogRequest> {
  return db.transaction(async (tx) => {
    const granted = await grantRequest(tx, scope, id, input);
    await auditRequest(tx, scope, 'catalog.granted', granted.id, {
      report_id: granted.report_id,
      user_id: granted.user.id,
      mode: granted.grant_mode,
    });
    await events.emit(catalogAccessAnswered, {
      tx,
      companyId: unitOf(scope),
      reportId: granted.report_id,
      requesterUserId: granted.user.id,
      answererUserId: scope.userId,
      granted: true,
      reason: null,
      links,
    });
    return granted;
  });
}

/** Denies a request with a reason the requester sees. */
export function denyCatalogRequest({
  db,
  scope,
  events,
  links,
  id,
  reason,
}: AnnouncingCall & { id: number; reason: string }): Promise<TCatalogRequest> {
  return db.transaction(async (tx) => {
    const denied = await denyRequest(tx, scope, id, reason);
    await auditRequest(tx, scope, 'catalog.denied', denied.id, {
      report_id: denied.report_id,
      user_id: denied.user.id,
    });
    await events.emit(catalogAccessAnswered, {
      tx,
      companyId: unitOf(scope),
      reportId: denied.report_id,
      requesterUserId: denied.user.id,
      answererUserId: scope.userId,
      granted: false,
      reason,
      links,
    });
    return denied;
  });
}
