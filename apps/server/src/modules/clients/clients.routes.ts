import { clientRoutes as calls, translate } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { clientPolicy } from './clients.policy';
import { listClientSellers } from './clients.repository';
import { createClient, deleteClient, listManagedClients, updateClient } from './clients.service';

export function clientRoutes(): FastifyPluginAsync {
  return async (app) => {
    const manage = { tags: ['clients'], config: { policy: clientPolicy.manage } };
    serve(app, calls.list, manage, (request) => listManagedClients(request.db, request.scope, request.query));
    serve(app, calls.sellers, manage, async (request) => ({
      data: await listClientSellers(request.db, request.scope),
    }));
    serve(app, calls.create, manage, (request) => createClient(contextOf(request), request.body));
    serve(app, calls.update, manage, (request) =>
      updateClient(contextOf(request), request.params.id, request.body),
    );
    serve(app, calls.remove, manage, async (request) => {
      await deleteClient(contextOf(request), request.params.id);
      return { status: 'success' as const, message: translate('done', request.lang) };
    });
  };
}
