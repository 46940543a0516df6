import type { CallContext } from '../../platform/call-context';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { findUserById } from '../identity';

/**
 * Sends a test e-mail through the unit's mail server to the caller; answers the address it went
 * to. Any failure, a stored password that cannot be opened among them, is `mail_test_failed`.
 */
export async function sendTestMail(
  { db, scope, log }: Pick<CallContext, 'db' | 'scope' | 'log'>,
  mailer: Mailer,
): Promise<string> {
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('mail_test_failed');
  try {
    const channel = await mailer.channelFor(scope.companyId);
    if (!channel) throw new Error('no mail server configured');
    await channel.send({
      to: user.email,
      subject: 'Mirante: test e-mail',
      text: 'This is a test message: your mail-server settings work.',
      html: '<p>This is a test message: your mail-server settings work.</p>',
    });
  } catch (error) {
    log.warn({ err: error }, 'test e-mail failed');
    throw new AppError('mail_test_failed');
  }
  return user.email;
}
