import {
  ZCustomField,
  ZCustomFieldList,
  ZCustomFieldParams,
  ZSaveCustomFieldRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCustomField,
  editCustomField,
  listCustomFields,
  removeCustomField,
} from './custom-fields-admin.service';
import { customFieldPolicy } from './custom-fields.policy';

export function customFieldRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['custom-fields'];
    app.get(
      '/auth/custom-fields',
      {
        config: { policy: customFieldPolicy.manage },
        schema: {
          tags,
          summary:
            "The unit's fields and its partner's global fields (admin), or the partner's global fields (master)",
          response: { 200: ZCustomFieldList },
        },
      },
      async (request) => listCustomFields({ db: request.db, scope: request.scope }),
    );
    app.post(
      '/auth/custom-fields',
      {
        config: { policy: customFieldPolicy.manage },
        schema: {
          tags,
          summary: 'Add a custom field',
          body: ZSaveCustomFieldRequest,
          response: { 201: ZCustomField },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addCustomField({ db: request.db, scope: request.scope, input: request.body })),
    );
    app.put(
      '/auth/custom-fields/:id',
      {
        config: { policy: customFieldPolicy.manage },
        schema: {
          tags,
          summary: 'Edit a custom field',
          params: ZCustomFieldParams,
          body: ZSaveCustomFieldRequest,
          response: { 200: ZCustomField },
        },
      },
      async (request) =>
        editCustomField({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );
    app.delete(
      '/auth/custom-fields/:id',
      {
        config: { policy: customFieldPolicy.manage },
        schema: {
          tags,
          summary: 'Delete a custom field (soft)',
          params: ZCustomFieldParams,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await removeCustomField({ db: request.db, scope: request.scope, id: request.params.id });
        return { ok: true as const };
      },
    );
  };
}
