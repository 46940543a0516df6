import { INVITATION_TTL_DAYS, type TInvitation, type TInvitationAnswer, translate } from '@mirante/contracts';
import type { Db, Tx } from '../../platform/db';
import { trustedUnitId } from '../../platform/scope';
import { AppError, notFound } from '../../platform/errors';
import { PRODUCT_NAME, sendInBackground } from '../../platform/mail';
import { recordAudit } from '../../platform/audit';
import type { ClientInfo } from '../../platform/request';
import {
  consumeAuthToken,
  issueAuthToken,
  peekAuthToken,
  revokeMembershipTokens,
  findUserById,
} from '../identity';
import { deleteCustomFieldValues } from '../custom-fields';
import { invitationMail } from './users-invitation-mail.service';
import { findInvitationMembership, findUnitUser, isPendingRow } from './users-admin.repository';
import type { AdminContext } from './users-admin.service';
import { answerPendingMembership } from './users.repository';

const DAY_MS = 24 * 3_600_000;

type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationMembership>>>;

function isOpen(row: InvitationRow | undefined): row is InvitationRow {
  return Boolean(row?.invitedAt && !row.acceptedAt && !row.deletedAt);
}

/**
 * Mails the person a new link to accept the invitation of a membership; the older links of that
 * invitation stop working. The message goes to the account's own address, in its language,
 * through the unit's mail server (else the platform's), in the background.
 */
export async function sendInvitation(
  ctx: AdminContext,
  membershipId: number,
  /** Stored with the new link (the audit record of a resend). */
  record?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const { db } = ctx;
  const row = await findInvitationMembership(db, membershipId);
  if (!isOpen(row)) throw notFound();
  const [account, inviter] = await Promise.all([
    findUserById(db, row.userId),
    findUserById(db, ctx.scope.impersonatorUserId ?? ctx.scope.userId),
  ]);
  if (!account) throw notFound();
  const token = await db.transaction(async (tx) => {
    await revokeMembershipTokens(tx, row.userId, 'invitation', row.id);
    const issued = await issueAuthToken(tx, {
      userId: row.userId,
      kind: 'invitation',
      ttlMs: INVITATION_TTL_DAYS * DAY_MS,
      payload: { membershipId: row.id },
    });
    await record?.(tx);
    return issued;
  });
  if (!ctx.mail) return;
  const message = invitationMail({
    to: account.email,
    name: account.name,
    language: account.language,
    unit: row.unitName,
    inviter: inviter?.name ?? row.unitName,
    link: `${await ctx.mail.linkOrigin()}/invitation/${encodeURIComponent(token)}`,
    product: PRODUCT_NAME,
  });
  await sendInBackground({
    mailer: ctx.mail.mailer,
    companyId: ctx.companyId,
    message,
    log: ctx.mail.log,
    what: 'invitation',
  });
}

/** Sends an unanswered invitation of the unit again, with a fresh link. */
export async function resendInvitation(ctx: AdminContext, userId: number): Promise<void> {
  const current = await findUnitUser(ctx.db, ctx.companyId, userId);
  if (!current || !isPendingRow(current)) throw notFound();
  await sendInvitation(ctx, current.membershipId!, (tx) =>
    recordAudit(tx, {
      event: 'user_invite_resend',
      outcome: 'success',
      userId,
      actorUserId: ctx.scope.impersonatorUserId ?? ctx.scope.userId,
      companyId: ctx.companyId,
      ip: ctx.client.ip,
      userAgent: ctx.client.userAgent,
    }),
  );
}

/** The open invitation a link stands for, or invalid_token. */
async function invitationOfToken(db: Db, token: string): Promise<InvitationRow> {
  const issued = await peekAuthToken(db, token, 'invitation');
  const membershipId = Number((issued?.payload as { membershipId?: unknown } | undefined)?.membershipId);
  const row =
    issued && Number.isInteger(membershipId) ? await findInvitationMembership(db, membershipId) : undefined;
  if (!issued || !isOpen(row) || row.userId !== issued.userId) throw new AppError('invalid_token');
  return row;
}

/** What an invitation link asks the person: which unit, for which of their accounts, as what. */
export async function peekInvitation({ db, token }: { db: Db; token: string }): Promise<TInvitation> {
  const row = await invitationOfToken(db, token);
  return { unit_name: row.unitName, email: row.email, profile: row.profile === 'admin' ? 'admin' : 'user' };
}

/**
 * The person answers an invitation: accepted, the membership becomes usable (they sign in to the
 * unit with their own account as it is); declined, it is withdrawn and leaves no trace in the
 * unit. The link is used up either way. The link itself proves the person reads the account's
 * mail, as a password recovery link does.
 */
export async function answerInvitation({
  db,
  token,
  accept,
  client,
  lang,
}: {
  db: Db;
  token: string;
  accept: boolean;
  client: Pick<ClientInfo, 'ip' | 'userAgent'>;
  lang: string;
}): Promise<TInvitationAnswer> {
  const row = await invitationOfToken(db, token);
  await db.transaction(async (tx) => {
    await consumeAuthToken(tx, token, 'invitation');
    // Withdrawn by the unit in the meantime: the link no longer stands for anything.
    if (!(await answerPendingMembership(tx, row.id, accept))) throw new AppError('invalid_token');
    // The unit the invitation's own token names.
    if (!accept) {
      await deleteCustomFieldValues(tx, { companyId: trustedUnitId(row.companyId!), userId: row.userId });
    }
    await recordAudit(tx, {
      event: accept ? 'invitation_accept' : 'invitation_decline',
      outcome: 'success',
      userId: row.userId,
      email: row.email,
      companyId: row.companyId,
      ip: client.ip,
      userAgent: client.userAgent,
    });
  });
  const status = accept ? 'accepted' : 'declined';
  return {
    status,
    unit_name: row.unitName,
    message: translate(accept ? 'invitation_accepted' : 'invitation_declined', lang, { unit: row.unitName }),
  };
}
