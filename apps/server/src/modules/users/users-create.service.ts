import type { z } from 'zod';
import type { TUnitUser, ZUnitUserCreate, ZUnitUserDuplicate } from '@mirante/contracts';
import { provisionMember } from './users-provision.service';
import { AppError, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { getCompanyConfig, findUserByEmail } from '../identity';
import { validateCustomFieldValues } from '../custom-fields';
import { sendWelcomeMail } from './users-welcome-mail.service';
import { sendInvitation } from './users-invitations.service';
import { findUnitUser } from './users-admin.repository';
import {
  type AdminContext,
  accountColumns,
  assertGroups,
  assertLinkedUnit,
  assertUnique,
  loadUnitUser,
  mapUniqueViolation,
} from './users-admin.service';
import { assertPasswordRules } from './users.service';

type CreateInput = z.output<typeof ZUnitUserCreate>;
type DuplicateInput = z.output<typeof ZUnitUserDuplicate>;

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
  // Only a new account carries the phone typed: an existing one keeps its own.
  if (!existing) await assertUnique(db, data.email, data.phone);
  const passwordHash = data.password ? await hashPassword(data.password) : null;
  const member = await db
    .transaction((tx) =>
      provisionMember(tx, {
        unit: companyId,
        email: data.email,
        account: {
          ...accountColumns(data, true),
          passwordHash,
          passwordChangedAt: passwordHash ? new Date() : null,
        },
        profile: data.profile,
        status: data.status,
        groupIds: data.group_ids,
        customFields: values,
        existingAccount: 'invite',
        audit: {
          event: { created: 'user_create', invited: 'user_invite' },
          details: (outcome) =>
            outcome === 'created'
              ? { by: ctx.scope.userId, welcome_mail: welcome }
              : { by: ctx.scope.userId },
          actorUserId: ctx.scope.impersonatorUserId ?? ctx.scope.userId,
          ip: ctx.client.ip,
          userAgent: ctx.client.userAgent,
        },
      }),
    )
    .catch(mapUniqueViolation);
  if (member.outcome === 'invited') await sendInvitation(ctx, member.membershipId);
  else if (welcome && ctx.mail && linkOrigin) {
    await sendWelcomeMail({
      db,
      mailer: ctx.mail.mailer,
      log: ctx.mail.log,
      userId: member.accountId,
      companyId,
      linkOrigin,
    });
  }
  return loadUnitUser(ctx, member.accountId);
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
