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
} from '../domains';
import { route } from '../route-map';

/** The domains screen's calls. */
export const domainRoutes = {
  list: route('GET /auth/domains', {
    summary: 'Subdomains and custom domains of the business units in reach',
    query: ZUnitDomainListQuery,
    response: ZUnitDomainPage,
  }),
  fee: route('GET /auth/domains/fee', {
    summary: 'The extra monthly fee of a custom domain',
    response: ZDomainFee,
  }),
  setFee: route('PUT /auth/domains/fee', {
    summary: 'Sets the fee of new custom domain registrations',
    body: ZSetDomainFeeRequest,
    response: ZDomainFee,
  }),
  billing: route('GET /auth/domains/billing', {
    summary: 'Active custom domain registrations and their monthly charge per partner',
    response: ZDomainBilling,
  }),
  get: route('GET /auth/domains/:id', {
    summary: "One unit's addresses",
    params: ZUnitDomainParams,
    response: ZUnitDomain,
  }),
  setSubdomain: route('PUT /auth/domains/:id/subdomain', {
    summary: "Changes a unit's subdomain of the platform domain",
    params: ZUnitDomainParams,
    body: ZSetSubdomainRequest,
    response: ZUnitDomain,
  }),
  register: route('PUT /auth/domains/:id/domain', {
    summary: 'Registers a custom domain for a unit (charged the current monthly fee)',
    params: ZUnitDomainParams,
    body: ZRegisterDomainRequest,
    response: ZUnitDomain,
  }),
  remove: route('DELETE /auth/domains/:id/domain', {
    summary: "Removes a unit's custom domain and ends its charge",
    params: ZUnitDomainParams,
    response: ZUnitDomain,
  }),
} as const;
