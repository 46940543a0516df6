import {
  type TCreateFollowUpRequest,
  type TCreateTicketRequest,
  type TTicketAttachment,
  type TTicketDetail,
  type TTicketFollowUp,
  type TTicketListQuery,
  type TTicketPage,
  type TTicketStatusRequest,
  type TUpdateTicketRequest,
  ZCreateFollowUpRequest,
  ZCreateTicketRequest,
} from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { ensureJobsSchema } from '../../platform/jobs';
import { type Scope, type UnitId, unitOf } from '../../platform/scope';
import { getCompanyConfig, unitConfigOf } from '../identity';
import { queueHelpDeskMails } from './help-desk-mail.service';
import { helpDeskPolicy, isSupportSide, type TicketReach, ticketPolicies } from './help-desk.policy';
import {
  type AttachmentRow,
  findTicket,
  insertFollowUp,
  insertTicket,
  isSupportAgent,
  listAttachments,
  listFollowUps,
  listTickets,
  presentSummary,
  type TicketRow,
  unitOfTicket,
  updateTicketRow,
} from './help-desk.repository';

/** What every help-desk call takes: the database and the caller. */
export interface HelpDeskCall {
  db: Db;
  scope: Scope;
}

/** Where links in e-mails point: the origin of the ticket's unit (unitLinkOrigin). */
export type LinkOrigin = (companyId: UnitId) => Promise<string>;

/**
 * The caller's reach. For a unit's members the area exists only while the unit's
 * `enable_helpdesk` is on; partners and the operator keep the area, but not the tickets of a
 * unit whose help desk is off (help-desk.repository.ts).
 */
export async function reachOf(db: Db, scope: Scope): Promise<TicketReach> {
  if (scope.profile === 'a2m' && scope.partnerId !== null)
    return { kind: 'operator', operatorId: scope.partnerId };
  if (scope.profile === 'master' && scope.partnerId !== null)
    return { kind: 'partner', partnerId: scope.partnerId };
  const companyId = unitOf(scope);
  const config = await unitConfigOf(db, scope, companyId);
  if (config.enable_helpdesk !== 'S') throw new AppError('no_functionality_access');
  if (scope.profile === 'admin' || (await isSupportAgent(db, scope.userId)))
    return { kind: 'unit', companyId };
  return { kind: 'own', companyId, userId: scope.userId };
}

export function presentAttachment(row: AttachmentRow): TTicketAttachment {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    url: `/api/auth/help_desk/attachments/${row.id}`,
    follow_up_id: row.followUpId,
    created_at: row.createdAt.toISOString(),
  };
}

async function presentDetail(
  db: Db,
  reach: TicketReach,
  row: TicketRow,
  userId: number,
): Promise<TTicketDetail> {
  const support = isSupportSide(reach);
  const followUps = await listFollowUps(db, row.ticket.id, support);
  const visible = new Set(followUps.map((f) => f.id));
  const files = (await listAttachments(db, row.ticket.id)).filter(
    (a) => a.followUpId === null || visible.has(a.followUpId),
  );
  return {
    ...presentSummary(row),
    // Internal notes are part of the count only for those who see them.
    follow_ups_count: followUps.length,
    description: row.ticket.description,
    solved_at: row.ticket.solvedAt?.toISOString() ?? null,
    attachments: files.filter((a) => a.followUpId === null).map(presentAttachment),
    follow_ups: followUps.map((f) => ({
      id: f.id,
      author: f.authorId === null ? null : { id: f.authorId, name: f.authorName ?? '' },
      body: f.body,
      internal: f.internal,
      status_change: f.statusChange,
      attachments: files.filter((a) => a.followUpId === f.id).map(presentAttachment),
      created_at: f.createdAt.toISOString(),
    })),
    policies: ticketPolicies(reach, { status: row.ticket.status, openedBy: row.ticket.openedBy }, userId),
  };
}

function audit(tx: Tx, scope: Scope, companyId: UnitId, event: string, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), companyId, event, details });
}

