import { billingRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../../platform/mail';
import type { Scope } from '../../platform/scope';
import { serve } from '../../platform/serve';
import { emailInvoice, invoicePdf } from './billing-documents.service';
import { monthOf, shiftMonth } from './billing-figures.repository';
import {
  assertCanManageBilling,
  type BillingReach,
  billingPolicy,
  billingReachOf,
  clientReachOf,
} from './billing.policy';
import { listBillingPeople } from './billing-people.repository';
import { setMembershipBillingRoles } from './billing-roles.service';
import { correctInvoice } from './billing-corrections.service';
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

export function billingRoutes(opts: { mailer: Mailer }): FastifyPluginAsync {
  const { mailer } = opts;
  return async (app) => {
    const view = { tags, config: { policy: billingPolicy.view } };
    const manage = { tags, config: { policy: billingPolicy.manage } };
    const close = { tags, config: { policy: billingPolicy.close } };
    const contact = { tags, config: { policy: billingPolicy.contact } };

    serve(app, calls.invoices, view, (request) =>
      listInvoicesFor({
        db: request.db,
        scope: request.scope,
        reach: reach(request.scope),
        query: request.query,
      }),
    );

    serve(app, calls.close, close, (request) => closeMonthBy(request.db, request.scope, request.body.month));

    serve(app, calls.summary, view, (request) =>
      getBillingSummary(
        request.db,
        reach(request.scope),
        request.query.month ?? shiftMonth(monthOf(new Date()), -1),
      ),
    );

    serve(app, calls.invoice, view, (request) =>
      getInvoiceDetail(request.db, reach(request.scope), request.params.id),
    );

    serve(app, calls.updateInvoice, manage, async (request) => {
      await assertCanManageBilling(request.db, request.scope);
      return updateInvoice({
        db: request.db,
        scope: request.scope,
        reach: reach(request.scope),
        id: request.params.id,
        input: request.body,
      });
    });

    serve(app, calls.invoicePdf, view, async (request, reply) => {
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
    });

    serve(app, calls.emailInvoice, manage, async (request) => {
      await assertCanManageBilling(request.db, request.scope);
      return emailInvoice({
        db: request.db,
        mailer,
        scope: request.scope,
        reach: reach(request.scope),
        id: request.params.id,
        language: request.lang,
      });
    });

    serve(app, calls.correctInvoice, manage, async (request) => {
      await assertCanManageBilling(request.db, request.scope);
      return correctInvoice({
        db: request.db,
        scope: request.scope,
        reach: reach(request.scope),
        id: request.params.id,
        input: request.body,
      });
    });

    /* A client's contact: the invoices of its own client --------------------------------- */
    serve(app, calls.myInvoices, contact, async (request) =>
      listInvoicesFor({
        db: request.db,
        scope: request.scope,
        reach: await clientReachOf(request.db, request.scope),
        query: request.query,
      }),
    );
    serve(app, calls.myInvoicePdf, contact, async (request, reply) => {
      const clientReach = await clientReachOf(request.db, request.scope);
      const { pdf, filename } = await invoicePdf(request.db, clientReach, request.params.id, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    });

    /* The operator names billing administrators and client contacts ---------------------- */
    serve(app, calls.people, close, (request) => listBillingPeople(request.db, request.scope, request.query));

    serve(app, calls.setRoles, close, (request) =>
      setMembershipBillingRoles({
        db: request.db,
        scope: request.scope,
        id: request.params.id,
        input: request.body,
      }),
    );
  };
}
