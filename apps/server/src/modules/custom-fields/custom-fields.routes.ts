import {
  ZCustomField,
  ZCustomFieldList,
  ZCustomFieldParams,
  ZSaveCustomFieldRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { authorize } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import { customFieldPolicy, type FieldOwner, ownerOf } from './custom-fields.policy';
import { createField, deleteField, listFields, updateField } from './custom-fields.repository';

function callerOwner(scope: Scope): FieldOwner {
  authorize(scope, customFieldPolicy.manage);
  return ownerOf(scope);
}

export function customFieldRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['custom-fields'];
    // Profile first, so a caller without access gets 403 even when its body is wrong.
    app.addHook('preValidation', async (request) => authorize(request.scope, customFieldPolicy.manage));
    app.get(
      '/auth/custom-fields',
      {
        schema: {
          tags,
          summary:
            "The unit's fields and its partner's global fields (admin), or the partner's global fields (master)",
          response: { 200: ZCustomFieldList },
        },
      },
      async (request) => ({ data: await listFields(db, callerOwner(request.scope)) }),
    );
    app.post(
      '/auth/custom-fields',
      {
        schema: {
          tags,
          summary: 'Add a custom field',
          body: ZSaveCustomFieldRequest,
          response: { 201: ZCustomField },
        },
      },
      async (request, reply) => {
        const field = await createField(db, callerOwner(request.scope), request.body);
        await audit(request.scope, 'custom_field.created', field.id);
        return reply.status(201).send(field);
      },
    );
    app.put(
      '/auth/custom-fields/:id',
      {
        schema: {
          tags,
          summary: 'Edit a custom field',
          params: ZCustomFieldParams,
          body: ZSaveCustomFieldRequest,
          response: { 200: ZCustomField },
        },
      },
      async (request) => {
        const field = await updateField(db, callerOwner(request.scope), request.params.id, request.body);
        await audit(request.scope, 'custom_field.updated', field.id);
        return field;
      },
    );
    app.delete(
      '/auth/custom-fields/:id',
      {
        schema: {
          tags,
          summary: 'Delete a custom field (soft)',
          params: ZCustomFieldParams,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await deleteField(db, callerOwner(request.scope), request.params.id);
        await audit(request.scope, 'custom_field.deleted', request.params.id);
        return { ok: true as const };
      },
    );

    function audit(scope: Scope, event: string, id: number) {
      return recordAudit(db, {
        event,
        outcome: 'success',
        userId: scope.userId,
        actorUserId: scope.impersonatorUserId,
        companyId: scope.companyId,
        partnerId: scope.partnerId,
        details: { field_id: id },
      });
    }
  };
}
