import { ZPartner, ZPartnerInput, ZPartnerPage, ZPartnerParams, ZPartnerQuery } from '../partners';
import { route } from '../route-map';

/** The partners screen's calls (the operator's). */
export const partnerRoutes = {
  list: route('GET /auth/partners', {
    summary: "The operator's partners, searched by name or document and filtered by status",
    query: ZPartnerQuery,
    response: ZPartnerPage,
  }),
  create: route('POST /auth/partners', {
    summary: 'Add a partner under the operator',
    body: ZPartnerInput,
    response: ZPartner,
    status: 201,
  }),
  update: route('PUT /auth/partners/:id', {
    summary: "Change one of the operator's partners",
    params: ZPartnerParams,
    body: ZPartnerInput,
    response: ZPartner,
  }),
  deactivate: route('POST /auth/partners/:id/deactivate', {
    summary: 'Deactivate a partner whose units have no active users',
    params: ZPartnerParams,
    response: ZPartner,
  }),
  reactivate: route('POST /auth/partners/:id/reactivate', {
    summary: 'Reactivate a partner',
    params: ZPartnerParams,
    response: ZPartner,
  }),
} as const;
