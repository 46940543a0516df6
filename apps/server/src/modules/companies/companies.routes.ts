import { companyRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Scope } from '../../platform/scope';
import { serve } from '../../platform/serve';
import { listPartnerClients, listPartnerCompanies } from './companies-admin.repository';
import {
  createCompanyWithAdmin,
  deletePartnerCompany,
  getPartnerCompany,
  restorePartnerCompany,
  updatePartnerCompany,
} from './companies-admin.service';
import { companyAdminPolicy } from './companies.policy';

/** The partner's id; the routes' policy lets only partners with one through. */
function partnerOf(scope: Scope): number {
  return scope.partnerId!;
}

export function companyAdminRoutes({ baseDomain }: { baseDomain: string }): FastifyPluginAsync {
  return async (app) => {
    const manage = { tags: ['companies'], config: { policy: companyAdminPolicy.manage } };
    serve(app, calls.list, manage, (request) =>
      listPartnerCompanies(request.db, partnerOf(request.scope), request.query),
    );
    serve(app, calls.clients, manage, (request) => listPartnerClients(request.db, partnerOf(request.scope)));
    serve(app, calls.get, manage, (request) =>
      getPartnerCompany(request.db, partnerOf(request.scope), request.params.id),
    );
    serve(app, calls.create, manage, (request) =>
      createCompanyWithAdmin({
        db: request.db,
        partnerId: partnerOf(request.scope),
        actorUserId: request.scope.userId,
        baseDomain,
        input: request.body,
      }),
    );
    serve(app, calls.update, manage, (request) =>
      updatePartnerCompany(
        request.db,
        partnerOf(request.scope),
        request.scope.userId,
        request.params.id,
        request.body,
      ),
    );
    serve(app, calls.remove, manage, async (request) => {
      await deletePartnerCompany(
        request.db,
        partnerOf(request.scope),
        request.scope.userId,
        request.params.id,
      );
    });
    serve(app, calls.restore, manage, (request) =>
      restorePartnerCompany(request.db, partnerOf(request.scope), request.scope.userId, request.params.id),
    );
  };
}
