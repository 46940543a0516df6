import {
  ZCreateFollowUpRequest,
  ZCreateTicketRequest,
  ZTicketAttachment,
  ZTicketAttachmentParams,
  ZTicketDetail,
  ZTicketFollowUp,
  ZTicketListQuery,
  ZTicketPage,
  ZTicketParams,
  ZTicketStatusRequest,
  ZTicketUploadQuery,
  ZUpdateTicketRequest,
} from '../help-desk';
import { fileAnswer, route } from '../route-map';

/** The help desk's calls: tickets, their thread and files, for a unit's members and its partners. */
export const helpDeskRoutes = {
  list: route('GET /auth/help_desk', {
    summary: 'Tickets in reach: one’s own, the unit’s (support agents, admins), the partner’s units',
    query: ZTicketListQuery,
    response: ZTicketPage,
  }),
  open: route('POST /auth/help_desk', {
    summary: 'Open a ticket',
    body: ZCreateTicketRequest,
    response: ZTicketDetail,
    status: 201,
  }),
  get: route('GET /auth/help_desk/:id', {
    summary: 'A ticket with its thread and files',
    params: ZTicketParams,
    response: ZTicketDetail,
  }),
  update: route('PUT /auth/help_desk/:id', {
    summary: 'Set a ticket’s priority or estimated date (support side)',
    params: ZTicketParams,
    body: ZUpdateTicketRequest,
    response: ZTicketDetail,
  }),
  setStatus: route('POST /auth/help_desk/:id/status', {
    summary: 'Take a ticket (ongoing) or solve it',
    params: ZTicketParams,
    body: ZTicketStatusRequest,
    response: ZTicketDetail,
  }),
  followUp: route('POST /auth/help_desk/:id/follow_ups', {
    summary: 'Answer a ticket or add an internal note; an answer reopens a solved ticket',
    params: ZTicketParams,
    body: ZCreateFollowUpRequest,
    response: ZTicketFollowUp,
    status: 201,
  }),
  /** The body is the file's bytes, of any type (not JSON): the web app sends it with its upload helper. */
  attach: route('POST /auth/help_desk/:id/attachments', {
    summary: 'Attach a file to a ticket or to one’s own follow-up (raw body, name in the query)',
    params: ZTicketParams,
    query: ZTicketUploadQuery,
    response: ZTicketAttachment,
    status: 201,
  }),
  /** The file goes out with its own media type; octet-stream stands for any of them. */
  attachment: route('GET /auth/help_desk/attachments/:id', {
    summary: 'A ticket’s file: pictures shown, anything else downloaded',
    params: ZTicketAttachmentParams,
    response: fileAnswer,
    file: 'application/octet-stream',
  }),
} as const;
