import type { TicketPriority, TicketStatus, TTicketListQuery, TTicketSummary } from '@mirante/contracts';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  companies,
  companyConfigs,
  helpDeskAttachments,
  helpDeskFollowUps,
  helpDeskTickets,
  memberships,
  partners,
  users,
} from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type UnitId, trustedUnitId } from '../../platform/scope';
import { likeContains } from '../../platform/sql';
import type { TicketReach } from './help-desk.policy';

export type TicketRow = Awaited<ReturnType<typeof selectTickets>>[number];
export type FollowUpRow = typeof helpDeskFollowUps.$inferSelect & { authorName: string | null };
export type AttachmentRow = typeof helpDeskAttachments.$inferSelect;

/**
 * A unit whose help desk is off (`enable_helpdesk`) has no help-desk area for anyone: its tickets
 * leave the partner's and the operator's lists too, and come back when it is turned on again.
 * (A unit's own members are refused the whole area before any ticket is read.)
 */
const helpDeskOn = sql`exists (select 1 from ${companyConfigs}
  where ${companyConfigs.companyId} = ${helpDeskTickets.companyId}
  and ${companyConfigs.settings} ->> 'enable_helpdesk' = 'S')`;

/** The tickets a reach covers; the units' own partner chain decides for partners and the operator. */
function reachWhere(reach: TicketReach): SQL | undefined {
  switch (reach.kind) {
    case 'own':
      return and(eq(helpDeskTickets.companyId, reach.companyId), eq(helpDeskTickets.openedBy, reach.userId));
    case 'unit':
      return eq(helpDeskTickets.companyId, reach.companyId);
    case 'partner':
      return and(eq(companies.partnerId, reach.partnerId), helpDeskOn);
    case 'operator':
      return and(or(eq(partners.id, reach.operatorId), eq(partners.parentId, reach.operatorId)), helpDeskOn);
  }
}

function selectTickets(db: Db | Tx, where: SQL | undefined) {
  const followUps = db.$count(helpDeskFollowUps, eq(helpDeskFollowUps.ticketId, helpDeskTickets.id));
  return db
    .select({
      ticket: helpDeskTickets,
      companyName: companies.name,
      openerName: users.name,
      followUps,
    })
    .from(helpDeskTickets)
    .innerJoin(companies, eq(companies.id, helpDeskTickets.companyId))
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .leftJoin(users, eq(users.id, helpDeskTickets.openedBy))
    .where(and(isNull(companies.deletedAt), where));
}

