import {
  translate,
  ZClient,
  ZClientInput,
  ZClientPage,
  ZClientParams,
  ZClientQuery,
  ZClientSellers,
  ZOkResponse,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientPolicy } from './clients.policy';
import { listClients, listClientSellers } from './clients.repository';
import { createClient, deleteClient, updateClient } from './clients.service';

export function clientRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/clients',
      {
        config: { policy: clientPolicy.manage },
        schema: {
          tags: ['clients'],
          summary: "Clients of the operator's partners, by partner and searched by name, document or code",
          querystring: ZClientQuery,
          response: { 200: ZClientPage },
        },
      },
      async (request) => listClients(request.db, request.scope, request.query),
    );

    app.get(
      '/auth/clients/sellers',
      {
        config: { policy: clientPolicy.manage },
        schema: {
          tags: ['clients'],
          summary: "The sellers named on the operator's clients, for the seller filter",
          response: { 200: ZClientSellers },
        },
      },
      async (request) => ({ data: await listClientSellers(request.db, request.scope) }),
    );

    app.post(
      '/auth/clients',
      {
        config: { policy: clientPolicy.manage },
        schema: {
          tags: ['clients'],
          summary: 'Add a client to a partner',
          body: ZClientInput,
          response: { 201: ZClient },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createClient({ db: request.db, scope: request.scope, input: request.body })),
    );

    app.put(
      '/auth/clients/:id',
      {
        config: { policy: clientPolicy.manage },
        schema: {
          tags: ['clients'],
          summary: 'Change a client',
          params: ZClientParams,
          body: ZClientInput,
          response: { 200: ZClient },
        },
      },
      async (request) =>
        updateClient({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );

    app.delete(
      '/auth/clients/:id',
      {
        config: { policy: clientPolicy.manage },
        schema: {
          tags: ['clients'],
          summary: 'Delete a client that has no business units',
          params: ZClientParams,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await deleteClient({ db: request.db, scope: request.scope, id: request.params.id });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );
  };
}
