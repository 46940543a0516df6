import {
  DEFAULT_PAGE_SIZE,
  type TCreateFollowUpRequest,
  type TCreateTicketRequest,
  type TicketPriority,
  type TicketStatus,
  type TTicketAttachment,
  type TTicketDetail,
  type TTicketFollowUp,
  type TTicketPage,
  type TTicketStatusRequest,
  type TUpdateTicketRequest,
} from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedQueryOptions, uploadFile } from '../../../lib/api';

export interface TicketsQuery {
  page: number;
  search: string;
  status: TicketStatus | null;
  priority: TicketPriority | null;
  /** The units of one partner only (the operator's partners list). */
  partnerId?: number | null;
}

/** GET /api/auth/help_desk: one page of the tickets in the caller's reach. */
export function ticketsQueryOptions({ page, search, status, priority, partnerId = null }: TicketsQuery) {
  return pagedQueryOptions<TTicketPage>(
    ['help-desk', 'list', page, search.trim(), status, priority, partnerId],
    '/auth/help_desk',
    { page, search, perPage: DEFAULT_PAGE_SIZE, status, priority, partner_id: partnerId },
  );
}

export function useTickets(query: TicketsQuery) {
  return useQuery(ticketsQueryOptions(query));
}

/** GET /api/auth/help_desk/:id: the ticket, its thread, files and what the caller may do. */
export function ticketQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['help-desk', 'ticket', id],
    queryFn: ({ signal }) => api.get<TTicketDetail>(`/auth/help_desk/${id}`, { signal }),
  });
}

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}

const stale = [['help-desk']];

export const useOpenTicket = invalidatingMutation(stale, (input: TCreateTicketRequest) =>
  api.post<TTicketDetail>('/auth/help_desk', input),
);

export const useUpdateTicket = invalidatingMutation(
  stale,
  ({ id, input }: { id: number; input: TUpdateTicketRequest }) =>
    api.put<TTicketDetail>(`/auth/help_desk/${id}`, input),
);

export const useTicketStatus = invalidatingMutation(
  stale,
  ({ id, status }: { id: number } & TTicketStatusRequest) =>
    api.post<TTicketDetail>(`/auth/help_desk/${id}/status`, { status }),
);

/** Adds a follow-up; its files are sent afterwards (uploadTicketFile with its id). */
export function postFollowUp({ id, input }: { id: number; input: TCreateFollowUpRequest }) {
  return api.post<TTicketFollowUp>(`/auth/help_desk/${id}/follow_ups`, input);
}

/** Sends one file to a ticket, or to one of its follow-ups, reporting the share sent. */
export function uploadTicketFile(opts: {
  ticketId: number;
  followUpId?: number;
  file: File;
  onProgress: (share: number) => void;
}): Promise<TTicketAttachment> {
  return uploadFile<TTicketAttachment>(`/auth/help_desk/${opts.ticketId}/attachments`, opts.file, {
    query: {
      name: opts.file.name,
      ...(opts.followUpId ? { follow_up_id: String(opts.followUpId) } : {}),
    },
    onProgress: opts.onProgress,
  });
}
