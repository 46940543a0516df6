import {
  ZAudienceReportPage,
  ZAudienceUserPage,
  ZInboxItem,
  ZInboxPage,
  ZInboxParams,
  ZInboxQuery,
  ZLoginNotices,
  ZReportAudienceParams,
  ZSendNotificationRequest,
  ZSentNotification,
  ZSentNotificationPage,
  ZUnitPageQuery,
  ZUnitScopeQuery,
  ZUnreadCount,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChangeFeed } from '../../platform/change-feed';
import { unitScopeOf } from '../config/unit-scope';
import {
  deleteInboxItem,
  inboxPage,
  inboxUnread,
  readInboxItem,
  readWholeInbox,
  takeLoginNotices,
} from './inbox.service';
import { InboxStreams } from './notification-stream';
import { notificationTemplateRoutes } from './notification-templates.routes';
import { notificationPolicy } from './notifications.policy';
import {
  assertMaySend,
  getSentNotification,
  listSentNotifications,
  reportsByUser,
  sendNotification,
  usersByReport,
} from './notifications.service';
import { linkContextOf } from '../tenancy/link-origin';

export interface NotificationModuleOptions {
  changes: ChangeFeed;
}

export function notificationRoutes(opts: NotificationModuleOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['notifications'];
    const log = app.log;
    const streams = new InboxStreams(opts.changes, (err) => log.warn({ err }, 'inbox stream failed'));
    app.addHook('preClose', async () => streams.close());
    await app.register(notificationTemplateRoutes());

    /* The caller's own inbox ------------------------------------------------------------- */
    app.get(
      '/auth/notifications/inbox',
      {
        config: { policy: notificationPolicy.inbox },
        schema: {
          tags,
          summary: 'My notifications: unread or all',
          querystring: ZInboxQuery,
          response: { 200: ZInboxPage },
        },
      },
      async (request) => inboxPage({ db: request.db, scope: request.scope, query: request.query }),
    );
    app.get(
      '/auth/notifications/inbox/unread',
      {
        config: { policy: notificationPolicy.inbox },
        schema: { tags, summary: 'My unread count (the bell)', response: { 200: ZUnreadCount } },
      },
      async (request) => inboxUnread({ db: request.db, scope: request.scope }),
    );
    app.post(
      '/auth/notifications/inbox/read_all',
      {
        config: { policy: notificationPolicy.inbox },
        schema: {
          tags,
          summary: 'Mark all my notifications read',
          response: { 200: z.object({ read: z.number().int() }) },
        },
      },
      async (request) => readWholeInbox({ db: request.db, scope: request.scope }),
    );
    app.post(
      '/auth/notifications/inbox/:id/read',
      {
        config: { policy: notificationPolicy.inbox },
        schema: {
          tags,
          summary: 'Mark one of my notifications read',
          params: ZInboxParams,
          response: { 200: ZInboxItem },
        },
      },
      async (request) => readInboxItem({ db: request.db, scope: request.scope, id: request.params.id }),
    );
    app.delete(
      '/auth/notifications/inbox/:id',
      {
        config: { policy: notificationPolicy.inbox },
        schema: {
          tags,
          summary: "Delete my copy (the sender's record stays)",
          params: ZInboxParams,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await deleteInboxItem({ db: request.db, scope: request.scope, id: request.params.id });
        return { deleted: true as const };
      },
    );
    app.post(
      '/auth/notifications/login_notices',
      {
        config: { policy: notificationPolicy.inbox },
        schema: { tags, summary: 'Login notices to show now (each once)', response: { 200: ZLoginNotices } },
      },
      async (request) => takeLoginNotices({ db: request.db, scope: request.scope }),
    );
    app.get(
      '/auth/notifications/stream',
      {
        config: { policy: notificationPolicy.inbox },
        schema: { tags, summary: 'Server-sent events: the unread count whenever it changes' },
      },
      async (request, reply) => {
        const scope = request.scope;
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
          connection: 'keep-alive',
        });
        reply.raw.write('retry: 5000\n\n');
        streams.add({
          userId: scope.userId,
          sessionId: scope.sessionId,
          response: reply.raw,
          read: () => inboxUnread({ db: request.db, scope }),
        });
      },
    );

    /* The notification center ------------------------------------------------------------ */
    app.get(
      '/auth/notifications',
      {
        config: { policy: notificationPolicy.send },
        schema: {
          tags,
          summary: "The unit's sent notifications",
          querystring: ZUnitPageQuery,
          response: { 200: ZSentNotificationPage },
        },
      },
      async (request) => {
        const scope = await unitScopeOf(request.db, request);
        await assertMaySend(request.db, scope);
        return listSentNotifications({ db: request.db, scope, query: request.query });
      },
    );
    app.get(
      '/auth/notifications/:id',
      {
        config: { policy: notificationPolicy.send },
        schema: {
          tags,
          summary: 'One sent notification',
          params: ZInboxParams,
          querystring: ZUnitScopeQuery,
          response: { 200: ZSentNotification },
        },
      },
      async (request) => {
        const scope = await unitScopeOf(request.db, request);
        await assertMaySend(request.db, scope);
        return getSentNotification({ db: request.db, scope, id: request.params.id });
      },
    );
    app.post(
      '/auth/notifications',
      {
        config: { policy: notificationPolicy.send },
        schema: {
          tags,
          summary: 'Compose and send a notification (optionally a login notice)',
          querystring: ZUnitScopeQuery,
          body: ZSendNotificationRequest,
          response: { 201: ZSentNotification },
        },
      },
      async (request, reply) => {
        const scope = await unitScopeOf(request.db, request);
        const sent = await sendNotification({
          db: request.db,
          scope,
          input: request.body,
          language: request.lang,
          links: linkContextOf(request),
        });
        return reply.status(201).send(sent);
      },
    );
    app.get(
      '/auth/notifications/reports/:id/users',
      {
        config: { policy: notificationPolicy.send },
        schema: {
          tags,
          summary: 'Users by report: who may open a report of the unit',
          params: ZReportAudienceParams,
          querystring: ZUnitPageQuery,
          response: { 200: ZAudienceUserPage },
        },
      },
      async (request) => {
        const scope = await unitScopeOf(request.db, request);
        await assertMaySend(request.db, scope);
        return usersByReport({ db: request.db, scope, reportId: request.params.id, query: request.query });
      },
    );
    app.get(
      '/auth/notifications/users/:id/reports',
      {
        config: { policy: notificationPolicy.send },
        schema: {
          tags,
          summary: 'Reports by user: what one member of the unit may open',
          params: ZReportAudienceParams,
          querystring: ZUnitPageQuery,
          response: { 200: ZAudienceReportPage },
        },
      },
      async (request) => {
        const scope = await unitScopeOf(request.db, request);
        await assertMaySend(request.db, scope);
        return reportsByUser({ db: request.db, scope, userId: request.params.id, query: request.query });
      },
    );
  };
}
