import { notificationTemplateRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../platform/serve';
import { unitScopeOf } from '../identity';
import {
  addUnitTemplate,
  editUnitTemplate,
  getUnitTemplate,
  listUnitTemplates,
  previewTemplate,
  removeUnitTemplate,
} from './notifications-templates.service';
import { notificationPolicy } from './notifications.policy';
import { assertMaySend } from './notifications.service';
import { linkContextOf } from '../tenancy';

/** A unit's notification templates: senders read them, the unit's admins and partner keep them. */
export function notificationTemplateRoutes(): FastifyPluginAsync {
  return async (app) => {
    const tags = ['notification templates'];
    const send = { tags, config: { policy: notificationPolicy.send } };
    const keep = { tags, config: { policy: notificationPolicy.templates } };
    serve(app, calls.list, send, async (request) => {
      const scope = await unitScopeOf(request.db, request);
      await assertMaySend(request.db, scope);
      return listUnitTemplates({ db: request.db, scope, query: request.query });
    });
    serve(app, calls.get, send, async (request) => {
      const scope = await unitScopeOf(request.db, request);
      await assertMaySend(request.db, scope);
      return getUnitTemplate({ db: request.db, scope, id: request.params.id });
    });
    serve(
      app,
      calls.preview,
      { tags, config: { policy: notificationPolicy.send, readOnly: true } },
      async (request) => {
        const scope = await unitScopeOf(request.db, request);
        await assertMaySend(request.db, scope);
        return previewTemplate({ db: request.db, scope, input: request.body, links: linkContextOf(request) });
      },
    );
    serve(app, calls.create, keep, async (request) =>
      addUnitTemplate({
        db: request.db,
        scope: await unitScopeOf(request.db, request),
        input: request.body,
      }),
    );
    serve(app, calls.update, keep, async (request) =>
      editUnitTemplate({
        db: request.db,
        scope: await unitScopeOf(request.db, request),
        id: request.params.id,
        input: request.body,
      }),
    );
    serve(app, calls.remove, keep, async (request) =>
      removeUnitTemplate({
        db: request.db,
        scope: await unitScopeOf(request.db, request),
        id: request.params.id,
      }),
    );
  };
}
