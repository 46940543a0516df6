import {
  zIdParam,
  ZClientOptions,
  ZCompanyDetail,
  ZCompanyFields,
  ZCompanyListQuery,
  ZCompanyPage,
  ZCreateCompanyAdminRequest,
  ZCreateCompanyAdminResponse,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Scope } from '../../platform/scope';
import { listPartnerClients, listPartnerCompanies } from './companies-admin.repository';
import {
  createCompanyWithAdmin,
  deletePartnerCompany,
  getPartnerCompany,
  restorePartnerCompany,
  updatePartnerCompany,
} from './companies-admin.service';
import { companyAdminPolicy } from './companies.policy';

const ZIdParams = z.object({ id: zIdParam() });
const tags = ['companies'];

/** The partner's id; the routes' policy lets only partners with one through. */
function partnerOf(scope: Scope): number {
  return scope.partnerId!;
}

export function companyAdminRoutes({ baseDomain }: { baseDomain: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/companies',
      {
        config: { policy: companyAdminPolicy.manage },
        schema: {
          tags,
          summary: "The partner's business units",
          querystring: ZCompanyListQuery,
          response: { 200: ZCompanyPage },
        },
      },
      async (request) => listPartnerCompanies(request.db, partnerOf(request.scope), request.query),
    );
    app.get(
      '/auth/companies/clients',
      {
        config: { policy: companyAdminPolicy.manage },
        schema: {
          tags,
          summary: "The partner's clients, to bill a new unit to",
          response: { 200: ZClientOptions },
        },
      },
      async (request) => listPartnerClients(request.db, partnerOf(request.scope)),
    );
    app.get(
      '/auth/companies/:id',
      {
        config: { policy: companyAdminPolicy.manage },
        schema: { tags, summary: 'One business unit', params: ZIdParams, response: { 200: ZCompanyDetail } },
      },
      async (request) => getPartnerCompany(request.db, partnerOf(request.scope), request.params.id),
    );
    app.post(
      '/auth/companies',
      {
        config: { policy: companyAdminPolicy.manage },
        schema: {
          tags,
          summary: 'Creates a business unit with its first admin',
          body: ZCreateCompanyAdminRequest,
          response: { 201: ZCreateCompanyAdminResponse },
        },
      },
      async (request, reply) => {
        const partnerId = partnerOf(request.scope);
        const created = await createCompanyWithAdmin({
          db: request.db,
          partnerId,
          actorUserId: request.scope.userId,
          baseDomain,
          input: request.body,
        });
        return reply.status(201).send(created);
      },
    );
    app.put(
      '/auth/companies/:id',
      {
        config: { policy: companyAdminPolicy.manage },
        schema: {
          tags,
          summary: 'Edits a business unit',
          params: ZIdParams,
          body: ZCompanyFields,
          response: { 200: ZCompanyDetail },
        },
      },
      async (request) =>
        updatePartnerCompany(
          request.db,
          partnerOf(request.scope),
          request.scope.userId,
          request.params.id,
          request.body,
        ),
    );
    app.delete(
      '/auth/companies/:id',
      {
        config: { policy: companyAdminPolicy.manage },
        schema: { tags, summary: 'Soft-deletes a business unit', params: ZIdParams },
      },
      async (request, reply) => {
        await deletePartnerCompany(
          request.db,
          partnerOf(request.scope),
          request.scope.userId,
          request.params.id,
        );
        return reply.status(204).send();
      },
    );
    app.post(
      '/auth/companies/:id/restore',
      {
        config: { policy: companyAdminPolicy.manage },
        schema: {
          tags,
          summary: 'Restores a deleted business unit',
          params: ZIdParams,
          response: { 200: ZCompanyDetail },
        },
      },
      async (request) =>
        restorePartnerCompany(request.db, partnerOf(request.scope), request.scope.userId, request.params.id),
    );
  };
}