/** The list's row as sent. */
export function presentSummary(row: TicketRow): TTicketSummary {
  const t = row.ticket;
  return {
    id: t.id,
    subject: t.subject,
    priority: t.priority,
    status: t.status,
    company_id: t.companyId,
    company_name: row.companyName,
    opened_by: t.openedBy === null ? null : { id: t.openedBy, name: row.openerName ?? '' },
    estimated_at: t.estimatedAt?.toISOString() ?? null,
    follow_ups_count: row.followUps,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

/** A page of the tickets in reach, newest first, searched by number, subject or opener. */
export async function listTickets(db: Db, reach: TicketReach, query: TTicketListQuery) {
  const term = query.search?.replace(/^#/, '');
  const search = term
    ? or(
        ilike(helpDeskTickets.subject, likeContains(term)),
        ilike(users.name, likeContains(term)),
        /^\d{1,9}$/.test(term) ? eq(helpDeskTickets.id, Number(term)) : undefined,
      )
    : undefined;
  const where = and(
    reachWhere(reach),
    search,
    query.status ? eq(helpDeskTickets.status, query.status) : undefined,
    query.priority ? eq(helpDeskTickets.priority, query.priority) : undefined,
    query.partner_id ? eq(companies.partnerId, query.partner_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectTickets(db, where)
      .orderBy(desc(helpDeskTickets.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(helpDeskTickets)
      .innerJoin(companies, eq(companies.id, helpDeskTickets.companyId))
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .leftJoin(users, eq(users.id, helpDeskTickets.openedBy))
      .where(and(isNull(companies.deletedAt), where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One ticket in reach; anything else is 'This ticket does not exist'. */
export async function findTicket(db: Db | Tx, reach: TicketReach, id: number): Promise<TicketRow> {
  const [row] = await selectTickets(db, and(reachWhere(reach), eq(helpDeskTickets.id, id)));
  if (!row) throw new AppError('ticket_not_found');
  return row;
}

/** A ticket by its number alone, for background work that already knows it may (queued e-mails). */
export async function findTicketRecord(db: Db, id: number): Promise<TicketRow | null> {
  const [row] = await selectTickets(db, eq(helpDeskTickets.id, id));
  return row ?? null;
}

/** The unit of a ticket found in reach (trusted: the reach was checked on that very row). */
export function unitOfTicket(row: TicketRow): UnitId {
  return trustedUnitId(row.ticket.companyId);
}

export async function insertTicket(
  tx: Tx,
  companyId: UnitId,
  values: { subject: string; description: string; priority: TicketPriority; openedBy: number },
) {
  const [row] = await tx
    .insert(helpDeskTickets)
    .values({ ...values, companyId })
    .returning({ id: helpDeskTickets.id });
  return row!.id;
}

export async function updateTicketRow(
  tx: Tx,
  companyId: UnitId,
  id: number,
  values: Partial<{
    priority: TicketPriority;
    estimatedAt: Date | null;
    status: TicketStatus;
    solvedAt: Date | null;
  }>,
): Promise<void> {
  await tx
    .update(helpDeskTickets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(helpDeskTickets.companyId, companyId), eq(helpDeskTickets.id, id)));
}

export async function insertFollowUp(
  tx: Tx,
  companyId: UnitId,
  values: {
    ticketId: number;
    authorId: number;
    body: string;
    internal: boolean;
    statusChange: TicketStatus | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(helpDeskFollowUps)
    .values({ ...values, companyId })
    .returning({ id: helpDeskFollowUps.id });
  return row!.id;
}

/** A ticket's thread in order; internal notes only when asked for. */
export async function listFollowUps(
  db: Db | Tx,
  ticketId: number,
  withInternal: boolean,
): Promise<FollowUpRow[]> {
  const rows = await db
    .select({ followUp: helpDeskFollowUps, authorName: users.name })
    .from(helpDeskFollowUps)
    .leftJoin(users, eq(users.id, helpDeskFollowUps.authorId))
    .where(
      and(
        eq(helpDeskFollowUps.ticketId, ticketId),
        withInternal ? undefined : eq(helpDeskFollowUps.internal, false),
      ),
    )
    .orderBy(asc(helpDeskFollowUps.id));
  return rows.map((r) => ({ ...r.followUp, authorName: r.authorName }));
}

export async function findFollowUp(db: Db | Tx, ticketId: number, id: number) {
  const [row] = await db
    .select()
    .from(helpDeskFollowUps)
    .where(and(eq(helpDeskFollowUps.ticketId, ticketId), eq(helpDeskFollowUps.id, id)));
  return row ?? null;
}

export async function listAttachments(db: Db | Tx, ticketId: number): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(helpDeskAttachments)
    .where(eq(helpDeskAttachments.ticketId, ticketId))
    .orderBy(asc(helpDeskAttachments.id));
}

export async function countAttachments(tx: Tx, ticketId: number, followUpId: number | null) {
  return tx.$count(
    helpDeskAttachments,
    and(
      eq(helpDeskAttachments.ticketId, ticketId),
      followUpId === null
        ? isNull(helpDeskAttachments.followUpId)
        : eq(helpDeskAttachments.followUpId, followUpId),
    ),
  );
}

export async function insertAttachment(
  tx: Tx,
  companyId: UnitId,
  values: Omit<typeof helpDeskAttachments.$inferInsert, 'companyId' | 'id' | 'createdAt'>,
): Promise<AttachmentRow> {
  const [row] = await tx
    .insert(helpDeskAttachments)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

/** An attachment with what decides whether the caller may fetch it. */
export async function findAttachment(db: Db, id: number) {
  const [row] = await db
    .select({
      attachment: helpDeskAttachments,
      internal: helpDeskFollowUps.internal,
    })
    .from(helpDeskAttachments)
    .leftJoin(helpDeskFollowUps, eq(helpDeskFollowUps.id, helpDeskAttachments.followUpId))
    .where(eq(helpDeskAttachments.id, id));
  return row ?? null;
}

/** Whether the account carries the support-agent flag. */
export async function isSupportAgent(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ flag: users.supportAgent }).from(users).where(eq(users.id, userId));
  return row?.flag ?? false;
}

export interface MailRecipient {
  id: number;
  name: string;
  email: string;
  language: string;
}

/** Live, usable members of a unit with the given profiles (or the support-agent flag). */
export async function unitRecipients(
  db: Db,
  companyId: UnitId,
  who: 'agents' | 'admins',
): Promise<MailRecipient[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        isNull(memberships.deletedAt),
        isNull(memberships.deactivatedAt),
        or(isNull(memberships.invitedAt), isNotNull(memberships.acceptedAt)),
        isNull(users.deactivatedAt),
        inArray(memberships.status, ['A', 'T']),
        who === 'agents' ? eq(users.supportAgent, true) : eq(memberships.profile, 'admin'),
      ),
    )
    .orderBy(asc(users.id));
}

export async function findRecipient(db: Db, userId: number): Promise<MailRecipient | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  return row ?? null;
}
