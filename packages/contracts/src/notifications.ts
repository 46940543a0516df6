import { z } from 'zod';
import { pageOf, zId, zIdParam, zText, ZPageQuery } from './common';
import { LANGUAGES } from './languages';

export const NOTIFICATION_SUBJECT_MAX = 200;
/** The body as the composer sends it (HTML); sanitised on the server before it is stored. */
export const NOTIFICATION_BODY_MAX = 20_000;
/** Selected users or groups in one notification. */
export const NOTIFICATION_ADDRESSEES_MAX = 1000;
export const NOTIFICATION_TEMPLATE_NAME_MAX = 100;
/** Variables a template (or a composed text) may use, filled per addressee. */
export const NOTIFICATION_VARIABLES = ['user_name', 'unit', 'report_title', 'link'] as const;
/** How often an inbox without the push channel asks for its unread count (ms). */
export const NOTIFICATION_POLL_MS = 30_000;

/** Who receives a notification (spec §3): the unit, a profile, chosen people or user groups. */
export const ZNotificationAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('profile'), profile: z.enum(['admin', 'user']) }),
  z.object({
    kind: z.literal('users'),
    user_ids: z.array(zId()).min(1).max(NOTIFICATION_ADDRESSEES_MAX),
  }),
  z.object({
    kind: z.literal('groups'),
    group_ids: z.array(zId()).min(1).max(NOTIFICATION_ADDRESSEES_MAX),
  }),
]);
export type TNotificationAudience = z.infer<typeof ZNotificationAudience>;

/**
 * `POST /api/auth/notifications`: compose and send. A template gives the texts per language;
 * without one, subject and body are required (the server answers field errors naming them).
 */
export const ZSendNotificationRequest = z.object({
  subject: zText().trim().max(NOTIFICATION_SUBJECT_MAX).optional(),
  body: zText().max(NOTIFICATION_BODY_MAX).optional(),
  template_id: zId().optional(),
  /** The report the texts' `report_title` and `link` name. */
  report_id: zId().optional(),
  audience: ZNotificationAudience,
  login_notice: z.boolean().default(false),
});
export type TSendNotificationRequest = z.input<typeof ZSendNotificationRequest>;

/**
 * What led to a notification: a person's message, a report entering maintenance, a scheduled
 * task, or work waiting on the addressee (a catalog access request or its answer, a remote
 * access request).
 */
export const ZNotificationKind = z.enum(['manual', 'maintenance', 'scheduled', 'catalog', 'remote_access']);

/** A notification as its sender's unit lists it (the sender's record). */
export const ZSentNotification = z.object({
  id: z.number().int(),
  kind: ZNotificationKind,
  subject: z.string(),
  body: z.string(),
  audience: ZNotificationAudience.nullable(),
  login_notice: z.boolean(),
  sender_name: z.string().nullable(),
  report_id: z.number().int().nullable(),
  recipients: z.number().int(),
  read: z.number().int(),
  last_sent_at: z.string(),
});
export type TSentNotification = z.infer<typeof ZSentNotification>;
export const ZSentNotificationPage = pageOf(ZSentNotification);
export type TSentNotificationPage = z.infer<typeof ZSentNotificationPage>;

export const ZUnitPageQuery = ZPageQuery.extend({ company_id: zIdParam().optional() });

/** One notification in a person's inbox. */
export const ZInboxItem = z.object({
  id: z.number().int(),
  notification_id: z.number().int(),
  kind: ZNotificationKind,
  subject: z.string(),
  body: z.string(),
  sender_name: z.string().nullable(),
  login_notice: z.boolean(),
  read: z.boolean(),
  sent_at: z.string(),
});
export type TInboxItem = z.infer<typeof ZInboxItem>;
/** What the caller may do on the notification screen (the web never re-derives it). */
export const ZNotificationPolicies = z.object({ send: z.boolean(), templates: z.boolean() });
export type TNotificationPolicies = z.infer<typeof ZNotificationPolicies>;

