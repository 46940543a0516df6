import type { Db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import type { LinkSettings } from '../tenancy';
import { type Log, notificationMailJob, runNotificationMailRound } from './notifications-mail.repository';
import { noticeOpenedMaintenanceWindows } from './notifications.service';

/** How often the mail round runs when nothing asks for it sooner (a send asks at once). */
const ROUND_MS = 30_000;

/** The recurring round: maintenance windows' notices, then e-mails. */
export function notificationJobs(deps: { db: Db; mailer: Mailer; log: Log; links: LinkSettings }) {
  return [
    defineJob({
      ...notificationMailJob,
      every: ROUND_MS,
      async run() {
        // Scheduled maintenance windows that opened since the last round notify first, so their
        // e-mails go out in this same round.
        await noticeOpenedMaintenanceWindows(deps.db, deps.links);
        await runNotificationMailRound(deps.db, deps.mailer, deps.log, deps.links);
      },
    }),
  ];
}
