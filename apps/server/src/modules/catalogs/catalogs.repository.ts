import type {
  TCatalogEntry,
  TCatalogRequest,
  TCatalogRequestStatus,
  TGrantCatalogRequest,
} from '@mirante/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { catalogRequests, reports, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Scope, UnitId } from '../../platform/scope';
import { canViewReport, grantReportToUser, visibleReportIds } from '../reports';
import { isUniqueViolation } from '../../platform/sql';

/** A live catalog report of the unit (hidden reports stay out of the catalog). */
function catalogReportOf(companyId: UnitId) {
  return and(
    eq(reports.companyId, companyId),
    isNull(reports.deletedAt),
    eq(reports.hidden, false),
    eq(reports.showOnCatalog, true),
  );
}

function coverUrl(cover: string | null): string | null {
  return cover ? `/storage/${encodeURIComponent(cover)}` : null;
}

/**
 * The unit's catalog with the caller's status on each report: granted when the caller can
 * already open it, else the state of their latest request (a request granted earlier whose
 * access was since removed reads as available again).
 */
export async function listCatalog(db: Db, scope: Scope): Promise<TCatalogEntry[]> {
  const companyId = scope.companyId!;
  const rows = await db
    .select({
      id: reports.id,
      title: reports.title,
      description: reports.catalogDescription,
      cover: reports.cover,
      kind: reports.kind,
    })
    .from(reports)
    .where(catalogReportOf(companyId))
    .orderBy(asc(sql`lower(${reports.title})`), asc(reports.id));
  if (rows.length === 0) return [];
  const [visible, requests] = await Promise.all([
    visibleReportIds(db, scope),
    db
      .selectDistinctOn([catalogRequests.reportId], {
        id: catalogRequests.id,
        reportId: catalogRequests.reportId,
        status: catalogRequests.status,
        reason: catalogRequests.reason,
        decidedAt: catalogRequests.decidedAt,
        seenAt: catalogRequests.seenAt,
      })
      .from(catalogRequests)
      .where(
        and(
          eq(catalogRequests.companyId, companyId),
          eq(catalogRequests.userId, scope.userId),
          inArray(
            catalogRequests.reportId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(catalogRequests.reportId, desc(catalogRequests.createdAt), desc(catalogRequests.id)),
  ]);
  const canOpen = new Set(visible);
  const latest = new Map(requests.map((r) => [r.reportId, r]));
  return rows.map((row) => {
    const request = latest.get(row.id);
    const status = canOpen.has(row.id)
      ? 'granted'
      : request?.status === 'requested' || request?.status === 'denied'
        ? request.status
        : 'available';
    return {
      report_id: row.id,
      title: row.title,
      catalog_description: row.description,
      cover_url: coverUrl(row.cover),
      kind: row.kind,
      status,
      reason: status === 'denied' ? (request?.reason ?? null) : null,
      request_id: request?.id ?? null,
      decided_at: request?.decidedAt?.toISOString() ?? null,
      unseen: Boolean(request?.decidedAt && !request.seenAt),
    };
  });
}

/** A user asks for a catalog report; one open request per report, none when already allowed. */
export async function createRequest(
  db: Db,
  scope: Scope,
  reportId: number,
  message: string | null,
): Promise<TCatalogRequest> {
  const companyId = scope.companyId!;
  const [report] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(catalogReportOf(companyId), eq(reports.id, reportId)));
  if (!report) throw new AppError('not_found');
  if (await canViewReport(db, scope, reportId)) throw new AppError('catalog_request_exists');
  try {
    const [row] = await db
      .insert(catalogRequests)
      .values({ companyId, reportId, userId: scope.userId, message })
      .returning({ id: catalogRequests.id });
    return findRequest(db, companyId, row!.id);
  } catch (error) {
    // The partial unique index keeps one open request per user and report.
    if (isUniqueViolation(error)) throw new AppError('catalog_request_exists');
    throw error;
  }
}

const requestColumns = {
  id: catalogRequests.id,
  report_id: catalogRequests.reportId,
  report_title: reports.title,
  filter_mode: reports.filterMode,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  message: catalogRequests.message,
  status: catalogRequests.status,
  reason: catalogRequests.reason,
  grant_mode: catalogRequests.grantMode,
  createdAt: catalogRequests.createdAt,
  decidedAt: catalogRequests.decidedAt,
};

type RequestRow = {
  userId: number;
  userName: string;
  userEmail: string;
  createdAt: Date;
  decidedAt: Date | null;
} & Omit<TCatalogRequest, 'user' | 'created_at' | 'decided_at'>;

function present({ userId, userName, userEmail, createdAt, decidedAt, ...row }: RequestRow): TCatalogRequest {
  return {
    ...row,
    user: { id: userId, name: userName, email: userEmail },
    created_at: createdAt.toISOString(),
    decided_at: decidedAt?.toISOString() ?? null,
  };
}

export async function findRequest(db: Db | Tx, companyId: UnitId, id: number): Promise<TCatalogRequest> {
  const [row] = await db
    .select(requestColumns)
    .from(catalogRequests)
    .innerJoin(reports, eq(reports.id, catalogRequests.reportId))
    .innerJoin(users, eq(users.id, catalogRequests.userId))
    .where(and(eq(catalogRequests.companyId, companyId), eq(catalogRequests.id, id)));
  if (!row) throw new AppError('not_found');
  return present(row);
}

/** The unit's requests, the open ones first, newest first. */
export async function listRequests(
  db: Db,
  companyId: UnitId,
  query: { status?: TCatalogRequestStatus; page: number; per_page: number },
) {
  const where = and(
    eq(catalogRequests.companyId, companyId),
    isNull(reports.deletedAt),
    query.status ? eq(catalogRequests.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(requestColumns)
      .from(catalogRequests)
      .innerJoin(reports, eq(reports.id, catalogRequests.reportId))
      .innerJoin(users, eq(users.id, catalogRequests.userId))
      .where(where)
      .orderBy(
        sql`case when ${catalogRequests.status} = 'requested' then 0 else 1 end`,
        desc(catalogRequests.createdAt),
        desc(catalogRequests.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(catalogRequests)
      .innerJoin(reports, eq(reports.id, catalogRequests.reportId))
      .where(where),
  ]);
  return { data: rows.map(present), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** Locks an open request of the unit for its answer; answered ones are refused. */
async function lockOpenRequest(tx: Tx, companyId: UnitId, id: number) {
  const [row] = await tx
    .select({
      id: catalogRequests.id,
      status: catalogRequests.status,
      reportId: catalogRequests.reportId,
      userId: catalogRequests.userId,
      filterMode: reports.filterMode,
    })
    .from(catalogRequests)
    .innerJoin(reports, eq(reports.id, catalogRequests.reportId))
    .where(
      and(eq(catalogRequests.companyId, companyId), eq(catalogRequests.id, id), isNull(reports.deletedAt)),
    )
    .for('update', { of: catalogRequests });
  if (!row) throw new AppError('not_found');
  if (row.status !== 'requested') throw new AppError('catalog_request_decided');
  return row;
}

/**
 * Grants a request: the requester's report_access row is created (or, with filters, its roles
 * and filters replaced) and the request closed, in one transaction. Filters are only for
 * reports whose filter_mode is filter or rls.
 */
export async function grantRequest(
  db: Db,
  scope: Scope,
  id: number,
  input: { mode: 'filters' | 'no_filters'; rls_roles: string[]; filters: TGrantCatalogRequest['filters'] },
): Promise<TCatalogRequest> {
  const companyId = scope.companyId!;
  await db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, companyId, id);
    const withFilters = input.mode === 'filters';
    if (withFilters && request.filterMode === 'none') {
      throw new AppError('validation_failed', { errors: { mode: ['field_invalid'] } });
    }
    await grantReportToUser(tx, {
      companyId,
      reportId: request.reportId,
      userId: request.userId,
      narrowing: withFilters ? { rlsRoles: input.rls_roles, filters: input.filters ?? [] } : undefined,
    });
    await tx
      .update(catalogRequests)
      .set({
        status: 'granted',
        grantMode: input.mode,
        decidedByUserId: scope.userId,
        decidedAt: new Date(),
        seenAt: null,
      })
      .where(eq(catalogRequests.id, id));
  });
  return findRequest(db, companyId, id);
}

export async function denyRequest(
  db: Db,
  scope: Scope,
  id: number,
  reason: string,
): Promise<TCatalogRequest> {
  const companyId = scope.companyId!;
  await db.transaction(async (tx) => {
    await lockOpenRequest(tx, companyId, id);
    await tx
      .update(catalogRequests)
      .set({ status: 'denied', reason, decidedByUserId: scope.userId, decidedAt: new Date(), seenAt: null })
      .where(eq(catalogRequests.id, id));
  });
  return findRequest(db, companyId, id);
}

/** Pending requests (for admins) and answers the caller has not seen yet. */
export async function catalogBadge(db: Db, scope: Scope, withPending: boolean) {
  const companyId = scope.companyId!;
  const [[pending], [unseen]] = await Promise.all([
    withPending
      ? db
          .select({ n: count() })
          .from(catalogRequests)
          .innerJoin(reports, eq(reports.id, catalogRequests.reportId))
          .where(
            and(
              eq(catalogRequests.companyId, companyId),
              eq(catalogRequests.status, 'requested'),
              isNull(reports.deletedAt),
            ),
          )
      : Promise.resolve([{ n: 0 }]),
    db.select({ n: count() }).from(catalogRequests).where(unseenOf(scope)),
  ]);
  return { pending: pending?.n ?? 0, unseen: unseen?.n ?? 0 };
}

function unseenOf(scope: Scope) {
  return and(
    eq(catalogRequests.companyId, scope.companyId!),
    eq(catalogRequests.userId, scope.userId),
    isNotNull(catalogRequests.decidedAt),
    isNull(catalogRequests.seenAt),
  );
}

/** The requester has seen the answers: their notice is cleared. */
export async function markSeen(db: Db, scope: Scope): Promise<number> {
  const rows = await db
    .update(catalogRequests)
    .set({ seenAt: new Date() })
    .where(unseenOf(scope))
    .returning({ id: catalogRequests.id });
  return rows.length;
}