export const ZInboxPage = pageOf(ZInboxItem).extend({
  policies: ZNotificationPolicies,
  unread: z.number().int(),
  /** When the newest notification of the inbox was sent. */
  last_sent_at: z.string().nullable(),
});
export type TInboxPage = z.infer<typeof ZInboxPage>;

export const ZInboxQuery = ZPageQuery.extend({
  status: z.enum(['unread', 'all']).default('all'),
});
export type TInboxQuery = z.input<typeof ZInboxQuery>;

export const ZUnreadCount = z.object({ unread: z.number().int(), last_sent_at: z.string().nullable() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

export const ZInboxParams = z.object({ id: zIdParam() });
export const ZLoginNotices = z.object({ data: z.array(ZInboxItem) });
export type TLoginNotices = z.infer<typeof ZLoginNotices>;

/** "Users by report": who may open a report of the unit. */
export const ZReportAudienceParams = z.object({ id: zIdParam() });
export const ZAudienceUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(['admin', 'user']),
});
export type TAudienceUser = z.infer<typeof ZAudienceUser>;
export const ZAudienceUserPage = pageOf(ZAudienceUser);
export type TAudienceUserPage = z.infer<typeof ZAudienceUserPage>;

/** "Reports by user": what one member of the unit may open. */
export const ZAudienceReport = z.object({
  id: z.number().int(),
  title: z.string(),
  in_maintenance: z.boolean(),
});
export type TAudienceReport = z.infer<typeof ZAudienceReport>;
export const ZAudienceReportPage = pageOf(ZAudienceReport);
export type TAudienceReportPage = z.infer<typeof ZAudienceReportPage>;

/* Templates ---------------------------------------------------------------------------------- */

export const ZTemplateText = z.object({
  subject: zText().trim().min(1).max(NOTIFICATION_SUBJECT_MAX),
  body: zText().min(1).max(NOTIFICATION_BODY_MAX),
});
export type TTemplateText = z.infer<typeof ZTemplateText>;

/** What a template is for: the composer's texts, or the unit's automatic maintenance notice. */
export const TEMPLATE_PURPOSES = ['general', 'maintenance'] as const;
export const ZTemplatePurpose = z.enum(TEMPLATE_PURPOSES);

const ZTemplateTexts = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, ZTemplateText.optional()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodOptional<typeof ZTemplateText>
  >,
);

/**
 * `POST/PUT /api/auth/notification_templates`: a name and its texts in one or more languages
 * (at least one; the server answers a field error on `texts` otherwise).
 */
export const ZSaveTemplateRequest = z.object({
  name: zText().trim().min(1).max(NOTIFICATION_TEMPLATE_NAME_MAX),
  texts: ZTemplateTexts,
  /** 'maintenance' makes it the unit's maintenance notice (taking the role from any other). */
  purpose: ZTemplatePurpose.default('general'),
});
export type TSaveTemplateRequest = z.input<typeof ZSaveTemplateRequest>;

export const ZNotificationTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  purpose: ZTemplatePurpose,
  texts: z.record(z.string(), ZTemplateText),
  updated_at: z.string(),
});
export type TNotificationTemplate = z.infer<typeof ZNotificationTemplate>;
export const ZNotificationTemplatePage = pageOf(ZNotificationTemplate);
export type TNotificationTemplatePage = z.infer<typeof ZNotificationTemplatePage>;
export const ZTemplateParams = z.object({ id: zIdParam() });

/** `POST /api/auth/notification_templates/preview`: a text rendered with sample values. */
export const ZPreviewTemplateRequest = z.object({
  subject: zText().max(NOTIFICATION_SUBJECT_MAX),
  body: zText().max(NOTIFICATION_BODY_MAX),
  report_id: zId().optional(),
});
export const ZPreviewTemplateResponse = z.object({ subject: z.string(), body: z.string() });

/** What a delete answers. */
export const ZNotificationDeleted = z.object({ deleted: z.literal(true) });
/** How many notifications were marked read. */
export const ZReadAllResponse = z.object({ read: z.number().int() });

/*
 * A partner works on one of its units by naming it (`company_id` in the query); a unit's members
 * work on their own unit.
 */
