import { notificationRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ChangeFeed } from '../../platform/change-feed';
import { serve } from '../../platform/serve';
import { unitScopeOf } from '../identity';
import { catalogAccessAnswered, catalogAccessRequested } from '../catalogs';
import { remoteAccessAnswered, remoteAccessRequested } from '../remote-access';
import { reportMaintenanceOpened } from '../reports';
import {
  deleteInboxItem,
  inboxPage,
  inboxUnread,
  readInboxItem,
  readWholeInbox,
  takeLoginNotices,
} from './notifications-inbox.service';
import { InboxStreams } from './notifications-stream.service';
import { notificationTemplateRoutes } from './notifications-templates.routes';
import { notificationPolicy } from './notifications.policy';
import {
  assertMaySend,
  getSentNotification,
  listSentNotifications,
  noticeCatalogAnswer,
  noticeCatalogRequest,
  noticeOpenedMaintenance,
  noticeRemoteAccessAnswer,
  noticeRemoteAccessRequest,
  reportsByUser,
  sendNotification,
  usersByReport,
} from './notifications.service';
import { linkContextOf } from '../tenancy';

export interface NotificationModuleOptions {
  changes: ChangeFeed;
}

export function notificationRoutes(opts: NotificationModuleOptions): FastifyPluginAsync {
  return async (app) => {
    const tags = ['notifications'];
    const log = app.log;
    // A report entering maintenance is noticed to everyone who may open it.
    app.events.on(reportMaintenanceOpened, noticeOpenedMaintenance);
    // Work waiting on someone, and its answers, reach them as notices.
    app.events.on(catalogAccessRequested, noticeCatalogRequest);
    app.events.on(catalogAccessAnswered, noticeCatalogAnswer);
    app.events.on(remoteAccessRequested, noticeRemoteAccessRequest);
    app.events.on(remoteAccessAnswered, noticeRemoteAccessAnswer);
    const streams = new InboxStreams(opts.changes, (err) => log.warn({ err }, 'inbox stream failed'));
    app.addHook('preClose', async () => streams.close());
    await app.register(notificationTemplateRoutes());

    /* The caller's own inbox ------------------------------------------------------------- */
    const inbox = { tags, config: { policy: notificationPolicy.inbox } };
    serve(app, calls.inbox, inbox, (request) =>
      inboxPage({ db: request.db, scope: request.scope, query: request.query }),
    );
    serve(app, calls.unread, inbox, (request) => inboxUnread({ db: request.db, scope: request.scope }));
    serve(app, calls.readAll, inbox, (request) => readWholeInbox({ db: request.db, scope: request.scope }));
    serve(app, calls.read, inbox, (request) =>
      readInboxItem({ db: request.db, scope: request.scope, id: request.params.id }),
    );
    serve(app, calls.remove, inbox, async (request) => {
      await deleteInboxItem({ db: request.db, scope: request.scope, id: request.params.id });
      return { deleted: true as const };
    });
    serve(app, calls.loginNotices, inbox, (request) =>
      takeLoginNotices({ db: request.db, scope: request.scope }),
    );
    serve(app, calls.stream, inbox, (request, reply) => {
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
      return reply;
    });

    /* The notification center ------------------------------------------------------------ */
    const send = { tags, config: { policy: notificationPolicy.send } };
    serve(app, calls.sent, send, async (request) => {
      const scope = await unitScopeOf(request.db, request);
      await assertMaySend(request.db, scope);
      return listSentNotifications({ db: request.db, scope, query: request.query });
    });
    serve(app, calls.sentOne, send, async (request) => {
      const scope = await unitScopeOf(request.db, request);
      await assertMaySend(request.db, scope);
      return getSentNotification({ db: request.db, scope, id: request.params.id });
    });
    serve(app, calls.send, send, async (request) => {
      const scope = await unitScopeOf(request.db, request);
      return sendNotification({
        db: request.db,
        scope,
        input: request.body,
        language: request.lang,
        links: linkContextOf(request),
      });
    });
    serve(app, calls.reportUsers, send, async (request) => {
      const scope = await unitScopeOf(request.db, request);
      await assertMaySend(request.db, scope);
      return usersByReport({ db: request.db, scope, reportId: request.params.id, query: request.query });
    });
    serve(app, calls.userReports, send, async (request) => {
      const scope = await unitScopeOf(request.db, request);
      await assertMaySend(request.db, scope);
      return reportsByUser({ db: request.db, scope, userId: request.params.id, query: request.query });
    });
  };
}
