import {
  ZNotificationTemplate,
  ZNotificationTemplatePage,
  ZPreviewTemplateRequest,
  ZPreviewTemplateResponse,
  ZSaveTemplateRequest,
  ZTemplateParams,
  ZUnitPageQuery,
  ZUnitScopeQuery,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitScopeOf } from '../config/unit-scope';
import {
  addUnitTemplate,
  editUnitTemplate,
  getUnitTemplate,
  listUnitTemplates,
  previewTemplate,
  removeUnitTemplate,
} from './notification-templates.service';
import { notificationPolicy } from './notifications.policy';
import { assertMaySend } from './notifications.service';
import { linkContextOf } from '../tenancy/link-origin';

/** A unit's notification templates: senders read them, the unit's admins and partner keep them. */
export function notificationTemplateRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['notification templates'];
    app.get(
      '/auth/notification_templates',
      {
        config: { policy: notificationPolicy.send },
        schema: {
          tags,
          summary: "The unit's notification templates",
          querystring: ZUnitPageQuery,
          response: { 200: ZNotificationTemplatePage },
        },
      },
      async (request) => {
        const scope = await unitScopeOf(request.db, request);
        await assertMaySend(request.db, scope);
        return listUnitTemplates({ db: request.db, scope, query: request.query });
      },
    );
    app.get(
      '/auth/notification_templates/:id',
      {
        config: { policy: notificationPolicy.send },
        schema: {
          tags,
          summary: 'One notification template',
          params: ZTemplateParams,
          querystring: ZUnitScopeQuery,
          response: { 200: ZNotificationTemplate },
        },
      },
      async (request) => {
        const scope = await unitScopeOf(request.db, request);
        await assertMaySend(request.db, scope);
        return getUnitTemplate({ db: request.db, scope, id: request.params.id });
      },
    );
    app.post(
      '/auth/notification_templates/preview',
      {
        config: { policy: notificationPolicy.send, readOnly: true },
        schema: {
          tags,
          summary: 'A text filled with sample values (the caller, the unit, a report)',
          querystring: ZUnitScopeQuery,
          body: ZPreviewTemplateRequest,
          response: { 200: ZPreviewTemplateResponse },
        },
      },
      async (request) => {
        const scope = await unitScopeOf(request.db, request);
        await assertMaySend(request.db, scope);
        return previewTemplate({ db: request.db, scope, input: request.body, links: linkContextOf(request) });
      },
    );
    app.post(
      '/auth/notification_templates',
      {
        config: { policy: notificationPolicy.templates },
        schema: {
          tags,
          summary: 'Add a notification template',
          querystring: ZUnitScopeQuery,
          body: ZSaveTemplateRequest,
          response: { 201: ZNotificationTemplate },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await addUnitTemplate({
            db: request.db,
            scope: await unitScopeOf(request.db, request),
            input: request.body,
          }),
        ),
    );
    app.put(
      '/auth/notification_templates/:id',
      {
        config: { policy: notificationPolicy.templates },
        schema: {
          tags,
          summary: 'Edit a notification template',
          params: ZTemplateParams,
          querystring: ZUnitScopeQuery,
          body: ZSaveTemplateRequest,
          response: { 200: ZNotificationTemplate },
        },
      },
      async (request) =>
        editUnitTemplate({
          db: request.db,
          scope: await unitScopeOf(request.db, request),
          id: request.params.id,
          input: request.body,
        }),
    );
    app.delete(
      '/auth/notification_templates/:id',
      {
        config: { policy: notificationPolicy.templates },
        schema: {
          tags,
          summary: 'Delete a notification template',
          params: ZTemplateParams,
          querystring: ZUnitScopeQuery,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) =>
        removeUnitTemplate({
          db: request.db,
          scope: await unitScopeOf(request.db, request),
          id: request.params.id,
        }),
    );
  };
}
