import type { Language } from '@mirante/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { notificationRecipients as copies, notifications, users } from '../../db/schema/index';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import type { JobKind } from '../../platform/jobs';
import { escapeHtml, fillText } from '../../platform/mail-layout';
import type { MailChannel, Mailer, MailMessage } from '../../platform/mail';
import { trustedUnitId } from '../../platform/scope';
import { resolveLanguage } from '@mirante/contracts';
import { bodyText } from './notifications-render.service';
import { NOTIFICATION_TEXTS } from './notifications-texts.service';
import { type LinkSettings, unitLinkOrigin } from '../tenancy';
import { unitName } from './notifications.repository';

/** The recurring mail round (one row of the jobs table, shared by every instance). */
export const NOTIFICATION_MAIL_JOB = 'notification-mail';
export const notificationMailJob = { name: NOTIFICATION_MAIL_JOB, payload: z.object({}) } satisfies JobKind;
/** Rounds that may leave an addressee without the e-mail before the notification gives up. */
export const MAIL_MAX_ATTEMPTS = 5;
const NOTIFICATIONS_PER_ROUND = 20;

export type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** A notification e-mail: the texts the person received in the portal, HTML with a text part. */
export function notificationMail(opts: {
  to: string;
  name: string;
  language: Language;
  unit: string;
  subject: string;
  body: string;
  link: string;
}): MailMessage {
  const t = NOTIFICATION_TEXTS[opts.language].mail;
  const greeting = fillText(t.greeting, { name: opts.name });
  const footer = fillText(t.footer, { unit: opts.unit });
  const text = [greeting, '', bodyText(opts.body), '', `${t.open}: ${opts.link}`, '', '--', footer, ''].join(
    '\n',
  );
  const h = escapeHtml;
  const html = `<!doctype html>
<html lang="${opts.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${h(opts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #dee2e6">
<tr><td style="padding:28px 32px 0;font-size:20px;font-weight:700;color:#0b3d91">${h(opts.unit)}</td></tr>
<tr><td style="padding:20px 32px 0;font-size:16px;font-weight:600">${h(greeting)}</td></tr>
<tr><td style="padding:12px 32px 0;font-size:15px;line-height:1.55">${opts.body}</td></tr>
<tr><td style="padding:24px 32px 8px"><a href="${h(opts.link)}" style="display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 22px;border-radius:8px">${h(t.open)}</a></td></tr>
<tr><td style="padding:12px 32px 28px;font-size:13px;line-height:1.55;color:#868e96">${h(t.fallback)}<br><a href="${h(opts.link)}" style="color:#1c7ed6;word-break:break-all">${h(opts.link)}</a></td></tr>
</table>
<p style="font-size:12px;color:#868e96;margin:16px 0 0">${h(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { to: opts.to, subject: opts.subject, text, html };
}

async function sendOne(
  db: Db,
  mailer: Mailer,
  log: Log,
  notification: { id: number; companyId: number; linkOrigin: string | null; mailLink: string | null },
  links: LinkSettings,
) {
  const companyId = trustedUnitId(notification.companyId);
  let channel: MailChannel | null;
  try {
    channel = await mailer.channelFor(companyId);
  } catch (err) {
    log.error({ err, companyId }, 'notification e-mail: mail server unusable');
    return false;
  }
  if (!channel) {
    log.warn({ companyId }, 'notification e-mail: no mail server is configured (unit settings or SMTP_URL)');
    return true;
  }
  // Where its links were built when it was sent (that request's scheme and port).
  const origin = notification.linkOrigin ?? (await unitLinkOrigin(db, companyId, links));
  const unit = { name: await unitName(db, companyId) };
  const link = notification.mailLink ?? `${origin}/notifications`;
  const pending = await db
    .select({
      id: copies.id,
      subject: copies.subject,
      body: copies.body,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(copies)
    .innerJoin(users, eq(users.id, copies.userId))
    .where(
      and(eq(copies.notificationId, notification.id), isNull(copies.emailedAt), isNull(copies.deletedAt)),
    );
  let allSent = true;
  for (const copy of pending) {
    const message = notificationMail({
      to: copy.email,
      name: copy.name,
      language: resolveLanguage(copy.language),
      unit: unit.name,
      subject: copy.subject,
      body: copy.body,
      link,
    });
    try {
      await channel.send(message);
      await db.update(copies).set({ emailedAt: new Date() }).where(eq(copies.id, copy.id));
    } catch (err) {
      allSent = false;
      log.error(
        { err, companyId, notificationId: notification.id },
        'notification e-mail: the mail server refused it',
      );
    }
  }
  return allSent;
}

/**
 * One mail round: each notification with e-mails pending is sent through its unit's server (else
 * the platform's). Addressees already mailed are skipped; a notification whose mail keeps failing
 * gives up after MAIL_MAX_ATTEMPTS rounds. The in-app copies were committed before and stay.
 */
export async function runNotificationMailRound(
  db: Db,
  mailer: Mailer,
  log: Log,
  /** How links reach the install, for a notification sent before its links were kept with it. */
  links: LinkSettings,
): Promise<number> {
  const due = await db
    .select({
      id: notifications.id,
      companyId: notifications.companyId,
      attempts: notifications.mailAttempts,
      linkOrigin: notifications.linkOrigin,
      mailLink: notifications.mailLink,
    })
    .from(notifications)
    .where(eq(notifications.mailPending, true))
    .orderBy(asc(notifications.createdAt))
    .limit(NOTIFICATIONS_PER_ROUND);
  for (const notification of due) {
    const done = await sendOne(db, mailer, log, notification, links);
    const attempts = notification.attempts + 1;
    const givingUp = !done && attempts >= MAIL_MAX_ATTEMPTS;
    if (givingUp) log.error({ notificationId: notification.id }, 'notification e-mail: giving up');
    await db
      .update(notifications)
      .set({ mailPending: !done && !givingUp, mailAttempts: sql`${notifications.mailAttempts} + 1` })
      .where(eq(notifications.id, notification.id));
  }
  return due.length;
}
