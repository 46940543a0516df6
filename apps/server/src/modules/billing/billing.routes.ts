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
  ZInvoiceDetail,
  ZInvoiceParams,
  ZInvoicePage,
  ZInvoiceQuery,
  ZUpdateInvoiceRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../platform/mail';
import type { Scope } from '../../platform/scope';
import { emailInvoice, invoicePdf } from './billing-documents';
import { monthOf, shiftMonth } from './billing-figures';
import {
  assertCanManageBilling,
  type BillingReach,
  billingPolicy,
  billingReachOf,
  clientReachOf,
} from './billing.policy';
import { listBillingPeople } from './billing-people';
import { setMembershipBillingRoles } from './billing-roles';
import { correctInvoice } from './billing-corrections';
import {
  closeMonthBy,
  getBillingSummary,
  getInvoiceDetail,
  listInvoicesFor,
  updateInvoice,
} from './billing.service';

const tags = ['billing'];

/** The caller's reach; the routes' policies let only a session with its tenant through. */
function reach(scope: Scope): BillingReach {
  return billingReachOf(scope) as BillingReach;
}

export function billingRoutes(opts: { mailer: Mailer }): FastifyPluginAsyncZod {
  const { mailer } = opts;
  return async (app) => {
    app.get(
      '/auth/billing/invoices',
      {
        config: { policy: billingPolicy.view },
        schema: {
          tags,
          summary: 'Invoices of the clients in reach, by partner, month and situation, with totals',
          querystring: ZInvoiceQuery,
          response: { 200: ZInvoicePage },
        },
      },
      async (request) =>
        listInvoicesFor({
          db: request.db,
          scope: request.scope,
          reach: reach(request.scope),
          query: request.query,
        }),
    );

    app.post(
      '/auth/billing/close',
      {
        config: { policy: billingPolicy.close },
        schema: {
          tags,
          summary: 'Closes a month that has ended: every client gets its invoice, figures frozen',
          body: ZCloseMonthRequest,
          response: { 200: ZCloseMonthResponse },
        },
      },
      async (request) => closeMonthBy(request.db, request.scope, request.body.month),
    );

    app.get(
      '/auth/billing/summary',
      {
        config: { policy: billingPolicy.view },
        schema: {
          tags,
          summary: 'Billed users and amount of the last 12 months, and the invoices of a month',
          querystring: ZBillingSummaryQuery,
          response: { 200: ZBillingSummary },
        },
      },
      async (request) =>
        getBillingSummary(
          request.db,
          reach(request.scope),
          request.query.month ?? shiftMonth(monthOf(new Date()), -1),
        ),
    );

    app.get(
      '/auth/billing/invoices/:id',
      {
        config: { policy: billingPolicy.view },
        schema: {
          tags,
          summary: 'One invoice with its lines',
          params: ZInvoiceParams,
          response: { 200: ZInvoiceDetail },
        },
      },
      async (request) => getInvoiceDetail(request.db, reach(request.scope), request.params.id),
    );

    app.patch(
      '/auth/billing/invoices/:id',
      {
        config: { policy: billingPolicy.manage },
        schema: {
          tags,
          summary: 'Changes the situation, due date, invoice e-mail or observation of an invoice',
          params: ZInvoiceParams,
          body: ZUpdateInvoiceRequest,
          response: { 200: ZInvoiceDetail },
        },
      },
      async (request) => {
        await assertCanManageBilling(request.db, request.scope);
        return updateInvoice({
          db: request.db,
          scope: request.scope,
          reach: reach(request.scope),
          id: request.params.id,
          input: request.body,
        });
      },
    );

    app.get(
      '/auth/billing/invoices/:id/pdf',
      {
        config: { policy: billingPolicy.view },
        schema: { tags, summary: 'The invoice as a PDF in the caller’s language', params: ZInvoiceParams },
      },
      async (request, reply) => {
        const { pdf, filename } = await invoicePdf(
          request.db,
          reach(request.scope),
          request.params.id,
          request.lang,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    app.post(
      '/auth/billing/invoices/:id/email',
      {
        config: { policy: billingPolicy.manage },
        schema: {
          tags,
          summary: 'Mails the invoice with its PDF to its invoice e-mail',
          params: ZInvoiceParams,
          response: { 200: z.object({ to: z.string() }) },
        },
      },
      async (request) => {
        await assertCanManageBilling(request.db, request.scope);
        return emailInvoice({
          db: request.db,
          mailer,
          scope: request.scope,
          reach: reach(request.scope),
          id: request.params.id,
          language: request.lang,
        });
      },
    );

    app.post(
      '/auth/billing/invoices/:id/correction',
      {
        config: { policy: billingPolicy.manage },
        schema: {
          tags,
          summary: 'Issues a correcting document with new figures and cancels the invoice it corrects',
          params: ZInvoiceParams,
          body: ZCorrectInvoiceRequest,
          response: { 201: ZInvoiceDetail },
        },
      },
      async (request, reply) => {
        await assertCanManageBilling(request.db, request.scope);
        const corrected = await correctInvoice({
          db: request.db,
          scope: request.scope,
          reach: reach(request.scope),
          id: request.params.id,
          input: request.body,
        });
        return reply.status(201).send(corrected);
      },
    );

    /* A client's contact: the invoices of its own client --------------------------------- */
    app.get(
      '/auth/billing/my/invoices',
      {
        config: { policy: billingPolicy.contact },
        schema: {
          tags,
          summary: "The invoices of the caller's client, for its contact",
          querystring: ZInvoiceQuery,
          response: { 200: ZInvoicePage },
        },
      },
      async (request) =>
        listInvoicesFor({
          db: request.db,
          scope: request.scope,
          reach: await clientReachOf(request.db, request.scope),
          query: request.query,
        }),
    );
    app.get(
      '/auth/billing/my/invoices/:id/pdf',
      {
        config: { policy: billingPolicy.contact },
        schema: { tags, summary: "One invoice of the caller's client as a PDF", params: ZInvoiceParams },
      },
      async (request, reply) => {
        const clientReach = await clientReachOf(request.db, request.scope);
        const { pdf, filename } = await invoicePdf(request.db, clientReach, request.params.id, request.lang);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    /* The operator names billing administrators and client contacts ---------------------- */
    app.get(
      '/auth/billing/memberships',
      {
        config: { policy: billingPolicy.close },
        schema: {
          tags,
          summary: "The operator's partners' users and their units' users, with their billing roles",
          querystring: ZBillingPersonQuery,
          response: { 200: ZBillingPersonPage },
        },
      },
      async (request) => listBillingPeople(request.db, request.scope, request.query),
    );

    app.put(
      '/auth/billing/memberships/:id',
      {
        config: { policy: billingPolicy.close },
        schema: {
          tags,
          summary: "Makes a partner's user a billing administrator, or a unit's user its client's contact",
          params: ZInvoiceParams,
          body: ZBillingRolesRequest,
          response: { 200: ZBillingRoles },
        },
      },
      async (request) =>
        setMembershipBillingRoles({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          input: request.body,
        }),
    );
  };
}
