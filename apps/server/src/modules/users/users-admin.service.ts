import type { CallContext } from '../../platform/call-context';
import type { z } from 'zod';
import type {
  MessageCode,
  TUnitUser,
  TUnitUserPage,
  ZUnitUserCreate,
  ZUnitUserQuery,
  ZUnitUserUpdate,
} from '@mirante/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import type { UnitId } from '../../platform/scope';
import { recordAudit } from '../../platform/audit';
import { readThrough } from '../../platform/tagged-cache';
import { revokeUserSessions, revokeUserSessionsInUnit } from '../auth';
import { revokeMembershipTokens, findCompanyById, getCompanyConfig } from '../identity';
import {
  customFieldSearchCondition,
  deleteCustomFieldValues,
  getCustomFieldValues,
  saveCustomFieldValues,
  validateCustomFieldValues,
} from '../custom-fields';
import { groupsOfMemberships, liveGroupIds, setGroupsOfMembership } from '../groups';
import { editableAccounts } from './users-account-reach.service';
import {
  emailTaken,
  findUnitUser,
  isPendingRow,
  listLinkableUnits,
  listUnitUsers,
  phoneTaken,
  setMembershipRemoved,
  toUnitUser,
  type UnitUserRow,
  unitUserIdColumn,
} from './users-admin.repository';
import {
  assertSeatAvailable,
  deleteMembership,
  setMembershipDeactivated,
  updateAccountColumns,
  updateMembership,
  updatePassword,
} from './users.repository';
import { assertPasswordRules } from './users.service';

type CreateInput = z.output<typeof ZUnitUserCreate>;
type UpdateInput = z.output<typeof ZUnitUserUpdate>;

