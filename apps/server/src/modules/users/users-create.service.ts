import type { z } from 'zod';
import type { TUnitUser, ZUnitUserCreate, ZUnitUserDuplicate } from '@mirante/contracts';
import { AppError, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { getCompanyConfig, findUserByEmail } from '../identity';
import { saveCustomFieldValues, validateCustomFieldValues } from '../custom-fields';
import { sendWelcomeMail } from './users-welcome-mail.service';
import { sendInvitation } from './users-invitations.service';
import { addMembershipToGroups } from '../groups';
import { findUnitUser } from './users-admin.repository';
import {
  type AdminContext,
  accountColumns,
  assertGroups,
  assertLinkedUnit,
  assertUnique,
  auditUserEvent,
  loadUnitUser,
  mapUniqueViolation,
} from './users-admin.service';
import { assertSeatAvailable, insertAccount, insertMembership } from './users.repository';
import { assertPasswordRules } from './users.service';

type CreateInput = z.output<typeof ZUnitUserCreate>;
type DuplicateInput = z.output<typeof ZUnitUserDuplicate>;
type Account = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * Adds a person to the unit, under its password rules and user limit, in one transaction.
 *
 * - A new e-mail gets a new account with what the admin typed. When the unit e-mails new users
 *   (`send_email_register_user`) the password may be left empty: a welcome e-mail carries a
 *   single-use link to choose it.
 * - An e-mail that already has an account on the platform (in whatever unit) is not refused,
 *   which would tell this unit about another unit's people, and is not taken over, which would
 *   hand this admin someone else's account: the person is invited. The membership waits for them
 *   to accept the link mailed to the account's own address; until then they cannot enter the
 *   unit, the unit sees only the e-mail and the name the admin typed, and the account's own
 *   fields stay as they are. The invitation holds a seat of the user limit.
 * - Someone already in (or removed from, or invited to) this unit is the unit's own: 409.
 */
export async function createUnitUser(ctx: AdminContext, data: CreateInput): Promise<TUnitUser> {
  const { db, companyId } = ctx;
  const config = await getCompanyConfig(db, companyId);
  const welcome = config.send_email_register_user === 'S';
  if (data.password) assertPasswordRules(config, data.password);
  else if (!welcome) throw new AppError('validation_failed', { errors: { password: ['field_required'] } });
  await assertGroups(db, companyId, data.group_ids);
  await assertLinkedUnit(ctx, data.linked_company_id);
  const values = await validateCustomFieldValues({ db, companyId, values: data.custom_fields ?? {} });
  // Links in e-mails point at the host the admin works on; an unknown host stops here, not later.
  const linkOrigin = ctx.mail ? await ctx.mail.linkOrigin() : null;

  const existing = await findUserByEmail(db, data.email);
  if (existing) return inviteAccount(ctx, existing, data, values);

  await assertUnique(db, data.email, data.phone);
  const passwordHash = data.password ? await hashPassword(data.password) : null;
  const userId = await db
    .transaction(async (tx) => {
      await assertSeatAvailable(tx, companyId);
      const accountId = await insertAccount(tx, {
        ...accountColumns(data, true),
        email: data.email.trim(),
        passwordHash,
        passwordChangedAt: passwordHash ? new Date() : null,
      });
      const membership = await insertMembership(tx, {
        userId: accountId,
        profile: data.profile,
        companyId,
        isDefault: true,
        status: data.status,
      });
      if (data.group_ids?.length) await addMembershipToGroups(tx, companyId, membership.id, data.group_ids);
      await saveCustomFieldValues(tx, { companyId, userId: accountId, values });
      await auditUserEvent(ctx, tx, 'user_create', accountId, { welcome_mail: welcome });
      return accountId;
    })
    .catch(mapUniqueViolation);
  if (welcome && ctx.mail && linkOrigin) {
    await sendWelcomeMail({
      db,
      mailer: ctx.mail.mailer,
      log: ctx.mail.log,
      userId,
      companyId,
      linkOrigin,
    });
  }
  return loadUnitUser(ctx, userId);
}

/** Invites an existing account to the unit (see createUnitUser). */
async function inviteAccount(
  ctx: AdminContext,
  account: Account,
  data: CreateInput,
  values: Awaited<ReturnType<typeof validateCustomFieldValues>>,
): Promise<TUnitUser> {
  const { db, companyId } = ctx;
  if (await findUnitUser(db, companyId, account.id, true)) {
    throw new AppError('email_exists', { errors: { email: ['email_exists'] } });
  }
  const membershipId = await db
    .transaction(async (tx) => {
      await assertSeatAvailable(tx, companyId);
      const membership = await insertMembership(tx, {
        userId: account.id,
        profile: data.profile,
        companyId,
        isDefault: false,
        status: data.status,
        invitedAt: new Date(),
        invitedName: data.name,
      });
      if (data.group_ids?.length) await addMembershipToGroups(tx, companyId, membership.id, data.group_ids);
      await saveCustomFieldValues(tx, { companyId, userId: account.id, values });
      await auditUserEvent(ctx, tx, 'user_invite', account.id);
      return membership.id;
    })
    .catch(mapUniqueViolation);
  await sendInvitation(ctx, membershipId);
  return loadUnitUser(ctx, account.id);
}

/** A new person with the profile fields, profile and group of another person of the unit. */
export async function duplicateUnitUser(
  ctx: AdminContext,
  userId: number,
  data: DuplicateInput,
): Promise<TUnitUser> {
  if (!(await findUnitUser(ctx.db, ctx.companyId, userId))) throw notFound();
  const copy = await loadUnitUser(ctx, userId);
  return createUnitUser(ctx, {
    name: data.name,
    email: data.email,
    password: data.password,
    // The phone is unique per account, so it is not copied.
    phone: null,
    department: copy.department,
    position: copy.position,
    user_type: copy.user_type,
    auth_level: copy.auth_level,
    language: copy.language as CreateInput['language'],
    profile: copy.profile,
    status: 'A',
    group_ids: copy.groups.map((g) => g.id),
    linked_company_id: copy.linked_company_id,
    support_agent: copy.support_agent,
    allow_admin_remote: copy.allow_admin_remote,
    allow_create_notifications: copy.allow_create_notifications,
    custom_fields: copy.custom_fields,
  });
}
