import {
  ZBillingPersonPage,
  ZBillingPersonQuery,
  ZBillingRoles,
  ZBillingRolesRequest,
  ZBillingSummary,
  ZBillingSummaryQuery,
  ZCloseMonthRequest,
  ZCloseMonthResponse,
  ZCorrectInvoiceRequest,
  ZEmailInvoiceResponse,
  ZInvoiceDetail,
  ZInvoicePage,
  ZInvoiceParams,
  ZInvoiceQuery,
  ZUpdateInvoiceRequest,
} from '../billing';
import { fileAnswer, route } from '../route-map';

/** The billing calls: invoices, the month's closing, and who administers billing. */
export const billingRoutes = {
  invoices: route('GET /auth/billing/invoices', {
    summary: 'Invoices of the clients in reach, by partner, month and situation, with totals',
    query: ZInvoiceQuery,
    response: ZInvoicePage,
  }),
  close: route('POST /auth/billing/close', {
    summary: 'Closes a month that has ended: every client gets its invoice, figures frozen',
    body: ZCloseMonthRequest,
    response: ZCloseMonthResponse,
  }),
  summary: route('GET /auth/billing/summary', {
    summary: 'Billed users and amount of the last 12 months, and the invoices of a month',
    query: ZBillingSummaryQuery,
    response: ZBillingSummary,
  }),
  invoice: route('GET /auth/billing/invoices/:id', {
    summary: 'One invoice with its lines',
    params: ZInvoiceParams,
    response: ZInvoiceDetail,
  }),
  updateInvoice: route('PATCH /auth/billing/invoices/:id', {
    summary: 'Changes the situation, due date, invoice e-mail or observation of an invoice',
    params: ZInvoiceParams,
    body: ZUpdateInvoiceRequest,
    response: ZInvoiceDetail,
  }),
  invoicePdf: route('GET /auth/billing/invoices/:id/pdf', {
    summary: 'The invoice as a PDF in the caller’s language',
    params: ZInvoiceParams,
    response: fileAnswer,
    file: 'application/pdf',
  }),
  emailInvoice: route('POST /auth/billing/invoices/:id/email', {
    summary: 'Mails the invoice with its PDF to its invoice e-mail',
    params: ZInvoiceParams,
    response: ZEmailInvoiceResponse,
  }),
  correctInvoice: route('POST /auth/billing/invoices/:id/correction', {
    summary: 'Issues a correcting document with new figures and cancels the invoice it corrects',
    params: ZInvoiceParams,
    body: ZCorrectInvoiceRequest,
    response: ZInvoiceDetail,
    status: 201,
  }),
  myInvoices: route('GET /auth/billing/my/invoices', {
    summary: "The invoices of the caller's client, for its contact",
    query: ZInvoiceQuery,
    response: ZInvoicePage,
  }),
  myInvoicePdf: route('GET /auth/billing/my/invoices/:id/pdf', {
    summary: "One invoice of the caller's client as a PDF",
    params: ZInvoiceParams,
    response: fileAnswer,
    file: 'application/pdf',
  }),
  people: route('GET /auth/billing/memberships', {
    summary: "The operator's partners' users and their units' users, with their billing roles",
    query: ZBillingPersonQuery,
    response: ZBillingPersonPage,
  }),
  setRoles: route('PUT /auth/billing/memberships/:id', {
    summary: "Makes a partner's user a billing administrator, or a unit's user its client's contact",
    params: ZInvoiceParams,
    body: ZBillingRolesRequest,
    response: ZBillingRoles,
  }),
} as const;