/** The tickets in the caller's reach, one page at a time, with whether they may open one. */
export async function listHelpDesk({
  db,
  scope,
  query,
}: HelpDeskCall & { query: TTicketListQuery }): Promise<TTicketPage> {
  const reach = await reachOf(db, scope);
  const { rows, total } = await listTickets(db, reach, query);
  return {
    data: rows.map(presentSummary),
    page: query.page,
    per_page: query.per_page,
    total,
    policies: { can_create: helpDeskPolicy.open(scope) },
  };
}

export async function getHelpDeskTicket({
  db,
  scope,
  id,
}: HelpDeskCall & { id: number }): Promise<TTicketDetail> {
  const reach = await reachOf(db, scope);
  return presentDetail(db, reach, await findTicket(db, reach, id), scope.userId);
}

/** Mail goes out only when the ticket's unit asks for it (`send_email_helpdesk`). */
async function mailsWanted(db: Db, companyId: UnitId): Promise<boolean> {
  const config = await getCompanyConfig(db, companyId);
  return config.enable_helpdesk === 'S' && config.send_email_helpdesk === 'S';
}

/**
 * The origin the e-mails of a change to the unit's tickets link to, or null when the unit sends
 * none; with mail, the jobs table is made ready before the transaction that queues it.
 */
async function mailOrigin(db: Db, companyId: UnitId, linkOrigin: LinkOrigin): Promise<string | null> {
  if (!(await mailsWanted(db, companyId))) return null;
  const origin = await linkOrigin(companyId);
  if (origin) await ensureJobsSchema(db);
  return origin;
}

/** A call that changes a ticket, whose e-mails link to its unit's origin. */
type TicketChange<Input> = HelpDeskCall & { id: number; input: Input; linkOrigin: LinkOrigin };

/** Opens a ticket in the caller's unit; the support side hears of it when the unit sends e-mail. */
export async function openHelpDeskTicket({
  db,
  scope,
  input,
  linkOrigin,
}: HelpDeskCall & { input: TCreateTicketRequest; linkOrigin: LinkOrigin }): Promise<TTicketDetail> {
  const reach = await reachOf(db, scope);
  const companyId = unitOf(scope);
  const data = ZCreateTicketRequest.parse(input);
  const mail = await mailOrigin(db, companyId, linkOrigin);
  const id = await db.transaction(async (tx) => {
    const ticketId = await insertTicket(tx, companyId, { ...data, openedBy: scope.userId });
    await audit(tx, scope, companyId, 'help_desk.ticket_opened', {
      ticket_id: ticketId,
      priority: data.priority,
    });
    if (mail) {
      await queueHelpDeskMails(tx, {
        companyId,
        ticket: { id: ticketId, openedBy: scope.userId },
        followUpId: null,
        authorId: scope.userId,
        linkOrigin: mail,
      });
    }
    return ticketId;
  });
  return presentDetail(db, reach, await findTicket(db, reach, id), scope.userId);
}

/** The support side sets the priority and the estimated date; fields left out stay. */
export async function updateHelpDeskTicket({
  db,
  scope,
  id,
  input,
}: HelpDeskCall & { id: number; input: TUpdateTicketRequest }): Promise<TTicketDetail> {
  const reach = await reachOf(db, scope);
  const row = await findTicket(db, reach, id);
  if (!isSupportSide(reach)) throw new AppError('no_functionality_access');
  const changes = {
    ...(input.priority !== undefined ? { priority: input.priority } : {}),
    ...(input.estimated_at !== undefined
      ? { estimatedAt: input.estimated_at === null ? null : new Date(input.estimated_at) }
      : {}),
  };
  const companyId = unitOfTicket(row);
  await db.transaction(async (tx) => {
    await updateTicketRow(tx, companyId, id, changes);
    await audit(tx, scope, companyId, 'help_desk.ticket_updated', {
      ticket_id: id,
      fields: Object.keys(input),
    });
  });
  return presentDetail(db, reach, await findTicket(db, reach, id), scope.userId);
}

