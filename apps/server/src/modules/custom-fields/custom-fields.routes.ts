import { customFieldRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import {
  addCustomField,
  editCustomField,
  listCustomFields,
  removeCustomField,
} from './custom-fields-admin.service';
import { customFieldPolicy } from './custom-fields.policy';

export function customFieldRoutes(): FastifyPluginAsync {
  return async (app) => {
    const manage = { tags: ['custom-fields'], config: { policy: customFieldPolicy.manage } };
    serve(app, calls.list, manage, (request) => listCustomFields(contextOf(request)));
    serve(app, calls.create, manage, (request) => addCustomField(contextOf(request), request.body));
    serve(app, calls.update, manage, (request) =>
      editCustomField(contextOf(request), request.params.id, request.body),
    );
    serve(app, calls.remove, manage, async (request) => {
      await removeCustomField(contextOf(request), request.params.id);
      return { ok: true as const };
    });
  };
}
