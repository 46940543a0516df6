import type { Language, TPageQuery, TSendNotificationRequest, TSentNotification } from '@mirante/contracts';
import { LANGUAGES, type ZSendNotificationRequest } from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { type LinkContext, type LinkSettings, platformOriginFrom, unitLinkOrigin } from '../tenancy';
import { AppError } from '../../platform/errors';
import type { PayloadOf } from '../../platform/events';
import { type Scope, trustedUnitId, type UnitId, unitOf } from '../../platform/scope';
import type { catalogAccessAnswered, catalogAccessRequested } from '../catalogs';
import { findUserById, getCompanyConfig } from '../identity';
import type { remoteAccessAnswered, remoteAccessRequested } from '../remote-access';
import {
  listMemberReports,
  listReportAudience,
  openMaintenanceWindows,
  reportAudienceIds,
  type reportMaintenanceOpened,
  reportTitle,
} from '../reports';
import {
  findTemplate,
  maintenanceTemplateTexts,
  type TemplateTexts,
} from './notifications-templates.repository';
import { checkTemplate, renderTexts, sanitizeBody } from './notifications-render.service';
import { notificationMailJob } from './notifications-mail.repository';
import { NOTIFICATION_TEXTS, type ServerTexts } from './notifications-texts.service';
import {
  accountsOf,
  addresseesOf,
  findSent,
  insertNotification,
  insertRecipients,
  listSent,
  maintenanceNoticeSince,
  mayCreateNotifications,
  resolveAudience,
  unitName,
} from './notifications.repository';

type Texts = { subject: string; body: string };
type SendInput = z.output<typeof ZSendNotificationRequest>;

/**
 * Members other than admins compose only when the unit allows it (its `allow_create_notifications`
 * setting) and their own account does too (spec §3 "allow create notifications").
 */
export async function maySend(db: Db, scope: Scope): Promise<boolean> {
  if (scope.profile !== 'user') return true;
  if (scope.companyId === null) return false;
  const config = await getCompanyConfig(db, scope.companyId);
  return config.allow_create_notifications === 'S' && (await mayCreateNotifications(db, scope.userId));
}

export async function assertMaySend(db: Db, scope: Scope): Promise<void> {
  if (!(await maySend(db, scope))) throw new AppError('no_functionality_access');
}

/** A template's texts in a language: that one, else the sender's, else pt-BR, else any. */
function textsIn(texts: TemplateTexts, language: Language, fallback: Language): Texts {
  const found =
    texts[language] ?? texts[fallback] ?? texts['pt-BR'] ?? LANGUAGES.map((l) => texts[l]).find(Boolean);
  if (!found) throw new AppError('notification_template_invalid', { params: { detail: '' } });
  return found;
}

/**
 * Writes the sender's record and every addressee's copy, its texts filled for that person (their
 * name and language), in the caller's transaction. Returns the notification's id.
 */