/**
 * Moves a ticket on: the support side takes it (ongoing); either side solves it. The change is a
 * follow-up of the thread, so the history shows who moved it and when.
 */
export async function changeHelpDeskStatus({
  db,
  scope,
  id,
  input,
  linkOrigin,
}: TicketChange<TTicketStatusRequest>): Promise<TTicketDetail> {
  const reach = await reachOf(db, scope);
  const row = await findTicket(db, reach, id);
  const policies = ticketPolicies(
    reach,
    { status: row.ticket.status, openedBy: row.ticket.openedBy },
    scope.userId,
  );
  const allowed = input.status === 'ongoing' ? policies.set_ongoing : policies.solve;
  if (!allowed) {
    // A move the ticket's state does not allow is bad input; one the caller's side may not make, a refusal.
    const stateAllows =
      input.status === 'ongoing' ? row.ticket.status === 'open' : row.ticket.status !== 'solved';
    if (stateAllows) throw new AppError('no_functionality_access');
    throw new AppError('validation_failed', { errors: { status: ['field_invalid'] } });
  }
  const companyId = unitOfTicket(row);
  const mail = await mailOrigin(db, companyId, linkOrigin);
  await db.transaction(async (tx) => {
    await updateTicketRow(tx, companyId, id, {
      status: input.status,
      ...(input.status === 'solved' ? { solvedAt: new Date() } : {}),
    });
    const followUpId = await insertFollowUp(tx, companyId, {
      ticketId: id,
      authorId: scope.userId,
      body: '',
      internal: false,
      statusChange: input.status,
    });
    await audit(tx, scope, companyId, 'help_desk.ticket_status', { ticket_id: id, status: input.status });
    if (mail) {
      await queueHelpDeskMails(tx, {
        companyId,
        ticket: { id, openedBy: row.ticket.openedBy },
        followUpId,
        authorId: scope.userId,
        linkOrigin: mail,
      });
    }
  });
  return presentDetail(db, reach, await findTicket(db, reach, id), scope.userId);
}

/**
 * Adds a follow-up. Internal notes belong to the support side; an answer on a solved ticket
 * opens it again. The other side hears of an answer when the unit sends e-mail.
 */
export async function addHelpDeskFollowUp({
  db,
  scope,
  id,
  input,
  linkOrigin,
}: TicketChange<TCreateFollowUpRequest>): Promise<TTicketFollowUp> {
  const reach = await reachOf(db, scope);
  const row = await findTicket(db, reach, id);
  const data = ZCreateFollowUpRequest.parse(input);
  if (data.internal && !isSupportSide(reach)) throw new AppError('no_functionality_access');
  const companyId = unitOfTicket(row);
  const reopen = !data.internal && row.ticket.status === 'solved';
  const mail = data.internal ? null : await mailOrigin(db, companyId, linkOrigin);
  const followUpId = await db.transaction(async (tx) => {
    const created = await insertFollowUp(tx, companyId, {
      ticketId: id,
      authorId: scope.userId,
      body: data.body,
      internal: data.internal,
      statusChange: reopen ? 'open' : null,
    });
    await updateTicketRow(tx, companyId, id, reopen ? { status: 'open', solvedAt: null } : {});
    await audit(tx, scope, companyId, 'help_desk.follow_up_added', {
      ticket_id: id,
      follow_up_id: created,
      internal: data.internal,
      reopened: reopen,
    });
    if (mail) {
      await queueHelpDeskMails(tx, {
        companyId,
        ticket: { id, openedBy: row.ticket.openedBy },
        followUpId: created,
        authorId: scope.userId,
        linkOrigin: mail,
      });
    }
    return created;
  });
  const detail = await presentDetail(db, reach, await findTicket(db, reach, id), scope.userId);
  const created = detail.follow_ups.find((f) => f.id === followUpId);
  if (!created) throw new AppError('ticket_not_found');
  return created;
}
