import {
  billingRoutes,
  LANG_HEADER,
  routeUrl,
  type TCloseMonthRequest,
  type TCorrectInvoiceRequest,
  type TInvoiceSituation,
  type TUpdateInvoiceRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions } from '../../../lib/api';
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

/** One page of invoices, with the totals of all that match. */
export function useInvoices({ page, search, partnerId, month, situation, seller }: InvoicesQuery) {
  return useQuery(
    pagedRouteOptions(
      ['billing', 'invoices', page, search.trim(), partnerId, month, situation, seller],
      billingRoutes.invoices,
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

/** One page of the invoices of the caller's client (its contact). */
export function useMyInvoices({ page, situation }: { page: number; situation: TInvoiceSituation | null }) {
  return useQuery(
    pagedRouteOptions(['billing', 'my', page, situation], billingRoutes.myInvoices, {
      page,
      situation: situation ?? undefined,
    }),
  );
}

/** One invoice with its lines (the billing dialog). */
export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: ['billing', 'invoice', id],
    // Runs only with an id (enabled below).
    queryFn: ({ signal }) => api.call(billingRoutes.invoice, { params: { id: id as number }, signal }),
    enabled: id !== null,
  });
}

/** The last 12 months and the invoices of `month`. */
export function useBillingSummary(month: string | null) {
  return useQuery({
    queryKey: ['billing', 'summary', month],
    queryFn: ({ signal }) =>
      api.call(billingRoutes.summary, { query: { month: month ?? undefined }, signal }),
  });
}

const BILLING = [['billing']];

export const useCloseMonth = invalidatingMutation(BILLING, (body: TCloseMonthRequest) =>
  api.call(billingRoutes.close, { body }),
);

export const useUpdateInvoice = invalidatingMutation(
  BILLING,
  ({ id, body }: { id: number; body: TUpdateInvoiceRequest }) =>
    api.call(billingRoutes.updateInvoice, { params: { id }, body }),
);

export const useCorrectInvoice = invalidatingMutation(
  BILLING,
  ({ id, body }: { id: number; body: TCorrectInvoiceRequest }) =>
    api.call(billingRoutes.correctInvoice, { params: { id }, body }),
);

export const useEmailInvoice = invalidatingMutation([], (id: number) =>
  api.call(billingRoutes.emailInvoice, { params: { id } }),
);

/**
 * Downloads an invoice's PDF in the interface language. The API client reads JSON, so the file
 * is fetched here with the session's token.
 */
export async function downloadInvoicePdf(id: number, number: string, mine = false): Promise<void> {
  const token = getCachedUser()?.token;
  const def = mine ? billingRoutes.myInvoicePdf : billingRoutes.invoicePdf;
  const response = await fetch(`/api${routeUrl(def, { params: { id } })}`, {
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