async function deliver(
  tx: Tx,
  opts: {
    companyId: UnitId;
    addresseeIds: number[];
    textsFor: (language: Language) => Texts;
    senderTexts: Texts;
    mail: boolean;
    /** The request that led to it (its scheme and port), else the install's settings. */
    links: LinkContext;
    values: Omit<
      Parameters<typeof insertNotification>[1],
      'companyId' | 'subject' | 'body' | 'mailPending' | 'linkOrigin' | 'mailLink'
    >;
    /** Where the link leads in the unit (a path); by default the report, else the inbox. */
    path?: string;
    /**
     * Addressees outside the unit (a partner's account): their copy is kept with the unit's
     * notification and always mailed, and both links lead to this address instead of the unit.
     */
    outside?: { link: string };
    /** More variables of the portal's own texts (who asked, a denial's reason). */
    extra?: Record<string, string>;
  },
): Promise<number> {
  const { companyId } = opts;
  const unit = {
    name: await unitName(tx, companyId),
    origin: await unitLinkOrigin(tx, companyId, opts.links),
  };
  const reportId = opts.values.reportId ?? null;
  const title = reportId ? await reportTitle(tx, companyId, reportId) : '';
  const link = opts.outside
    ? opts.outside.link
    : opts.path
      ? `${unit.origin}${opts.path}`
      : reportId
        ? `${unit.origin}/${reportId}/reports/view`
        : `${unit.origin}/notifications`;
  const people = opts.outside
    ? await accountsOf(tx, opts.addresseeIds)
    : await addresseesOf(tx, companyId, opts.addresseeIds);
  const mailPending = (opts.mail || opts.outside !== undefined) && people.length > 0;
  const notification = await insertNotification(tx, {
    ...opts.values,
    companyId,
    subject: opts.senderTexts.subject,
    body: sanitizeBody(opts.senderTexts.body),
    mailPending,
    linkOrigin: unit.origin,
    mailLink: opts.outside?.link ?? null,
  });
  const copies = [];
  for (const person of people) {
    const texts = await renderTexts(opts.textsFor(person.language), {
      ...opts.extra,
      user_name: person.name,
      unit: unit.name,
      report_title: title,
      link,
    });
    copies.push({ companyId, notificationId: notification.id, userId: person.id, ...texts });
  }
  await insertRecipients(tx, copies);
  // A mail round is asked for with the notification: runners hear of it once this commits.
  if (mailPending) await enqueue(tx, notificationMailJob, {});
  return notification.id;
}

/** Whether the unit mails its notifications too (read in the caller's transaction, if any). */
async function mailOn(db: Db | Tx, companyId: UnitId): Promise<boolean> {
  return (await getCompanyConfig(db as Db, companyId)).send_email_notification === 'S';
}

/** Composes and sends a notification to an audience of the caller's unit. */
export async function sendNotification(opts: {
  db: Db;
  scope: Scope;
  input: SendInput;
  language: Language;
  /** The sender's request: its links are built with that request's scheme and port. */
  links: LinkContext;
}): Promise<TSentNotification> {
  const { db, scope, input, language } = opts;
  await assertMaySend(db, scope);
  const companyId = unitOf(scope);
  const mail = await mailOn(db, companyId);
  const id = await db.transaction(async (tx) => {
    const addresseeIds = await resolveAudience(tx, companyId, input.audience);
    if (addresseeIds.length === 0) throw new AppError('notification_no_addressees');
    let textsFor: (language: Language) => Texts;
    if (input.template_id !== undefined) {
      const template = await findTemplate(tx, companyId, input.template_id);
      textsFor = (l) => textsIn(template.texts, l, language);
    } else {
      const missing: Record<string, ['field_required']> = {};
      if (!input.subject) missing.subject = ['field_required'];
      if (!input.body?.trim()) missing.body = ['field_required'];
      if (Object.keys(missing).length > 0) throw new AppError('validation_failed', { errors: missing });
      const texts = { subject: input.subject ?? '', body: input.body ?? '' };
      checkTemplate('subject', texts.subject);
      checkTemplate('body', texts.body);
      textsFor = () => texts;
    }
    const notificationId = await deliver(tx, {
      companyId,
      addresseeIds,
      textsFor,
      senderTexts: textsFor(language),
      mail,
      links: opts.links,
      values: {
        kind: 'manual',
        senderUserId: scope.userId,
        audience: input.audience,
        loginNotice: input.login_notice,
        reportId: input.report_id ?? null,
        templateId: input.template_id ?? null,
      },
    });
    await recordAudit(tx, {
      ...successBy(scope),
      event: 'notification.sent',
      details: { notification_id: notificationId, recipients: addresseeIds.length },
    });
    return notificationId;
  });
  return findSent(db, companyId, id);
}

/**
 * Tells everyone who may open a report that it entered maintenance, in the transaction that put
 * it there (reports.service). The texts are the server's own, in each person's language.
 */
