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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Scope } from '../../platform/scope';
import { type DomainReach, domainPolicy, reachOf } from './domains.policy';
import {
  changeSubdomain,
  getDomainBilling,
  getDomainFee,
  getUnitDomain,
  listDomainsFor,
  registerDomain,
  removeDomain,
  setDomainFee,
} from './domains.service';

const tags = ['domains'];

/** The caller's reach; the routes' policies let only a session with its tenant through. */
function reach(scope: Scope): DomainReach {
  return reachOf(scope) as DomainReach;
}

export function domainRoutes({ baseDomain }: { baseDomain: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/domains',
      {
        config: { policy: domainPolicy.view },
        schema: {
          tags,
          summary: 'Subdomains and custom domains of the business units in reach',
          querystring: ZUnitDomainListQuery,
          response: { 200: ZUnitDomainPage },
        },
      },
      async (request) =>
        listDomainsFor({
          db: request.db,
          scope: request.scope,
          reach: reach(request.scope),
          query: request.query,
          baseDomain,
        }),
    );
    app.get(
      '/auth/domains/fee',
      {
        config: { policy: domainPolicy.viewFee },
        schema: { tags, summary: 'The extra monthly fee of a custom domain', response: { 200: ZDomainFee } },
      },
      async (request) => getDomainFee(request.db),
    );
    app.put(
      '/auth/domains/fee',
      {
        config: { policy: domainPolicy.setFee },
        schema: {
          tags,
          summary: 'Sets the fee of new custom domain registrations',
          body: ZSetDomainFeeRequest,
          response: { 200: ZDomainFee },
        },
      },
      async (request) => setDomainFee(request.db, request.scope, request.body.monthly_fee_cents),
    );
    app.get(
      '/auth/domains/billing',
      {
        config: { policy: domainPolicy.manage },
        schema: {
          tags,
          summary: 'Active custom domain registrations and their monthly charge per partner',
          response: { 200: ZDomainBilling },
        },
      },
      async (request) => getDomainBilling(request.db, reach(request.scope)),
    );
    app.get(
      '/auth/domains/:id',
      {
        config: { policy: domainPolicy.view },
        schema: {
          tags,
          summary: "One unit's addresses",
          params: ZUnitDomainParams,
          response: { 200: ZUnitDomain },
        },
      },
      async (request) => getUnitDomain(request.db, reach(request.scope), request.params.id),
    );
    app.put(
      '/auth/domains/:id/subdomain',
      {
        config: { policy: domainPolicy.manage },
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
          db: request.db,
          scope: request.scope,
          reach: reach(request.scope),
          id: request.params.id,
          subdomain: request.body.subdomain,
        }),
    );
    app.put(
      '/auth/domains/:id/domain',
      {
        config: { policy: domainPolicy.manage },
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
          db: request.db,
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
        config: { policy: domainPolicy.manage },
        schema: {
          tags,
          summary: "Removes a unit's custom domain and ends its charge",
          params: ZUnitDomainParams,
          response: { 200: ZUnitDomain },
        },
      },
      async (request) =>
        removeDomain({
          db: request.db,
          scope: request.scope,
          reach: reach(request.scope),
          id: request.params.id,
        }),
    );
  };
}
