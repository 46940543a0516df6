import {
  ZDomainBilling,
  ZDomainFee,
  ZRegisterDomainRequest,
  ZSetDomainFeeRequest,
  ZSetSubdomainRequest,
  ZUnitDomain,
  ZUnitDomainListQuery,
  ZUnitDomainPage,
  ZUnitDomainParams,
} from '@mirante/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { authorize } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import { type DomainReach, domainPolicy, reachOf } from './domains.policy';
import { listUnitDomains } from './domains.repository';
import {
  changeSubdomain,
  getDomainBilling,
  getDomainFee,
  getUnitDomain,
  registerDomain,
  removeDomain,
  setDomainFee,
} from './domains.service';

const tags = ['domains'];

/** The caller's reach; a session without its tenant cannot use the screen. */
function reach(scope: Scope): DomainReach {
  const found = reachOf(scope);
  if (!found) throw new AppError('no_functionality_access');
  return found;
}

/** Profile first, before the body is validated, so a caller without access gets 403, not 400. */
function only(allowed: (scope: Scope) => boolean) {
  return async (request: FastifyRequest) => authorize(request.scope, allowed);
}

export function domainRoutes({ db, baseDomain }: { db: Db; baseDomain: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/domains',
      {
        preValidation: only(domainPolicy.view),
        schema: {
          tags,
          summary: 'Subdomains and custom domains of the business units in reach',
          querystring: ZUnitDomainListQuery,
          response: { 200: ZUnitDomainPage },
        },
      },
      async (request) => {
        const page = await listUnitDomains(db, reach(request.scope), request.query);
        return {
          ...page,
          base_domain: baseDomain,
          policies: {
            manage: domainPolicy.manage(request.scope),
            set_fee: domainPolicy.setFee(request.scope),
          },
        };
      },
    );
    app.get(
      '/auth/domains/fee',
      {
        preValidation: only(domainPolicy.viewFee),
        schema: { tags, summary: 'The extra monthly fee of a custom domain', response: { 200: ZDomainFee } },
      },
      async () => getDomainFee(db),
    );
    app.put(
      '/auth/domains/fee',
      {
        preValidation: only(domainPolicy.setFee),
        schema: {
          tags,
          summary: 'Sets the fee of new custom domain registrations',
          body: ZSetDomainFeeRequest,
          response: { 200: ZDomainFee },
        },
      },
      async (request) => setDomainFee(db, request.scope, request.body.monthly_fee_cents),
    );
    app.get(
      '/auth/domains/billing',
      {
        preValidation: only(domainPolicy.manage),
        schema: {
          tags,
          summary: 'Active custom domain registrations and their monthly charge per partner',
          response: { 200: ZDomainBilling },
        },
      },
      async (request) => getDomainBilling(db, reach(request.scope)),
    );
    app.get(
      '/auth/domains/:id',
      {
        preValidation: only(domainPolicy.view),
        schema: {
          tags,
          summary: "One unit's addresses",
          params: ZUnitDomainParams,
          response: { 200: ZUnitDomain },
        },
      },
      async (request) => getUnitDomain(db, reach(request.scope), request.params.id),
    );
    app.put(
      '/auth/domains/:id/subdomain',
      {
        preValidation: only(domainPolicy.manage),
        schema: {
          tags,
          summary: "Changes a unit's subdomain of the platform domain",
          params: ZUnitDomainParams,
          body: ZSetSubdomainRequest,
          response: { 200: ZUnitDomain },
        },
      },
      async (request) =>
        changeSubdomain({
          db,
          scope: request.scope,
          reach: reach(request.scope),
          id: request.params.id,
          subdomain: request.body.subdomain,
        }),
    );
    app.put(
      '/auth/domains/:id/domain',
      {
        preValidation: only(domainPolicy.manage),
        schema: {
          tags,
          summary: 'Registers a custom domain for a unit (charged the current monthly fee)',
          params: ZUnitDomainParams,
          body: ZRegisterDomainRequest,
          response: { 200: ZUnitDomain },
        },
      },
      async (request) =>
        registerDomain({
          db,
          scope: request.scope,
          reach: reach(request.scope),
          id: request.params.id,
          domain: request.body.domain,
          baseDomain,
        }),
    );
    app.delete(
      '/auth/domains/:id/domain',
      {
        preValidation: only(domainPolicy.manage),
        schema: {
          tags,
          summary: "Removes a unit's custom domain and ends its charge",
          params: ZUnitDomainParams,
          response: { 200: ZUnitDomain },
        },
      },
      async (request) =>
        removeDomain({ db, scope: request.scope, reach: reach(request.scope), id: request.params.id }),
    );
  };
}