export async function noticeReportMaintenance(
  tx: Tx,
  opts: {
    companyId: UnitId;
    reportId: number;
    senderUserId: number | null;
    /** The admin's request, else (a scheduled window opening) the install's settings. */
    links: LinkContext;
  },
): Promise<number | null> {
  const addresseeIds = await reportAudienceIds(tx, opts.companyId, opts.reportId);
  if (addresseeIds.length === 0) return null;
  const mail = await mailOn(tx, opts.companyId);
  // The unit's own maintenance template when it has one, else the portal's texts.
  const own = await maintenanceTemplateTexts(tx, opts.companyId);
  const textsFor = (l: Language) => (own ? textsIn(own, l, 'pt-BR') : NOTIFICATION_TEXTS[l].maintenance);
  const id = await deliver(tx, {
    companyId: opts.companyId,
    addresseeIds,
    textsFor,
    senderTexts: textsFor('pt-BR'),
    mail,
    links: opts.links,
    values: { kind: 'maintenance', senderUserId: opts.senderUserId, reportId: opts.reportId, audience: null },
  });
  return id;
}

/** A report entered maintenance: its notice goes out in the transaction that put it there. */
export async function noticeOpenedMaintenance(
  event: PayloadOf<typeof reportMaintenanceOpened>,
): Promise<void> {
  const { tx, ...opts } = event;
  await noticeReportMaintenance(tx, opts);
}

/**
 * A notice the portal writes itself (its texts in each addressee's language) about work waiting
 * on them or its answer, in the transaction that made it. Nobody to tell: nothing is sent.
 */
async function noticeWork(
  tx: Tx,
  opts: {
    companyId: UnitId;
    addresseeIds: number[];
    texts: keyof Pick<
      ServerTexts,
      | 'catalogRequested'
      | 'catalogGranted'
      | 'catalogDenied'
      | 'remoteRequested'
      | 'remoteAuthorized'
      | 'remoteRefused'
    >;
    kind: 'catalog' | 'remote_access';
    reportId?: number;
    path: string;
    extra: Record<string, string>;
    links: LinkContext;
    outside?: { link: string };
  },
): Promise<void> {
  const addresseeIds = [...new Set(opts.addresseeIds)];
  if (addresseeIds.length === 0) return;
  const textsFor = (l: Language) => NOTIFICATION_TEXTS[l][opts.texts];
  await deliver(tx, {
    companyId: opts.companyId,
    addresseeIds,
    textsFor,
    senderTexts: textsFor('pt-BR'),
    mail: await mailOn(tx, opts.companyId),
    links: opts.links,
    path: opts.path,
    extra: opts.extra,
    ...(opts.outside ? { outside: opts.outside } : {}),
    values: { kind: opts.kind, senderUserId: null, reportId: opts.reportId ?? null, audience: null },
  });
}

/** Who asked, as the notice names them. */
async function personName(tx: Tx, userId: number): Promise<string> {
  return (await findUserById(tx, userId))?.name ?? '';
}

/** A catalog access request: the unit's administrators are told (bell and, if the unit mails, e-mail). */
export async function noticeCatalogRequest(event: PayloadOf<typeof catalogAccessRequested>): Promise<void> {
  const { tx, companyId } = event;
  await noticeWork(tx, {
    companyId,
    addresseeIds: await resolveAudience(tx, companyId, { kind: 'profile', profile: 'admin' }),
    texts: 'catalogRequested',
    kind: 'catalog',
    reportId: event.reportId,
    path: '/catalogs',
    extra: { requester: await personName(tx, event.requesterUserId) },
    links: event.links,
  });
}

/** A catalog request answered: the person who asked hears it, with the reason of a denial. */
export async function noticeCatalogAnswer(event: PayloadOf<typeof catalogAccessAnswered>): Promise<void> {
  const { tx, companyId } = event;
  await noticeWork(tx, {
    companyId,
    addresseeIds: [event.requesterUserId],
    texts: event.granted ? 'catalogGranted' : 'catalogDenied',
    kind: 'catalog',
    reportId: event.reportId,
    path: event.granted ? `/${event.reportId}/reports/view` : '/catalogs',
    extra: { reason: event.reason ?? '' },
    links: event.links,
  });
}

