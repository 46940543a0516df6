import type {
  TInboxItem,
  TNotificationPolicies,
  TInboxPage,
  TPageQuery,
  TUnreadCount,
} from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import {
  deleteCopy,
  findCopy,
  listInbox,
  markCopiesRead,
  markLoginShown,
  pendingLoginNotices,
  unreadCount,
} from './notifications-inbox.repository';
import { sessionStartedAt } from './notifications.repository';
import { maySend } from './notifications.service';

/*
 * Each person's inbox in the unit of their session. Profiles without a unit (operator, partner)
 * receive nothing here: their inbox is empty.
 */

/**
 * What the screen offers: a unit's admins send and keep templates, its members send when allowed;
 * a partner does both for the unit it picks (each call names it); the operator neither.
 */
async function policiesOf(db: Db, scope: Scope): Promise<TNotificationPolicies> {
  if (scope.profile === 'master') return { send: true, templates: true };
  if (scope.companyId === null) return { send: false, templates: false };
  return { send: await maySend(db, scope), templates: scope.profile === 'admin' };
}

interface InboxCall {
  db: Db;
  scope: Scope;
}

export async function inboxPage({
  db,
  scope,
  query,
}: InboxCall & { query: TPageQuery & { status: 'unread' | 'all' } }): Promise<TInboxPage> {
  const policies = await policiesOf(db, scope);
  if (scope.companyId === null) {
    const empty = { data: [], page: query.page, per_page: query.per_page, total: 0 };
    return { ...empty, policies, unread: 0, last_sent_at: null };
  }
  return { ...(await listInbox(db, scope.companyId, scope.userId, query)), policies };
}

export async function inboxUnread({ db, scope }: InboxCall): Promise<TUnreadCount> {
  if (scope.companyId === null) return { unread: 0, last_sent_at: null };
  return unreadCount(db, scope.companyId, scope.userId);
}

export async function readInboxItem({ db, scope, id }: InboxCall & { id: number }): Promise<TInboxItem> {
  const companyId = scope.companyId;
  if (companyId === null) throw new AppError('notification_not_found');
  await findCopy(db, companyId, scope.userId, id);
  await markCopiesRead(db, companyId, scope.userId, id);
  return findCopy(db, companyId, scope.userId, id);
}

export async function readWholeInbox({ db, scope }: InboxCall): Promise<{ read: number }> {
  if (scope.companyId === null) return { read: 0 };
  return { read: (await markCopiesRead(db, scope.companyId, scope.userId)).length };
}

/** Deletes the person's copy; the sender's record and everyone else's copies stay. */
export async function deleteInboxItem({ db, scope, id }: InboxCall & { id: number }): Promise<void> {
  const companyId = scope.companyId;
  if (companyId === null) throw new AppError('notification_not_found');
  await db.transaction(async (tx) => {
    await findCopy(tx, companyId, scope.userId, id);
    await deleteCopy(tx, companyId, scope.userId, id);
  });
}

/**
 * The login notices to show now: sent before this session began and never shown. Asking marks
 * them shown, so each appears once, after the first sign-in that follows it.
 */
export async function takeLoginNotices({ db, scope }: InboxCall): Promise<{ data: TInboxItem[] }> {
  const companyId = scope.companyId;
  if (companyId === null) return { data: [] };
  return db.transaction(async (tx) => {
    const before = await sessionStartedAt(tx, scope.sessionId);
    const data = await pendingLoginNotices(tx, companyId, scope.userId, before);
    await markLoginShown(
      tx,
      companyId,
      scope.userId,
      data.map((n) => n.id),
    );
    return { data };
  });
}
