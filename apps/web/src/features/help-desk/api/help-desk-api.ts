import {
  DEFAULT_PAGE_SIZE,
  helpDeskRoutes,
  type TCreateFollowUpRequest,
  type TCreateTicketRequest,
  type TicketPriority,
  type TicketStatus,
  type TTicketAttachment,
  type TTicketStatusRequest,
  type TUpdateTicketRequest,
} from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions, uploadFile } from '../../../lib/api';

export interface TicketsQuery {
  page: number;
  search: string;
  status: TicketStatus | null;
  priority: TicketPriority | null;
  /** The units of one partner only (the operator's partners list). */
  partnerId?: number | null;
}

/** One page of the tickets in the caller's reach. */
export function ticketsQueryOptions({ page, search, status, priority, partnerId = null }: TicketsQuery) {
  return pagedRouteOptions(
    ['help-desk', 'list', page, search.trim(), status, priority, partnerId],
    helpDeskRoutes.list,
    { page, search, perPage: DEFAULT_PAGE_SIZE, status, priority, partner_id: partnerId },
  );
}

export function useTickets(query: TicketsQuery) {
  return useQuery(ticketsQueryOptions(query));
}

/** The ticket, its thread, files and what the caller may do. */
export function ticketQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['help-desk', 'ticket', id],
    queryFn: ({ signal }) => api.call(helpDeskRoutes.get, { params: { id }, signal }),
  });
}

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}

const stale = [['help-desk']];

export const useOpenTicket = invalidatingMutation(stale, (input: TCreateTicketRequest) =>
  api.call(helpDeskRoutes.open, { body: input }),
);

export const useUpdateTicket = invalidatingMutation(
  stale,
  ({ id, input }: { id: number; input: TUpdateTicketRequest }) =>
    api.call(helpDeskRoutes.update, { params: { id }, body: input }),
);

export const useTicketStatus = invalidatingMutation(
  stale,
  ({ id, status }: { id: number } & TTicketStatusRequest) =>
    api.call(helpDeskRoutes.setStatus, { params: { id }, body: { status } }),
);

/** Adds a follow-up; its files are sent afterwards (uploadTicketFile with its id). */
export function postFollowUp({ id, input }: { id: number; input: TCreateFollowUpRequest }) {
  return api.call(helpDeskRoutes.followUp, { params: { id }, body: input });
}

/** Sends one file to a ticket, or to one of its follow-ups, reporting the share sent. */
export function uploadTicketFile(opts: {
  ticketId: number;
  followUpId?: number;
  file: File;
  onProgress: (share: number) => void;
}): Promise<TTicketAttachment> {
  return uploadFile(helpDeskRoutes.attach, {
    params: { id: opts.ticketId },
    query: { name: opts.file.name, ...(opts.followUpId ? { follow_up_id: opts.followUpId } : {}) },
    body: opts.file,
    onProgress: opts.onProgress,
  });
}
