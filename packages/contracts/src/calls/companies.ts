import {
  ZClientOptions,
  ZCompanyDetail,
  ZCompanyFields,
  ZCompanyListQuery,
  ZCompanyPage,
  ZCompanyParams,
  ZCreateCompanyAdminRequest,
  ZCreateCompanyAdminResponse,
} from '../companies';
import { route } from '../route-map';
import { z } from 'zod';

/** The business units screen's calls (a partner's). */
export const companyRoutes = {
  list: route('GET /auth/companies', {
    summary: "The partner's business units",
    query: ZCompanyListQuery,
    response: ZCompanyPage,
  }),
  clients: route('GET /auth/companies/clients', {
    summary: "The partner's clients, to bill a new unit to",
    response: ZClientOptions,
  }),
  get: route('GET /auth/companies/:id', {
    summary: 'One business unit',
    params: ZCompanyParams,
    response: ZCompanyDetail,
  }),
  create: route('POST /auth/companies', {
    summary: 'Creates a business unit with its first admin',
    body: ZCreateCompanyAdminRequest,
    response: ZCreateCompanyAdminResponse,
    status: 201,
  }),
  update: route('PUT /auth/companies/:id', {
    summary: 'Edits a business unit',
    params: ZCompanyParams,
    body: ZCompanyFields,
    response: ZCompanyDetail,
  }),
  remove: route('DELETE /auth/companies/:id', {
    summary: 'Soft-deletes a business unit',
    params: ZCompanyParams,
    response: z.void(),
    status: 204,
  }),
  restore: route('POST /auth/companies/:id/restore', {
    summary: 'Restores a deleted business unit',
    params: ZCompanyParams,
    response: ZCompanyDetail,
  }),
} as const;
