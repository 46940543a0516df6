import {
  ZAudienceReportPage,
  ZAudienceUserPage,
  ZInboxItem,
  ZInboxPage,
  ZInboxParams,
  ZInboxQuery,
  ZLoginNotices,
  ZNotificationDeleted,
  ZNotificationTemplate,
  ZNotificationTemplatePage,
  ZPreviewTemplateRequest,
  ZPreviewTemplateResponse,
  ZReadAllResponse,
  ZReportAudienceParams,
  ZSaveTemplateRequest,
  ZSendNotificationRequest,
  ZSentNotification,
  ZSentNotificationPage,
  ZTemplateParams,
  ZUnitPageQuery,
  ZUnreadCount,
} from '../notifications';
import { fileAnswer, route } from '../route-map';
import { ZUnitScopeQuery } from '../users';

/** The inbox and the notification center. */
export const notificationRoutes = {
  inbox: route('GET /auth/notifications/inbox', {
    summary: 'My notifications: unread or all',
    query: ZInboxQuery,
    response: ZInboxPage,
  }),
  unread: route('GET /auth/notifications/inbox/unread', {
    summary: 'My unread count (the bell)',
    response: ZUnreadCount,
  }),
  readAll: route('POST /auth/notifications/inbox/read_all', {
    summary: 'Mark all my notifications read',
    response: ZReadAllResponse,
  }),
  read: route('POST /auth/notifications/inbox/:id/read', {
    summary: 'Mark one of my notifications read',
    params: ZInboxParams,
    response: ZInboxItem,
  }),
  remove: route('DELETE /auth/notifications/inbox/:id', {
    summary: "Delete my copy (the sender's record stays)",
    params: ZInboxParams,
    response: ZNotificationDeleted,
  }),
  loginNotices: route('POST /auth/notifications/login_notices', {
    summary: 'Login notices to show now (each once)',
    response: ZLoginNotices,
  }),
  /** The push channel of the inbox; the screens poll the unread count when it is unavailable. */
  stream: route('GET /auth/notifications/stream', {
    summary: 'Server-sent events: the unread count whenever it changes',
    response: fileAnswer,
    file: 'text/event-stream',
  }),
  sent: route('GET /auth/notifications', {
    summary: "The unit's sent notifications",
    query: ZUnitPageQuery,
    response: ZSentNotificationPage,
  }),
  sentOne: route('GET /auth/notifications/:id', {
    summary: 'One sent notification',
    params: ZInboxParams,
    query: ZUnitScopeQuery,
    response: ZSentNotification,
  }),
  send: route('POST /auth/notifications', {
    summary: 'Compose and send a notification (optionally a login notice)',
    query: ZUnitScopeQuery,
    body: ZSendNotificationRequest,
    response: ZSentNotification,
    status: 201,
  }),
  reportUsers: route('GET /auth/notifications/reports/:id/users', {
    summary: 'Users by report: who may open a report of the unit',
    params: ZReportAudienceParams,
    query: ZUnitPageQuery,
    response: ZAudienceUserPage,
  }),
  userReports: route('GET /auth/notifications/users/:id/reports', {
    summary: 'Reports by user: what one member of the unit may open',
    params: ZReportAudienceParams,
    query: ZUnitPageQuery,
    response: ZAudienceReportPage,
  }),
} as const;

/** A unit's notification templates: senders read them, the unit's admins and partner keep them. */
export const notificationTemplateRoutes = {
  list: route('GET /auth/notification_templates', {
    summary: "The unit's notification templates",
    query: ZUnitPageQuery,
    response: ZNotificationTemplatePage,
  }),
  get: route('GET /auth/notification_templates/:id', {
    summary: 'One notification template',
    params: ZTemplateParams,
    query: ZUnitScopeQuery,
    response: ZNotificationTemplate,
  }),
  preview: route('POST /auth/notification_templates/preview', {
    summary: 'A text filled with sample values (the caller, the unit, a report)',
    query: ZUnitScopeQuery,
    body: ZPreviewTemplateRequest,
    response: ZPreviewTemplateResponse,
  }),
  create: route('POST /auth/notification_templates', {
    summary: 'Add a notification template',
    query: ZUnitScopeQuery,
    body: ZSaveTemplateRequest,
    response: ZNotificationTemplate,
    status: 201,
  }),
  update: route('PUT /auth/notification_templates/:id', {
    summary: 'Edit a notification template',
    params: ZTemplateParams,
    query: ZUnitScopeQuery,
    body: ZSaveTemplateRequest,
    response: ZNotificationTemplate,
  }),
  remove: route('DELETE /auth/notification_templates/:id', {
    summary: 'Delete a notification template',
    params: ZTemplateParams,
    query: ZUnitScopeQuery,
    response: ZNotificationDeleted,
  }),
} as const;
