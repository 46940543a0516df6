import {
  LANG_HEADER,
  type TBillingSummary,
  type TCloseMonthRequest,
  type TCloseMonthResponse,
  type TCorrectInvoiceRequest,
  type TInvoiceDetail,
  type TInvoicePage,
  type TInvoiceSituation,
  type TUpdateInvoiceRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { getCachedUser } from '../../../lib/storage';

export interface InvoicesQuery {
  page: number;
  search: string;
  partnerId: number | null;
  month: string | null;
  situation: TInvoiceSituation | null;
  /** The clients of one seller; '' for every seller. */
  seller: string;
}

/** GET /api/auth/billing/invoices: one page of invoices, with the totals of all that match. */
export function useInvoices({ page, search, partnerId, month, situation, seller }: InvoicesQuery) {
  return useQuery(
    pagedQueryOptions<TInvoicePage>(
      ['billing', 'invoices', page, search.trim(), partnerId, month, situation, seller],
      '/auth/billing/invoices',
      {
        page,
        search,
        partner_id: partnerId ?? undefined,
        month: month ?? undefined,
        situation: situation ?? undefined,
        seller: seller || undefined,
      },
    ),
  );
}

/** GET /api/auth/billing/my/invoices: one page of the invoices of the caller's client (its contact). */
export function useMyInvoices({ page, situation }: { page: number; situation: TInvoiceSituation | null }) {
  return useQuery(
    pagedQueryOptions<TInvoicePage>(['billing', 'my', page, situation], '/auth/billing/my/invoices', {
      page,
      situation: situation ?? undefined,
    }),
  );
}

/** GET /api/auth/billing/invoices/:id: one invoice with its lines (the billing dialog). */
export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: ['billing', 'invoice', id],
    queryFn: ({ signal }) => api.get<TInvoiceDetail>(`/auth/billing/invoices/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** GET /api/auth/billing/summary: the last 12 months and the invoices of `month`. */
export function useBillingSummary(month: string | null) {
  return useQuery({
    queryKey: ['billing', 'summary', month],
    queryFn: ({ signal }) =>
      api.get<TBillingSummary>('/auth/billing/summary', { query: { month: month ?? undefined }, signal }),
  });
}

const BILLING = [['billing']];

export const useCloseMonth = invalidatingMutation(BILLING, (body: TCloseMonthRequest) =>
  api.post<TCloseMonthResponse>('/auth/billing/close', body),
);

export const useUpdateInvoice = invalidatingMutation(
  BILLING,
  ({ id, body }: { id: number; body: TUpdateInvoiceRequest }) =>
    api.patch<TInvoiceDetail>(`/auth/billing/invoices/${id}`, body),
);

export const useCorrectInvoice = invalidatingMutation(
  BILLING,
  ({ id, body }: { id: number; body: TCorrectInvoiceRequest }) =>
    api.post<TInvoiceDetail>(`/auth/billing/invoices/${id}/correction`, body),
);

export const useEmailInvoice = invalidatingMutation([], (id: number) =>
  api.post<{ to: string }>(`/auth/billing/invoices/${id}/email`),
);

/**
 * Downloads an invoice's PDF in the interface language. The API client reads JSON, so the file
 * is fetched here with the session's token.
 */
export async function downloadInvoicePdf(id: number, number: string, mine = false): Promise<void> {
  const token = getCachedUser()?.token;
  const response = await fetch(`/api/auth/billing/${mine ? 'my/' : ''}invoices/${id}/pdf`, {
    headers: { [LANG_HEADER]: currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`invoice pdf ${response.status}`);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = named ?? `invoice-${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
