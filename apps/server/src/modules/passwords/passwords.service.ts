import {
  DEFAULT_COMPANY_CONFIG,
  FORGOT_LIMIT_PER_ADDRESS,
  FORGOT_LIMIT_PER_EMAIL,
  FORGOT_LIMIT_WINDOW_MINUTES,
  type MessageCode,
  PASSWORD_RESET_TTL_MINUTES,
  PASSWORD_RULE_MESSAGES,
  passwordRuleFailures,
  type TPasswordRules,
  type TResetPasswordRequest,
} from '@mirante/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, recordEvent } from '../../platform/audit';
import { assertUserMayEnter } from '../auth';
import {
  membershipRefusal,
  consumeAuthToken,
  issueAuthToken,
  peekAuthToken,
  revokeAuthTokens,
  getCompanyConfig,
  findLandingMembership,
  findMembership,
  findUserByEmail,
  findUserById,
  type Membership,
  type MembershipStanding,
} from '../identity';
import { addressKey, pgCounterStore } from '../auth';
import { revokeUserSessions } from '../auth';
import { unitAcceptsPasswords } from '../auth';
import { resolveSite, type LinkContext, siteLinkOrigin } from '../tenancy';
import { updatePassword } from '../users';
import { passwordRulesForUser } from '../users';
import type { Db } from '../../platform/db';
import { unitOfRow } from '../../platform/scope';
import { AppError } from '../../platform/errors';
import { type MailChannel, type Mailer, PRODUCT_NAME } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { readPasswordHash } from '../../platform/secrets';
import { recoveryMail } from './passwords-recovery-mail.service';

const MINUTE_MS = 60_000;

export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
  /** The Host header: names the business unit and the origin of the link. */
  host: string | undefined;
  protocol: string;
}

function pickRules(config: TPasswordRules): TPasswordRules {
  const { min_character, capital_letter, special_characters, expiry_time_password } = config;
  return { min_character, capital_letter, special_characters, expiry_time_password };
}

/** A live token of a password link: a recovery link's or a forced change's. */
async function findPasswordToken(db: Db, token: string) {
  return (
    (await peekAuthToken(db, token, 'password_reset')) ?? (await peekAuthToken(db, token, 'password_change'))
  );
}

