import type { TInboxItem, TPageQuery } from '@mirante/contracts';
import { and, desc, eq, ilike, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { notificationRecipients as copies, notifications, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { likeContains } from '../../platform/sql';

type Handle = Db | Tx;

/** A person's own copies in one unit that they have not deleted. */
function inboxOf(companyId: UnitId, userId: number): SQL {
  return and(eq(copies.companyId, companyId), eq(copies.userId, userId), isNull(copies.deletedAt)) as SQL;
}

const columns = {
  id: copies.id,
  notification_id: copies.notificationId,
  kind: notifications.kind,
  subject: copies.subject,
  body: copies.body,
  sender_name: users.name,
  login_notice: notifications.loginNotice,
  readAt: copies.readAt,
  createdAt: copies.createdAt,
};

type Row = Omit<TInboxItem, 'read' | 'sent_at'> & { readAt: Date | null; createdAt: Date };

function present({ readAt, createdAt, ...row }: Row): TInboxItem {
  return { ...row, read: readAt !== null, sent_at: createdAt.toISOString() };
}

/** The unread count and when the newest notification arrived. */
export async function unreadCount(db: Handle, companyId: UnitId, userId: number) {
  const [row] = await db
    .select({
      unread: sql<number>`count(*) filter (where ${copies.readAt} is null)::int`,
      last: sql<string | null>`max(${copies.createdAt})`,
    })
    .from(copies)
    .where(inboxOf(companyId, userId));
  return {
    unread: row?.unread ?? 0,
    last_sent_at: row?.last ? new Date(row.last).toISOString() : null,
  };
}

/** A page of the person's inbox, newest first: every notification or only the unread ones. */
export async function listInbox(
  db: Db,
  companyId: UnitId,
  userId: number,
  query: TPageQuery & { status: 'unread' | 'all' },
) {
  const where = and(
    inboxOf(companyId, userId),
    query.status === 'unread' ? isNull(copies.readAt) : undefined,
    query.search ? ilike(copies.subject, likeContains(query.search)) : undefined,
  );
  const rows = await db
    .select(columns)
    .from(copies)
    .innerJoin(notifications, eq(notifications.id, copies.notificationId))
    .leftJoin(users, eq(users.id, notifications.senderUserId))
    .where(where)
    .orderBy(desc(copies.createdAt), desc(copies.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(copies).where(where);
  const totals = await unreadCount(db, companyId, userId);
  return {
    data: rows.map(present),
    page: query.page,
    per_page: query.per_page,
    total: count?.n ?? 0,
    ...totals,
  };
}

/** One of the person's own copies; anyone else's (or a deleted one) is not found. */
export async function findCopy(
  db: Handle,
  companyId: UnitId,
  userId: number,
  id: number,
): Promise<TInboxItem> {
  const [row] = await db
    .select(columns)
    .from(copies)
    .innerJoin(notifications, eq(notifications.id, copies.notificationId))
    .leftJoin(users, eq(users.id, notifications.senderUserId))
    .where(and(inboxOf(companyId, userId), eq(copies.id, id)));
  if (!row) throw new AppError('notification_not_found');
  return present(row);
}

export async function markCopiesRead(db: Handle, companyId: UnitId, userId: number, id?: number) {
  return db
    .update(copies)
    .set({ readAt: new Date() })
    .where(
      and(
        inboxOf(companyId, userId),
        isNull(copies.readAt),
        id === undefined ? undefined : eq(copies.id, id),
      ),
    )
    .returning({ id: copies.id });
}

/** Deletes the person's copy only: the sender's record and the others' copies stay. */
export async function deleteCopy(db: Handle, companyId: UnitId, userId: number, id: number) {
  await db
    .update(copies)
    .set({ deletedAt: new Date() })
    .where(and(inboxOf(companyId, userId), eq(copies.id, id)));
}

/** Login notices sent before this session began and not yet shown to the person. */
export async function pendingLoginNotices(db: Handle, companyId: UnitId, userId: number, before: Date) {
  const rows = await db
    .select(columns)
    .from(copies)
    .innerJoin(notifications, eq(notifications.id, copies.notificationId))
    .leftJoin(users, eq(users.id, notifications.senderUserId))
    .where(
      and(
        inboxOf(companyId, userId),
        eq(notifications.loginNotice, true),
        isNull(copies.loginShownAt),
        lte(copies.createdAt, before),
      ),
    )
    .orderBy(desc(copies.createdAt))
    .limit(20);
  return rows.map(present);
}

export async function markLoginShown(db: Handle, companyId: UnitId, userId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(copies)
    .set({ loginShownAt: new Date() })
    .where(and(inboxOf(companyId, userId), inArray(copies.id, ids)));
}
