import { z } from 'zod';
import { TICKET_PRIORITIES, TICKET_STATUSES } from './codes';
import { pageOf, ZPageQuery, zIdParam, zText } from './common';
import { zDateTime } from './dates';

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_TEXT_MAX = 10_000;
export const TICKET_FILE_NAME_MAX = 200;
/** Largest attachment accepted, in bytes. */
export const TICKET_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files one ticket or one follow-up may carry. */
export const TICKET_ATTACHMENTS_PER_ITEM = 10;

/**
 * The attachment types accepted, by file extension, with the type they are served as. The
 * server also checks the content matches (pictures and PDF by their signature, office files as
 * ZIP containers, text as UTF-8 without control bytes).
 */
export const TICKET_ATTACHMENT_TYPES = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<string, string>;

/** Whether a served type is shown in the page (pictures) rather than downloaded. */
export function isInlineAttachmentType(contentType: string): boolean {
  return contentType.startsWith('image/');
}

export const ZTicketPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZTicketAttachment = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Where the file is fetched from, with the caller's session. */
  url: z.string(),
  follow_up_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type TTicketAttachment = z.infer<typeof ZTicketAttachment>;

export const ZTicketSummary = z.object({
  id: z.number().int(),
  subject: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  company_id: z.number().int(),
  company_name: z.string(),
  opened_by: ZTicketPerson.nullable(),
  estimated_at: z.string().nullable(),
  follow_ups_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTicketSummary = z.infer<typeof ZTicketSummary>;

export const ZTicketListQuery = ZPageQuery.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  /** The units of one partner (the operator's partners list); narrows, never widens, the reach. */
  partner_id: zIdParam().optional(),
});
export type TTicketListQuery = z.infer<typeof ZTicketListQuery>;

export const ZTicketPage = pageOf(ZTicketSummary).extend({
  /** The caller may open tickets (a unit's admin or user). */
  policies: z.object({ can_create: z.boolean() }),
});
export type TTicketPage = z.infer<typeof ZTicketPage>;

export const ZTicketFollowUp = z.object({
  id: z.number().int(),
  author: ZTicketPerson.nullable(),
  body: z.string(),
  internal: z.boolean(),
  status_change: z.enum(TICKET_STATUSES).nullable(),
  attachments: z.array(ZTicketAttachment),
  created_at: z.string(),
});
export type TTicketFollowUp = z.infer<typeof ZTicketFollowUp>;

/** What the caller may do on a ticket, so the screen never works it out itself. */
export const ZTicketPolicies = z.object({
  answer: z.boolean(),
  /** Write internal notes (and see them): the support side. */
  internal_notes: z.boolean(),
  set_ongoing: z.boolean(),
  solve: z.boolean(),
  /** Change the priority and the estimated date. */
  edit: z.boolean(),
  attach: z.boolean(),
});
export type TTicketPolicies = z.infer<typeof ZTicketPolicies>;

export const ZTicketDetail = ZTicketSummary.extend({
  description: z.string(),
  solved_at: z.string().nullable(),
  attachments: z.array(ZTicketAttachment),
  follow_ups: z.array(ZTicketFollowUp),
  policies: ZTicketPolicies,
});
export type TTicketDetail = z.infer<typeof ZTicketDetail>;

export const ZTicketParams = z.object({ id: zIdParam() });
export const ZTicketAttachmentParams = z.object({ id: zIdParam() });

export const ZCreateTicketRequest = z.object({
  subject: zText().trim().min(1).max(TICKET_SUBJECT_MAX),
  description: zText().trim().min(1).max(TICKET_TEXT_MAX),
  priority: z.enum(TICKET_PRIORITIES).default('normal'),
});
export type TCreateTicketRequest = z.input<typeof ZCreateTicketRequest>;

/** The support side's changes to a ticket; a field left out stays as it is. */
export const ZUpdateTicketRequest = z.object({
  priority: z.enum(TICKET_PRIORITIES).optional(),
  estimated_at: zDateTime().nullable().optional(),
});
export type TUpdateTicketRequest = z.input<typeof ZUpdateTicketRequest>;

/** Moving a ticket on: ongoing (support side) or solved (after the screen's confirmation). */
export const ZTicketStatusRequest = z.object({ status: z.enum(['ongoing', 'solved']) });
export type TTicketStatusRequest = z.infer<typeof ZTicketStatusRequest>;

/** A follow-up; on a solved ticket an answer (not an internal note) opens it again. */
export const ZCreateFollowUpRequest = z.object({
  body: zText().trim().min(1).max(TICKET_TEXT_MAX),
  internal: z.boolean().default(false),
});
export type TCreateFollowUpRequest = z.input<typeof ZCreateFollowUpRequest>;

/** An upload's name and where it goes (the ticket itself, or one of its follow-ups). */
export const ZTicketUploadQuery = z.object({
  name: zText().trim().min(1).max(TICKET_FILE_NAME_MAX),
  follow_up_id: zIdParam().optional(),
});
export type TTicketUploadQuery = z.infer<typeof ZTicketUploadQuery>;
