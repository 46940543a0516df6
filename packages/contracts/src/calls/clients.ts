import { ZOkResponse } from '../auth';
import { ZClient, ZClientInput, ZClientPage, ZClientParams, ZClientQuery, ZClientSellers } from '../clients';
import { route } from '../route-map';

/** The clients screen's calls. */
export const clientRoutes = {
  list: route('GET /auth/clients', {
    summary: "Clients of the operator's partners, by partner and searched by name, document or code",
    query: ZClientQuery,
    response: ZClientPage,
  }),
  sellers: route('GET /auth/clients/sellers', {
    summary: "The sellers named on the operator's clients, for the seller filter",
    response: ZClientSellers,
  }),
  create: route('POST /auth/clients', {
    summary: 'Add a client to a partner',
    body: ZClientInput,
    response: ZClient,
    status: 201,
  }),
  update: route('PUT /auth/clients/:id', {
    summary: 'Change a client',
    params: ZClientParams,
    body: ZClientInput,
    response: ZClient,
  }),
  remove: route('DELETE /auth/clients/:id', {
    summary: 'Delete a client that has no business units',
    params: ZClientParams,
    response: ZOkResponse,
  }),
} as const;
