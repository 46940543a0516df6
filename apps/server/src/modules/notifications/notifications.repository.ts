import type { Language, TNotificationAudience, TPageQuery, TSentNotification } from '@mirante/contracts';
import { resolveLanguage } from '@mirante/contracts';
import { and, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  companies,
  memberships,
  notificationRecipients,
  notifications,
  sessions,
  userGroups,
  users,
} from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { likeContains } from '../../platform/sql';

type Handle = Db | Tx;

/** An addressee as the texts and e-mails need them. */
export interface Addressee {
  id: number;
  name: string;
  email: string;
  language: Language;
}

/** Members of the unit who may sign in to it: live, not deactivated, invitation accepted. */
function liveMember(companyId: UnitId): SQL {
  return and(
    eq(memberships.companyId, companyId),
    isNull(memberships.deletedAt),
    isNull(memberships.deactivatedAt),
    isNull(users.deactivatedAt),
    sql`(${memberships.invitedAt} is null or ${memberships.acceptedAt} is not null)`,
  ) as SQL;
}

/**
 * The people an audience names in the unit. Selected people or groups that are not the unit's
 * are not found (404), as any other tenant's id.
 */
export async function resolveAudience(
  db: Handle,
  companyId: UnitId,
  audience: TNotificationAudience,
): Promise<number[]> {
  let condition: SQL | undefined;
  if (audience.kind === 'profile') condition = eq(memberships.profile, audience.profile);
  if (audience.kind === 'users') condition = inArray(memberships.userId, audience.user_ids);
  if (audience.kind === 'groups') {
    const found = await db
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(
        and(
          eq(userGroups.companyId, companyId),
          isNull(userGroups.deletedAt),
          inArray(userGroups.id, audience.group_ids),
        ),
      );
    if (found.length !== new Set(audience.group_ids).size) throw new AppError('group_not_found');
    condition = sql`exists (select 1 from membership_groups mg where mg.membership_id = ${memberships.id}
      and mg.group_id in ${sql`(${sql.join(
        audience.group_ids.map((id) => sql`${id}`),
        sql`, `,
      )})`})`;
  }
  const rows = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(liveMember(companyId), condition));
  const ids = rows.map((r) => r.id);
  if (audience.kind === 'users' && ids.length !== new Set(audience.user_ids).size) throw notFound();
  return ids;
}

/** Names, e-mails and languages of the addressees, in the unit. */
export async function addresseesOf(db: Handle, companyId: UnitId, userIds: number[]): Promise<Addressee[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(liveMember(companyId), inArray(memberships.userId, userIds)));
  return rows.map((r) => ({ ...r, language: resolveLanguage(r.language) }));
}

/** Accounts addressed from outside the unit (a partner's), by id, whatever their memberships. */
export async function accountsOf(db: Handle, userIds: number[]): Promise<Addressee[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
  return rows.map((r) => ({ ...r, language: resolveLanguage(r.language) }));
}

/** Whether the account may compose notifications (its "allow create notifications"). */
export async function mayCreateNotifications(db: Handle, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ allowed: users.allowCreateNotifications })
    .from(users)
    .where(eq(users.id, userId));
  return row?.allowed === true;
}

/** The account's name (the preview fills `user_name` with the caller's own). */
export async function accountName(db: Handle, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** The unit's name, as notifications and their e-mails sign it. */
export async function unitName(db: Handle, companyId: UnitId): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
  return row.name;
}

/** When a session began: login notices wait for the first sign-in after they were sent. */
export async function sessionStartedAt(db: Handle, sessionId: number): Promise<Date> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.createdAt ?? new Date(0);
}

export async function insertNotification(tx: Tx, values: typeof notifications.$inferInsert) {
  const [row] = await tx.insert(notifications).values(values).returning({
    id: notifications.id,
    lastSentAt: notifications.lastSentAt,
  });
  return row!;
}

/** Every addressee's copy, in batches small enough for one statement's parameters. */
export async function insertRecipients(tx: Tx, rows: (typeof notificationRecipients.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(notificationRecipients)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

const recipientCount = sql<number>`(select count(*)::int from ${notificationRecipients}
  where ${notificationRecipients.notificationId} = ${notifications.id})`;
const readCount = sql<number>`(select count(*)::int from ${notificationRecipients}
  where ${notificationRecipients.notificationId} = ${notifications.id} and ${notificationRecipients.readAt} is not null)`;

function sentColumns() {
  return {
    id: notifications.id,
    kind: notifications.kind,
    subject: notifications.subject,
    body: notifications.body,
    audience: notifications.audience,
    login_notice: notifications.loginNotice,
    sender_name: users.name,
    report_id: notifications.reportId,
    recipients: recipientCount,
    read: readCount,
    lastSentAt: notifications.lastSentAt,
  };
}

type SentRow = Omit<TSentNotification, 'last_sent_at' | 'audience'> & { lastSentAt: Date; audience: unknown };

function presentSent({ lastSentAt, audience, ...row }: SentRow): TSentNotification {
  return {
    ...row,
    audience: (audience ?? null) as TSentNotification['audience'],
    last_sent_at: lastSentAt.toISOString(),
  };
}

/** The unit's sent notifications (the senders' records), newest first, searched by subject. */
export async function listSent(db: Db, companyId: UnitId, query: TPageQuery) {
  const where = and(
    eq(notifications.companyId, companyId),
    query.search ? ilike(notifications.subject, likeContains(query.search)) : undefined,
  );
  const rows = await db
    .select(sentColumns())
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderUserId))
    .where(where)
    .orderBy(desc(notifications.lastSentAt), desc(notifications.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where);
  return { data: rows.map(presentSent), page: query.page, per_page: query.per_page, total: count?.n ?? 0 };
}

/** One sent notification of the unit; another unit's is not found. */
export async function findSent(db: Handle, companyId: UnitId, id: number): Promise<TSentNotification> {
  const [row] = await db
    .select(sentColumns())
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderUserId))
    .where(and(eq(notifications.companyId, companyId), eq(notifications.id, id)));
  if (!row) throw new AppError('notification_not_found');
  return presentSent(row);
}

/** Whether a report's maintenance notice went out at or after `since` (a window's opening). */
export async function maintenanceNoticeSince(db: Handle, reportId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.reportId, reportId),
        eq(notifications.kind, 'maintenance'),
        sql`${notifications.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
