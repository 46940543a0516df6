// The hot paths' database reads and writes, called through the server's own repository and
// service functions so the SQL measured is the SQL the server sends.
import { randomBytes } from 'node:crypto';
import { ZReportListQuery } from '@mirante/contracts';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { memberships, reportPageViews, sessions, users } from '../apps/server/src/db/schema';
import {
  findSessionByTokenHash,
  insertSession,
} from '../apps/server/src/modules/auth/auth-sessions.repository';
import { listCompaniesOfUser } from '../apps/server/src/modules/identity/identity-units.repository';
import { findSessionContext } from '../apps/server/src/modules/config/config.repository';
import { reportGrantFor } from '../apps/server/src/modules/reports/reports-access.repository';
import { dashboardOf } from '../apps/server/src/modules/reports/reports-home.service';
import { visibleFiledReports } from '../apps/server/src/modules/reports/reports-menu.repository';
import { insertPageView } from '../apps/server/src/modules/reports/reports-view.repository';
import { checkReportExists } from '../apps/server/src/modules/reports/reports-view.service';
import { listReports } from '../apps/server/src/modules/reports/reports.repository';
import { sha256 } from '../apps/server/src/platform/crypto';
import type { Db } from '../apps/server/src/platform/db';
import type { Scope, UnitId } from '../apps/server/src/platform/scope';

/** A person the queries run as: their scope, session token hash and a report they may open. */
export interface Caller {
  label: string;
  scope: Scope;
  tokenHash: string;
  reportId: number;
}

export interface HotQuery {
  name: string;
  /** Whether the call writes (its EXPLAIN ANALYZE runs in a transaction rolled back). */
  writes?: boolean;
  run(db: Db, caller: Caller): Promise<unknown>;
  /** How big the answer is ("24 rows"), to tell a bigger table from a bigger answer. */
  size?(answer: unknown): string;
}

const rowCount = (answer: unknown) => `${(answer as unknown[]).length} rows`;

const listQuery = ZReportListQuery.parse({});

export const HOT_QUERIES: HotQuery[] = [
  { name: 'session by token hash', run: (db, c) => findSessionByTokenHash(db, c.tokenHash) },
  {
    name: 'session context',
    run: (db, c) =>
      findSessionContext(db, {
        userId: c.scope.userId,
        sessionId: c.scope.sessionId,
        companyId: c.scope.companyId,
      }),
  },
  { name: 'companies of user', run: (db, c) => listCompaniesOfUser(db, c.scope.userId) },
  {
    name: 'report menu (visible filed reports)',
    run: (db, c) => visibleFiledReports(db, c.scope, true),
    size: rowCount,
  },
  {
    name: 'all-reports list (page 1 + count)',
    run: (db, c) => listReports(db, c.scope, listQuery, { manage: false }),
    size: (answer) => {
      const { data, total } = answer as { data: unknown[]; total: number };
      return `${data.length} of ${total}`;
    },
  },
  {
    name: 'dashboard (latest, favorites, recent)',
    run: (db, c) => dashboardOf(db, c.scope),
    size: (answer) => {
      const { latest, favorites, recent } = answer as Record<string, unknown[]>;
      return `${latest!.length}+${favorites!.length}+${recent!.length}`;
    },
  },
  { name: 'report-view check', run: (db, c) => checkReportExists(db, c.scope, c.reportId) },
  {
    name: 'report grant (viewer)',
    run: (db, c) => reportGrantFor(db, c.scope, c.reportId),
    size: (answer) => `${(answer as { rlsRoles: string[] } | null)?.rlsRoles.length ?? 0} roles`,
  },
  {
    name: 'page-view insert',
    writes: true,
    run: (db, c) =>
      insertPageView(db, {
        companyId: c.scope.companyId!,
        userId: c.scope.userId,
        reportId: c.reportId,
        pageName: 'ReportSection1',
        pageTitle: 'Page 1',
        startedAt: new Date(),
        durationSeconds: 30,
      }),
  },
];

/**
 * Opens a session for the person with this e-mail in their default unit, as a sign-in would, and
 * picks the first report of their menu.
 */
export async function openCaller(db: Db, label: string, email: string): Promise<Caller> {
  const [row] = await db
    .select({
      userId: memberships.userId,
      membershipId: memberships.id,
      companyId: memberships.companyId,
      profile: memberships.profile,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(sql`lower(${users.email})`, email), isNotNull(memberships.companyId)))
    .orderBy(desc(memberships.isDefault))
    .limit(1);
  if (!row?.companyId) throw new Error(`no member ${email}`);
  const tokenHash = sha256(randomBytes(24).toString('base64url'));
  const sessionId = await insertSession(db, {
    userId: row.userId,
    membershipId: row.membershipId,
    profile: row.profile,
    companyId: row.companyId,
    partnerId: null,
    tokenHash,
    expiresAt: new Date(Date.now() + 3_600_000),
    ip: null,
    userAgent: 'scale-plans',
  });
  const scope: Scope = {
    userId: row.userId,
    sessionId,
    profile: row.profile,
    companyId: row.companyId as UnitId,
    partnerId: null,
    impersonatorUserId: null,
    originSessionId: null,
    playlistId: null,
  };
  const menu = await visibleFiledReports(db, scope, true);
  if (menu.length === 0) throw new Error(`${email} sees no report`);
  return { label, scope, tokenHash, reportId: menu[Math.floor(menu.length / 2)]!.id };
}

/** Removes the page views the callers' timing runs wrote. */
export async function removeNewViews(db: Db, callers: Caller[], sinceViewId: number): Promise<void> {
  await db.delete(reportPageViews).where(
    sql`${reportPageViews.id} > ${sinceViewId} and ${reportPageViews.userId} in (${sql.join(
      callers.map((c) => sql`${c.scope.userId}`),
      sql`, `,
    )})`,
  );
}

/** Removes what the callers left: their sessions and the page views the timing runs wrote. */
export async function closeCallers(db: Db, callers: Caller[], sinceViewId: number): Promise<void> {
  await db.delete(sessions).where(
    inArray(
      sessions.id,
      callers.map((c) => c.scope.sessionId),
    ),
  );
  await removeNewViews(db, callers, sinceViewId);
}

export async function lastPageViewId(db: Db): Promise<number> {
  const rows = await db
    .select({ id: sql<number>`coalesce(max(${reportPageViews.id}), 0)::int` })
    .from(reportPageViews);
  return rows[0]?.id ?? 0;
}
