import type { Db } from '../../platform/db';
import { DEFAULT_RETRY, defineJob } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { helpDeskMailJob, sendHelpDeskMail } from './help-desk-mail.service';

/** Attempts before a message that keeps failing is given up (the job backs off between them). */
const MAX_ATTEMPTS = 6;

/** The sending of queued help-desk e-mails, retried with back-off, given up after a few tries. */
export function helpDeskJobs(deps: { db: Db; mailer: Mailer }) {
  return [
    defineJob({
      ...helpDeskMailJob,
      retry: { ...DEFAULT_RETRY, attempts: MAX_ATTEMPTS },
      run: (payload) => sendHelpDeskMail(deps.db, deps.mailer, payload),
    }),
  ];
}
