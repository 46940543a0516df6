import { and, eq, isNull, sql } from 'drizzle-orm';
import { companies, companyConfigs, domainRegistrations, reports, sessions, users } from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import { type Db, preparedQuery, type Tx } from '../../platform/db';

export async function insertCompanySettings(db: Db | Tx, companyId: UnitId, settings: object): Promise<void> {
  await db.insert(companyConfigs).values({ companyId, settings });
}

/** Whether the unit has a mail-server password stored (the password itself never leaves). */
export async function hasMailPassword(db: Db, companyId: UnitId): Promise<boolean> {
  const [row] = await db
    .select({ enc: companyConfigs.mailPasswordEnc })
    .from(companyConfigs)
    .where(eq(companyConfigs.companyId, companyId))
    .limit(1);
  return Boolean(row?.enc);
}

/** The unit's sealed mail-server password, or null when none is stored. */
export async function findSealedMailPassword(db: Db, companyId: UnitId): Promise<string | null> {
  const [row] = await db
    .select({ sealed: companyConfigs.mailPasswordEnc })
    .from(companyConfigs)
    .where(eq(companyConfigs.companyId, companyId))
    .limit(1);
  return row?.sealed ?? null;
}

/**
 * Writes the settings of a unit, creating its row on first save. `mailPasswordEnc` undefined
 * keeps the stored password.
 */
export async function upsertCompanySettings(
  db: Db | Tx,
  companyId: UnitId,
  settings: object,
  mailPasswordEnc?: string | null,
): Promise<void> {
  const password = mailPasswordEnc === undefined ? {} : { mailPasswordEnc };
  await db
    .insert(companyConfigs)
    .values({ companyId, settings, ...password })
    .onConflictDoUpdate({
      target: companyConfigs.companyId,
      set: { settings, updatedAt: new Date(), ...password },
    });
}

/** Whether the report is a live report of the unit (another unit's report is simply not found). */
export async function isLiveUnitReport(db: Db, companyId: UnitId, reportId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.companyId, companyId), isNull(reports.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** A registered custom domain still in use, with the unit and partner it belongs to. */
export async function findLiveDomainRegistration(db: Db, domainId: number) {
  const [row] = await db
    .select({ domain: domainRegistrations.domain, companyId: companies.id, partnerId: companies.partnerId })
    .from(domainRegistrations)
    .innerJoin(companies, eq(companies.id, domainRegistrations.companyId))
    .where(and(eq(domainRegistrations.id, domainId), isNull(domainRegistrations.removedAt)))
    .limit(1);
  return row;
}

/**
 * What getConfig needs of the caller besides the unit's settings, in one query: the user's home
 * page and questionnaire state, whether the unit lets admins add reports, and whether the user
 * opened a session of their own (not acted as, not a TV screen's) before this one. Undefined
 * when the user does not exist.
 */
export async function findSessionContext(
  db: Db,
  opts: { userId: number; sessionId: number; companyId: UnitId | null },
) {
  const [row] = await sessionContext(db).execute(opts);
  return row;
}

const sessionContext = preparedQuery((db) =>
  db
    .select({
      homePage: users.homePage,
      showQuestionnaire: users.showQuestionnaire,
      questionnaireAnsweredAt: users.questionnaireAnsweredAt,
      allowAddReports: sql<
        boolean | null
      >`(select ${companies.allowAddReports} from ${companies} where ${companies.id} = ${sql.placeholder('companyId')})`,
      hasEarlierOwnSession: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.userId} = ${sql.placeholder('userId')} and ${sessions.id} < ${sql.placeholder('sessionId')} and ${sessions.impersonatorUserId} is null and ${sessions.playlistId} is null)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_context'),
);

/** Sets the unit's relatorio_id to null when it names `reportId` (the report is being deleted). */
export async function clearHomeReport(db: Db | Tx, companyId: UnitId, reportId: number): Promise<void> {
  await db
    .update(companyConfigs)
    .set({
      settings: sql`jsonb_set(${companyConfigs.settings}, '{relatorio_id}', 'null'::jsonb)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(companyConfigs.companyId, companyId),
        sql`${companyConfigs.settings} -> 'relatorio_id' = to_jsonb(${reportId}::int)`,
      ),
    );
}