/** What the user page needs to mail people: invitations and welcome e-mails. */
export interface MemberMail {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The origin of the links (the request's own host, checked against the known ones). */
  linkOrigin: () => Promise<string>;
}

/**
 * A unit's people managed by an admin (or a partner inside the unit): the call's handle, caller
 * and client (as in every call's context), the unit it acts on, and how it mails.
 */
export type AdminContext = Pick<CallContext, 'db' | 'scope'> & {
  client: Pick<CallContext['client'], 'ip' | 'userAgent'>;
  companyId: UnitId;
  /** Without it, nothing is mailed (routes that never add anyone). */
  mail?: MemberMail;
};

/** The unique checks of e-mail and phone as field errors the form shows on its fields. */
export async function assertUnique(
  db: Db | Tx,
  email: string,
  phone: string | null | undefined,
  exceptUserId?: number,
) {
  if (await emailTaken(db, email, exceptUserId)) {
    throw new AppError('email_exists', { errors: { email: ['email_exists'] } });
  }
  if (phone && (await phoneTaken(db, phone, exceptUserId))) {
    throw new AppError('phone_exists', { errors: { phone: ['phone_exists'] } });
  }
}

/** Every group named must be a live group of the unit (another unit's is as unknown as none). */
export async function assertGroups(db: Db | Tx, companyId: UnitId, groupIds: readonly number[] | undefined) {
  if (!groupIds?.length) return;
  const live = await liveGroupIds(db, companyId, [...groupIds]);
  if (groupIds.some((id) => !live.has(id))) {
    throw new AppError('validation_failed', { errors: { group_ids: ['field_invalid'] } });
  }
}

/** The linked unit must be one the form offers (same client; for a master, same partner). */
export async function assertLinkedUnit(ctx: AdminContext, linkedCompanyId: number | null | undefined) {
  if (!linkedCompanyId) return;
  const allowed = await listLinkableUnits(ctx.db, ctx.companyId, ctx.scope.profile === 'master');
  if (!allowed.some((unit) => unit.id === linkedCompanyId)) {
    throw new AppError('validation_failed', { errors: { linked_company_id: ['field_invalid'] } });
  }
}

/** The units the user form offers as linked unit. */
export function linkableUnits(ctx: AdminContext) {
  return listLinkableUnits(ctx.db, ctx.companyId, ctx.scope.profile === 'master');
}

/** A concurrent insert of the same e-mail, phone or membership loses on its unique index: a 409. */
export function mapUniqueViolation(error: unknown): never {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.cause ?? e;
  if (
    pg.code === '23505' &&
    (pg.constraint === 'users_email_key' || pg.constraint === 'memberships_user_company_key')
  ) {
    throw new AppError('email_exists', { errors: { email: ['email_exists'] } });
  }
  if (pg.code === '23505' && pg.constraint === 'users_phone_key') {
    throw new AppError('phone_exists', { errors: { phone: ['phone_exists'] } });
  }
  throw error;
}

/**
 * The account's columns the form edits. The e-mail and the phone belong to the person: they are
 * written only when the caller holds the whole account (see editableAccounts).
 */
export function accountColumns(data: CreateInput | UpdateInput, withContact: boolean) {
  return {
    name: data.name,
    ...(withContact ? { email: data.email.trim(), phone: data.phone ?? null } : {}),
    department: data.department ?? null,
    position: data.position ?? null,
    userType: data.user_type ?? null,
    authLevel: data.auth_level ?? null,
    supportAgent: data.support_agent,
    allowAdminRemote: data.allow_admin_remote,
    allowCreateNotifications: data.allow_create_notifications,
    ...(data.language ? { language: data.language } : {}),
    // Left out, the link stays as it is; null clears it.
    ...(data.linked_company_id !== undefined ? { linkedCompanyId: data.linked_company_id } : {}),
  };
}

async function present(ctx: AdminContext, rows: UnitUserRow[]): Promise<TUnitUser[]> {
  const ids = rows.map((r) => r.id!);
  const [values, editable, groups] = await Promise.all([
    getCustomFieldValues(ctx.db, { companyId: ctx.companyId, userIds: ids }),
    editableAccounts(ctx.db, ctx.scope, ids, ctx.companyId),
    groupsOfMemberships(
      ctx.db,
      rows.map((r) => r.membershipId!),
    ),
  ]);
  return rows.map((row) =>
    toUnitUser(
      row,
      values.get(row.id!),
      { edit_account: editable.has(row.id!) },
      groups.get(row.membershipId!),
    ),
  );
}

/** One person of the unit as the page shows them (removed ones too), with what the caller may do. */
export async function loadUnitUser(ctx: AdminContext, userId: number): Promise<TUnitUser> {
  const row = await findUnitUser(ctx.db, ctx.companyId, userId, true);
  if (!row) throw notFound();
  const [user] = await present(ctx, [row]);
  return user!;
}

/**
 * The list with its filters (a custom-field filter must name a searchable field of the unit),
 * each person with what the caller may do to them, and what the unit allows on the page. Kept in
 * memory (change-feed cache) per unit, caller and query until anything it was read from changes.
 */
export async function listUsers(
  ctx: AdminContext,
  query: z.output<typeof ZUnitUserQuery>,
): Promise<TUnitUserPage> {
  const { db, companyId } = ctx;
  return readThrough(
    db,
    'unit-users',
    JSON.stringify([companyId, ctx.scope.userId, query]),
    unitUsersDependencies(companyId),
    () => loadUserPage(ctx, query),
  );
}

/**
 * What a page of the unit's people is read from: any person or membership (a person's units
 * decide whether the caller may edit their account; group links announce their membership), the
 * unit's custom fields and values, user groups, settings, and any unit (a linked unit's name).
 */
function unitUsersDependencies(unit: UnitId): string[] {
  return [
    'users',
    'memberships',
    'companies',
    `company_configs:${unit}`,
    `user_groups:${unit}`,
    `custom_field_values:${unit}`,
    'custom_fields',
  ];
}

async function loadUserPage(
  ctx: AdminContext,
  query: z.output<typeof ZUnitUserQuery>,
): Promise<TUnitUserPage> {
  const { db, companyId } = ctx;
  let customField: NonNullable<Awaited<ReturnType<typeof customFieldSearchCondition>>> | undefined;
  if (query.field_id && query.field_value) {
    const condition = await customFieldSearchCondition({
      db,
      companyId,
      fieldId: query.field_id,
      term: query.field_value,
      userIdColumn: unitUserIdColumn,
    });
    if (!condition) throw new AppError('validation_failed', { errors: { field_id: ['field_invalid'] } });
    customField = condition;
  }
  const [page, config, company] = await Promise.all([
    listUnitUsers(db, companyId, { ...query, customField }),
    getCompanyConfig(db, companyId),
    findCompanyById(db, companyId),
  ]);
  return {
    data: await present(ctx, page.rows),
    page: query.page,
    per_page: query.per_page,
    total: page.total,
    policies: {
      welcome_mail: config.send_email_register_user === 'S',
      import_users: config.user_import === 'S',
      trial_ends_at: company?.trialEndsAt?.toISOString() ?? null,
    },
  };
}

export async function auditUserEvent(ctx: AdminContext, tx: Tx, event: string, userId: number, details = {}) {
  await recordAudit(tx, {
    event,
    outcome: 'success',
    userId,
    actorUserId: ctx.scope.impersonatorUserId ?? ctx.scope.userId,
    companyId: ctx.companyId,
    ip: ctx.client.ip,
    userAgent: ctx.client.userAgent,
    details: { by: ctx.scope.userId, ...details },
  });
}

/**
 * The account fields a caller who does not hold the whole account tried to change: the e-mail,
 * the phone (as the page showed them) and the password, each as a field error.
 */
function readOnlyChanges(current: UnitUserRow, data: UpdateInput): Record<string, MessageCode[]> {
  const shown = toUnitUser(current);
  const errors: Record<string, MessageCode[]> = {};
  if (data.email.trim().toLowerCase() !== shown.email.toLowerCase())
    errors.email = ['account_field_read_only'];
  if ((data.phone ?? null) !== shown.phone) errors.phone = ['account_field_read_only'];
  if (data.password) errors.password = ['account_field_read_only'];
  return errors;
}

/**
 * Edits a person of the unit. Their membership (profile, group, status here, custom fields) is
 * the unit's; the account's e-mail, phone and password only when the caller holds the whole
 * account (every unit it belongs to is theirs), else a change to them is refused on its fields.
 * Until an invitation is accepted nothing of the account is written, only the name it is shown by.
 * An empty password keeps the current one.
 */
export async function updateUnitUser(
  ctx: AdminContext,
  userId: number,
  data: UpdateInput,
): Promise<TUnitUser> {
  const { db, companyId } = ctx;
  const current = await findUnitUser(db, companyId, userId);
  if (!current) throw notFound();
  const invited = isPendingRow(current);
  const editable = (await editableAccounts(db, ctx.scope, [userId], companyId)).has(userId);
  if (!editable) {
    const errors = readOnlyChanges(current, data);
    if (Object.keys(errors).length > 0) throw new AppError('account_fields_read_only', { errors });
  }
  if (data.password) assertPasswordRules(await getCompanyConfig(db, companyId), data.password);
  await assertGroups(db, companyId, data.group_ids);
  if (!invited) await assertLinkedUnit(ctx, data.linked_company_id);
  // Left out, the stored values stay as they are; sent, every value is checked.
  const values = data.custom_fields
    ? await validateCustomFieldValues({ db, companyId, values: data.custom_fields })
    : {};
  if (editable) await assertUnique(db, data.email, data.phone, userId);
  // An admin demoting or blocking themselves would lock the unit out of its own page.
  if (userId === ctx.scope.userId && (data.profile !== 'admin' || data.status !== 'A')) {
    throw new AppError('self_action_not_allowed');
  }
  const passwordHash = editable && data.password ? await hashPassword(data.password) : undefined;
  await db
    .transaction(async (tx) => {
      if (!invited) {
        await updateAccountColumns(tx, userId, accountColumns(data, editable));
      }
      await updateMembership(tx, current.membershipId!, {
        profile: data.profile,
        status: data.status,
        ...(invited ? { invitedName: data.name } : {}),
      });
      // Left out, the person's groups stay as they are.
      if (data.group_ids) await setGroupsOfMembership(tx, companyId, current.membershipId!, data.group_ids);
      await saveCustomFieldValues(tx, { companyId, userId, values });
      if (passwordHash) {
        await updatePassword(tx, userId, passwordHash);
        await revokeUserSessions(tx, userId);
      }
      // Blocked or made inactive here, the person's sessions in this unit end now.
      if (data.status === 'B' || data.status === 'I') await revokeUserSessionsInUnit(tx, userId, companyId);
      await auditUserEvent(ctx, tx, 'user_update', userId, {
        password_changed: Boolean(passwordHash),
        status: data.status,
      });
    })
    .catch(mapUniqueViolation);
  return loadUnitUser(ctx, userId);
}

/**
 * Deactivates a person in this unit (their sessions here end at once; their other units are
 * untouched) or reactivates them. Reactivating takes a seat back, so it goes through the limit.
 */
export async function setUnitUserActive(
  ctx: AdminContext,
  userId: number,
  active: boolean,
): Promise<TUnitUser> {
  const { db, companyId } = ctx;
  const current = await findUnitUser(db, companyId, userId);
  if (!current) throw notFound();
  if (userId === ctx.scope.userId) throw new AppError('self_action_not_allowed');
  if (isPendingRow(current)) throw new AppError('invitation_pending');
  await db.transaction(async (tx) => {
    if (active && current.deactivatedAt) await assertSeatAvailable(tx, companyId);
    await setMembershipDeactivated(tx, current.membershipId!, !active);
    if (!active) await revokeUserSessionsInUnit(tx, userId, companyId);
    await auditUserEvent(ctx, tx, active ? 'user_activate' : 'user_deactivate', userId);
  });
  return loadUnitUser(ctx, userId);
}

/**
 * Removes the person from the unit (restorable) and ends their sessions here; the account and its
 * other units remain. An invitation not yet accepted is withdrawn instead: it leaves no trace.
 */
export async function removeUnitUser(ctx: AdminContext, userId: number): Promise<void> {
  const { db, companyId } = ctx;
  const current = await findUnitUser(db, companyId, userId);
  if (!current) throw notFound();
  if (userId === ctx.scope.userId) throw new AppError('self_action_not_allowed');
  if (isPendingRow(current)) {
    await db.transaction(async (tx) => {
      await deleteMembership(tx, current.membershipId!);
      await deleteCustomFieldValues(tx, { companyId, userId });
      await revokeMembershipTokens(tx, userId, 'invitation', current.membershipId!);
      await auditUserEvent(ctx, tx, 'user_invite_withdraw', userId);
    });
    return;
  }
  await db.transaction(async (tx) => {
    await setMembershipRemoved(tx, current.membershipId!, true);
    await revokeUserSessionsInUnit(tx, userId, companyId);
    await auditUserEvent(ctx, tx, 'user_remove', userId);
  });
}

/** Puts a removed person back in the unit, within the user limit. */
export async function restoreUnitUser(ctx: AdminContext, userId: number): Promise<TUnitUser> {
  const { db, companyId } = ctx;
  const current = await findUnitUser(db, companyId, userId, true);
  if (!current?.membershipDeletedAt) throw notFound();
  await db.transaction(async (tx) => {
    if (!current.deactivatedAt) await assertSeatAvailable(tx, companyId);
    await setMembershipRemoved(tx, current.membershipId!, false);
    await auditUserEvent(ctx, tx, 'user_restore', userId);
  });
  return loadUnitUser(ctx, userId);
}