function membershipIdOf(payload: unknown): number | undefined {
  const value = (payload as { membershipId?: unknown } | null)?.membershipId;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/**
 * The password rules that apply: with a token, those of its user's unit; without one, those
 * of the unit the request's host belongs to; else the defaults.
 */
export async function passwordRulesFor({
  db,
  token,
  host,
  baseDomain,
}: {
  db: Db;
  token?: string;
  host: string | undefined;
  baseDomain: string;
}): Promise<TPasswordRules> {
  if (token) {
    const row = await findPasswordToken(db, token);
    if (!row) throw new AppError('invalid_token');
    return pickRules(await passwordRulesForUser(db, row.userId, membershipIdOf(row.payload)));
  }
  const site = await resolveSite(db, host, baseDomain);
  return pickRules(
    site.kind === 'company' ? await getCompanyConfig(db, site.companyId) : DEFAULT_COMPANY_CONFIG,
  );
}

async function assertWithinForgotLimits(db: Db, email: string, ip: string): Promise<void> {
  const store = pgCounterStore(db);
  const windowMs = FORGOT_LIMIT_WINDOW_MINUTES * MINUTE_MS;
  // Counted for every address typed, registered or not, so the limit itself tells nothing.
  const emailKey = `password_forgot:email:${email.trim().toLowerCase()}`;
  const addrKey = `password_forgot:address:${addressKey(ip)}`;
  const [byEmail, byAddress] = await Promise.all([
    store.hit(emailKey, windowMs),
    store.hit(addrKey, windowMs),
  ]);
  if (byEmail.count > FORGOT_LIMIT_PER_EMAIL || byAddress.count > FORGOT_LIMIT_PER_ADDRESS) {
    throw new AppError('too_many_requests');
  }
}

/**
 * `/forgot`: mails a single-use recovery link to the address, when it belongs to an account
 * that may use one.
 *
 * The answer must not tell whether the address is registered. Everything that can fail for
 * reasons of the server (its mail server missing, unreachable or refusing our login) is
 * decided BEFORE the address is looked up: the channel of the unit behind the host (else the
 * platform's) is checked with a real connection on every request, so 'Error sending password
 * recovery email!' comes for every address alike. After the lookup every outcome answers the
 * same neutral message; the message itself is sent in the background, so neither an SMTP
 * round trip nor a late refusal by the server (logged, not answered) sets a known address
 * apart by timing or by status. The one deliberate exception is the spec's own: an account
 * that signs in through SAML hears that its method does not allow password changes.
 */
export async function requestPasswordRecovery({
  db,
  mailer,
  email,
  origin,
  links,
  log,
}: {
  db: Db;
  mailer: Mailer;
  email: string;
  origin: RequestOrigin;
  /** How links reach the install (the request's scheme and port, or its public address). */
  links: LinkContext;
  log: FastifyBaseLogger;
}): Promise<void> {
  await assertWithinForgotLimits(db, email, origin.ip);
  const site = await resolveSite(db, origin.host, links.baseDomain);
  // The unit's own origin for a unit's address, the platform's for the platform's.
  const linkOrigin = await siteLinkOrigin(db, site, links);
  const companyId = site.kind === 'company' ? site.companyId : null;
  // A unit that signs in only through single sign-on has no passwords to recover; that is
  // known of the unit's address, not of anyone in particular.
  if (companyId !== null && !(await unitAcceptsPasswords(db, companyId))) {
    throw new AppError('password_change_not_allowed');
  }

  let channel: MailChannel | null;
  try {
    channel = await mailer.channelFor(companyId);
    if (!channel) throw new Error('no mail server is configured (unit settings or SMTP_URL)');
    await channel.verify();
  } catch (err) {
    log.error({ err, companyId }, 'password recovery: mail server unusable');
    throw new AppError('password_recovery_error');
  }

  const audit = { event: 'password_recovery', email, companyId, ip: origin.ip, userAgent: origin.userAgent };
  const user = await findUserByEmail(db, email);
  if (!user) {
    await recordEvent(db, { ...audit, outcome: 'unknown_email' });
    return;
  }
  if (user.authType === 'saml') {
    await recordEvent(db, { ...audit, userId: user.id, outcome: 'password_change_not_allowed' });
    throw new AppError('password_change_not_allowed');
  }
  // On a unit's address, the membership in that unit; on the platform's, the one they land on.
  const membership =
    companyId !== null
      ? await findMembership(db, user.id, companyId)
      : await findLandingMembership(db, user.id);
  const unit = membership ? unitOfRow(membership) : null;
  const passwordless = unit !== null && !(await unitAcceptsPasswords(db, unit));
  const refusal = passwordless ? 'password_sign_in_disabled' : recoveryRefusal(user, companyId, membership);
  if (refusal) {
    await recordEvent(db, { ...audit, userId: user.id, outcome: refusal });
    return;
  }

  // A new link voids the older ones: only the latest e-mail works.
  const token = await db.transaction(async (tx) => {
    await revokeAuthTokens(tx, user.id, 'password_reset');
    const issued = await issueAuthToken(tx, {
      userId: user.id,
      kind: 'password_reset',
      ttlMs: PASSWORD_RESET_TTL_MINUTES * MINUTE_MS,
      payload: { membershipId: membership?.id ?? null },
    });
    await recordAudit(tx, { ...audit, userId: user.id, outcome: 'success' });
    return issued;
  });

  const message = recoveryMail({
    to: user.email,
    name: user.name,
    language: user.language,
    link: `${linkOrigin}/new/password/${encodeURIComponent(token)}`,
    product: PRODUCT_NAME,
  });
  void channel.send(message).catch((err: unknown) => {
    log.error({ err, userId: user.id, companyId }, 'password recovery: the mail server refused the message');
  });
}

/** Why an existing account gets no link (answered like an unknown address), or null. */
function recoveryRefusal(
  user: Parameters<typeof assertUserMayEnter>[0],
  companyId: number | null,
  membership: (Membership & MembershipStanding) | undefined,
): string | null {
  try {
    assertUserMayEnter(user);
  } catch (err) {
    return err instanceof AppError ? err.code : 'not_allowed';
  }
  // A unit's address (and its mail server) serves only that unit's members.
  if (companyId !== null && !membership) return 'domain_not_allowed';
  // Someone the unit has taken out (deactivated, blocked, inactive) gets no link through it.
  return membership ? membershipRefusal(membership) : null;
}

/**
 * Sets a new password with the token of a recovery link or of a forced change: checks the
 * unit's rules and the confirmation, then in one transaction uses the token up, stores the
 * new hash, voids the other password links and ends every session of the user.
 */
export async function resetPasswordWithToken({
  db,
  input,
  origin,
}: {
  db: Db;
  input: TResetPasswordRequest;
  origin: Pick<RequestOrigin, 'ip' | 'userAgent'>;
}): Promise<void> {
  const row = await findPasswordToken(db, input.token);
  if (!row) throw new AppError('invalid_token');
  const user = await findUserById(db, row.userId);
  if (!user) throw new AppError('invalid_token');
  if (user.authType === 'saml') throw new AppError('password_change_not_allowed');

  const rules = await passwordRulesForUser(db, user.id, membershipIdOf(row.payload));
  const errors: Record<string, MessageCode[]> = {};
  const failures = passwordRuleFailures(rules, input.password);
  if (failures.length > 0) errors.password = failures.map((failure) => PASSWORD_RULE_MESSAGES[failure]);
  else if (await verifyPassword(await readPasswordHash(db, user.id), input.password)) {
    // Re-entering the expired password would defeat the forced change.
    errors.password = ['password_same_as_current'];
  }
  if (input.password !== input.password_confirmation) errors.password_confirmation = ['password_mismatch'];
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation_failed', { errors, params: { count: rules.min_character } });
  }

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Atomic: of two submissions of one link only the first gets past this line.
    const used = await consumeAuthToken(tx, input.token, row.kind);
    await updatePassword(tx, used.userId, passwordHash);
    await revokeAuthTokens(tx, used.userId, 'password_reset');
    await revokeAuthTokens(tx, used.userId, 'password_change');
    await revokeUserSessions(tx, used.userId);
    await recordAudit(tx, {
      event: 'password_change',
      outcome: 'success',
      userId: used.userId,
      email: user.email,
      ip: origin.ip,
      userAgent: origin.userAgent,
      details: { via: row.kind },
    });
  });
}