/** A remote access request: whoever answers it is told (the user asked, else the unit's administrators). */
export async function noticeRemoteAccessRequest(
  event: PayloadOf<typeof remoteAccessRequested>,
): Promise<void> {
  const { tx, companyId } = event;
  await noticeWork(tx, {
    companyId,
    addresseeIds:
      event.targetUserId !== null
        ? [event.targetUserId]
        : await resolveAudience(tx, companyId, { kind: 'profile', profile: 'admin' }),
    texts: 'remoteRequested',
    kind: 'remote_access',
    path: '/remote/authorization',
    extra: { requester: await personName(tx, event.requesterUserId) },
    links: event.links,
  });
}

/**
 * A remote access request answered: the one who asked is told, with a refusal's reason. An
 * administrator who asked to act as a user hears it in the unit (bell, and e-mail where the unit
 * mails); a partner, outside the unit, by e-mail with a link to its own portal (the copy also
 * waits in the unit's bell for the day it enters).
 */
export async function noticeRemoteAccessAnswer(event: PayloadOf<typeof remoteAccessAnswered>): Promise<void> {
  const { tx, companyId } = event;
  const partner = event.targetUserId === null;
  await noticeWork(tx, {
    companyId,
    addresseeIds: [event.requesterUserId],
    texts: event.authorized ? 'remoteAuthorized' : 'remoteRefused',
    kind: 'remote_access',
    path: '/user',
    extra: { reason: event.reason?.trim() || '—' },
    links: event.links,
    // The partner's portal is the platform's (the answer came from a request on the unit's host).
    ...(partner ? { outside: { link: `${platformOriginFrom(event.links)}/` } } : {}),
  });
}

/**
 * Sends one of the unit's templates to everyone in the unit, on behalf of the task scheduler (a
 * "send a notification" task); each person gets the template in their language.
 */
export async function sendTemplateNotification(opts: {
  db: Db;
  companyId: UnitId;
  templateId: number;
  /** How links reach the install: no request led to it. */
  links: LinkSettings;
}): Promise<number> {
  const { db, companyId } = opts;
  const mail = await mailOn(db, companyId);
  const id = await db.transaction(async (tx) => {
    const template = await findTemplate(tx, companyId, opts.templateId);
    const addresseeIds = await resolveAudience(tx, companyId, { kind: 'all' });
    if (addresseeIds.length === 0) throw new AppError('notification_no_addressees');
    const textsFor = (l: Language) => textsIn(template.texts, l, 'pt-BR');
    return deliver(tx, {
      companyId,
      addresseeIds,
      textsFor,
      senderTexts: textsFor('pt-BR'),
      mail,
      links: opts.links,
      values: {
        kind: 'scheduled',
        senderUserId: null,
        audience: { kind: 'all' },
        loginNotice: false,
        templateId: opts.templateId,
      },
    });
  });
  return id;
}

export function listSentNotifications({ db, scope, query }: { db: Db; scope: Scope; query: TPageQuery }) {
  return listSent(db, unitOf(scope), query);
}

export function getSentNotification({ db, scope, id }: { db: Db; scope: Scope; id: number }) {
  return findSent(db, unitOf(scope), id);
}

export function usersByReport(opts: { db: Db; scope: Scope; reportId: number; query: TPageQuery }) {
  return listReportAudience(opts.db, unitOf(opts.scope), opts.reportId, opts.query);
}

export function reportsByUser(opts: { db: Db; scope: Scope; userId: number; query: TPageQuery }) {
  return listMemberReports(opts.db, unitOf(opts.scope), opts.userId, opts.query);
}

export type { TSendNotificationRequest };

/**
 * Sends the notice of every scheduled maintenance window that has opened and has had none since
 * it opened (the background round calls it; the round runs on one instance at a time).
 */
export async function noticeOpenedMaintenanceWindows(db: Db, links: LinkSettings): Promise<number> {
  let sent = 0;
  for (const window of await openMaintenanceWindows(db)) {
    if (await maintenanceNoticeSince(db, window.id, window.start)) continue;
    const companyId = trustedUnitId(window.companyId);
    await db.transaction((tx) =>
      noticeReportMaintenance(tx, { companyId, reportId: window.id, senderUserId: null, links }),
    );
    sent += 1;
  }
  return sent;
}
