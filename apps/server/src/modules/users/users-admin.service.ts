import type { z } from 'zod';
import type {
  TUnitUser,
  ZUnitUserCreate,
  ZUnitUserDuplicate,
  ZUnitUserQuery,
  ZUnitUserUpdate,
} from '@mirante/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { memberships, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import { revokeUserSessions } from '../auth/sessions.repository';
import { getCompanyConfig } from '../config/config.service';
import {
  customFieldSearchCondition,
  saveCustomFieldValues,
  validateCustomFieldValues,
} from '../custom-fields/custom-fields.service';
import {
  emailTaken,
  findPartnerUnit,
  findUnitUser,
  groupBelongsToUnit,
  listLinkableUnits,
  listUnitUsers,
  phoneTaken,
  setMembershipRemoved,
  toUnitUser,
} from './users-admin.repository';
import { getCustomFieldValues } from '../custom-fields/custom-fields.service';
import {
  assertSeatAvailable,
  insertMembership,
  setUserDeactivated,
  updatePassword,
} from './users.repository';
import { assertPasswordRules } from './users.service';

type CreateInput = z.output<typeof ZUnitUserCreate>;
type UpdateInput = z.output<typeof ZUnitUserUpdate>;
type DuplicateInput = z.output<typeof ZUnitUserDuplicate>;
export interface AdminContext {
  db: Db;
  scope: Scope;
  companyId: number;
  client: { ip: string; userAgent: string | null };
}

/**
 * The unit the caller manages: an admin's own unit (another `company_id` is 404), or for a
 * master a unit of their partner named by `company_id` (required; a unit of another partner is 404).
 */
export async function resolveManagedUnit(
  db: Db,
  scope: Scope,
  companyId: number | undefined,
): Promise<number> {
  if (scope.profile === 'admin' && scope.companyId !== null) {
    if (companyId !== undefined && companyId !== scope.companyId) throw notFound();
    return scope.companyId;
  }
  if (scope.profile === 'master' && scope.partnerId !== null) {
    if (companyId === undefined) {
      throw new AppError('validation_failed', { errors: { company_id: ['field_required'] } });
    }
    if (!(await findPartnerUnit(db, scope.partnerId, companyId))) throw notFound();
    return companyId;
  }
  throw new AppError('no_functionality_access');
}

/** The unique checks of e-mail and phone as field errors the form shows on its fields. */
async function assertUnique(
  db: Db | Tx,
  email: string,
  phone: string | null | undefined,
  exceptUserId?: number,
) {
  // An e-mail of an account in another unit is refused like any other: linking it silently would
  // hand this admin control over a foreign account, and a different answer would reveal it exists.
  if (await emailTaken(db, email, exceptUserId)) {
    throw new AppError('email_exists', { errors: { email: ['email_exists'] } });
  }
  if (phone && (await phoneTaken(db, phone, exceptUserId))) {
    throw new AppError('phone_exists', { errors: { phone: ['phone_exists'] } });
  }
}

async function assertGroup(db: Db | Tx, companyId: number, groupId: number | null | undefined) {
  if (groupId && !(await groupBelongsToUnit(db, companyId, groupId))) {
    throw new AppError('validation_failed', { errors: { group_id: ['field_invalid'] } });
  }
}

/** The linked unit must be one the form offers (same client; for a master, same partner). */
async function assertLinkedUnit(ctx: AdminContext, linkedCompanyId: number | null | undefined) {
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

/** A concurrent insert of the same e-mail or phone loses on the unique index: answer it as a 409. */
function mapUniqueViolation(error: unknown): never {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.cause ?? e;
  if (pg.code === '23505' && pg.constraint === 'users_email_key') {
    throw new AppError('email_exists', { errors: { email: ['email_exists'] } });
  }
  if (pg.code === '23505' && pg.constraint === 'users_phone_key') {
    throw new AppError('phone_exists', { errors: { phone: ['phone_exists'] } });
  }
  throw error;
}

function profileColumns(data: CreateInput | UpdateInput) {
  return {
    name: data.name,
    email: data.email.trim(),
    phone: data.phone ?? null,
    department: data.department ?? null,
    position: data.position ?? null,
    userType: data.user_type ?? null,
    authLevel: data.auth_level ?? null,
    status: data.status,
    supportAgent: data.support_agent,
    allowAdminRemote: data.allow_admin_remote,
    allowCreateNotifications: data.allow_create_notifications,
    ...(data.language ? { language: data.language } : {}),
    // Left out, the link stays as it is; null clears it.
    ...(data.linked_company_id !== undefined ? { linkedCompanyId: data.linked_company_id } : {}),
  };
}

async function loadUser(db: Db | Tx, companyId: number, userId: number): Promise<TUnitUser> {
  const row = await findUnitUser(db, companyId, userId, true);
  if (!row) throw notFound();
  const values = await getCustomFieldValues(db, { companyId, userIds: [userId] });
  return toUnitUser(row, values.get(userId));
}

/** The list with its filters; a custom-field filter must name a searchable field of the unit. */
export async function listUsers(db: Db, companyId: number, query: z.output<typeof ZUnitUserQuery>) {
  let customField: SQL | undefined;
  if (query.field_id && query.field_value) {
    const condition = await customFieldSearchCondition({
      db,
      companyId,
      fieldId: query.field_id,
      term: query.field_value,
      userIdColumn: users.id,
    });
    if (!condition) throw new AppError('validation_failed', { errors: { field_id: ['field_invalid'] } });
    customField = condition;
  }
  return listUnitUsers(db, companyId, { ...query, customField });
}

async function audit(ctx: AdminContext, tx: Tx | Db, event: string, userId: number, details = {}) {
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

/** Adds a new account to the unit under its password rules and user limit; one transaction. */
export async function createUnitUser(ctx: AdminContext, data: CreateInput): Promise<TUnitUser> {
  const { db, companyId } = ctx;
  assertPasswordRules(await getCompanyConfig(db, companyId), data.password);
  await assertGroup(db, companyId, data.group_id);
  await assertLinkedUnit(ctx, data.linked_company_id);
  const values = await validateCustomFieldValues({ db, companyId, values: data.custom_fields ?? {} });
  await assertUnique(db, data.email, data.phone);
  const passwordHash = await hashPassword(data.password);
  const userId = await db
    .transaction(async (tx) => {
      await assertSeatAvailable(tx, companyId);
      const [user] = await tx
        .insert(users)
        .values({ ...profileColumns(data), passwordHash, passwordChangedAt: new Date() })
        .returning({ id: users.id });
      const membership = await insertMembership(tx, {
        userId: user!.id,
        profile: data.profile,
        companyId,
        isDefault: true,
      });
      if (data.group_id) await setGroup(tx, membership.id, data.group_id);
      await saveCustomFieldValues(tx, { companyId, userId: user!.id, values });
      await audit(ctx, tx, 'user_create', user!.id);
      return user!.id;
    })
    .catch(mapUniqueViolation);
  return loadUser(db, companyId, userId);
}

async function setGroup(tx: Tx, membershipId: number, groupId: number | null) {
  await tx.update(memberships).set({ groupId }).where(eq(memberships.id, membershipId));
}

/** Edits a user of the unit; an empty password keeps the current one. */
export async function updateUnitUser(
  ctx: AdminContext,
  userId: number,
  data: UpdateInput,
): Promise<TUnitUser> {
  const { db, companyId } = ctx;
  const current = await findUnitUser(db, companyId, userId);
  if (!current) throw notFound();
  if (data.password) assertPasswordRules(await getCompanyConfig(db, companyId), data.password);
  await assertGroup(db, companyId, data.group_id);
  await assertLinkedUnit(ctx, data.linked_company_id);
  // Left out, the stored values stay as they are; sent, every value is checked.
  const values = data.custom_fields
    ? await validateCustomFieldValues({ db, companyId, values: data.custom_fields })
    : {};
  await assertUnique(db, data.email, data.phone, userId);
  // An admin demoting or blocking themselves would lock the unit out of its own page.
  if (userId === ctx.scope.userId && (data.profile !== 'admin' || data.status !== 'A')) {
    throw new AppError('self_action_not_allowed');
  }
  const passwordHash = data.password ? await hashPassword(data.password) : undefined;
  await db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...profileColumns(data), updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await tx
        .update(memberships)
        .set({ profile: data.profile, groupId: data.group_id ?? null })
        .where(eq(memberships.id, current.membershipId));
      await saveCustomFieldValues(tx, { companyId, userId, values });
      if (passwordHash) {
        await updatePassword(tx, userId, passwordHash);
        await revokeUserSessions(tx, userId);
      }
      await audit(ctx, tx, 'user_update', userId, { password_changed: Boolean(passwordHash) });
    })
    .catch(mapUniqueViolation);
  return loadUser(db, companyId, userId);
}

/**
 * Deactivates (ends every session at once) or reactivates a user of the unit. Reactivating takes
 * a seat back, so it goes through the user limit.
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
  await db.transaction(async (tx) => {
    if (active && current.deactivatedAt) await assertSeatAvailable(tx, companyId);
    await setUserDeactivated(tx, userId, !active);
    if (!active) await revokeUserSessions(tx, userId);
    await audit(ctx, tx, active ? 'user_activate' : 'user_deactivate', userId);
  });
  return loadUser(db, companyId, userId);
}

/** Removes the user from the unit (restorable) and ends their sessions; the account remains. */
export async function removeUnitUser(ctx: AdminContext, userId: number): Promise<void> {
  const { db, companyId } = ctx;
  const current = await findUnitUser(db, companyId, userId);
  if (!current) throw notFound();
  if (userId === ctx.scope.userId) throw new AppError('self_action_not_allowed');
  await db.transaction(async (tx) => {
    await setMembershipRemoved(tx, current.membershipId, true);
    await revokeUserSessions(tx, userId);
    await audit(ctx, tx, 'user_remove', userId);
  });
}

/** Puts a removed user back in the unit, within the user limit. */
export async function restoreUnitUser(ctx: AdminContext, userId: number): Promise<TUnitUser> {
  const { db, companyId } = ctx;
  const current = await findUnitUser(db, companyId, userId, true);
  if (!current?.membershipDeletedAt) throw notFound();
  await db.transaction(async (tx) => {
    if (!current.deactivatedAt) await assertSeatAvailable(tx, companyId);
    await setMembershipRemoved(tx, current.membershipId, false);
    await audit(ctx, tx, 'user_restore', userId);
  });
  return loadUser(db, companyId, userId);
}

/** A new account with the profile fields, profile and group of another user of the unit. */
export async function duplicateUnitUser(
  ctx: AdminContext,
  userId: number,
  data: DuplicateInput,
): Promise<TUnitUser> {
  const source = await findUnitUser(ctx.db, ctx.companyId, userId);
  if (!source) throw notFound();
  const copy = await loadUser(ctx.db, ctx.companyId, userId);
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
    group_id: copy.group_id,
    linked_company_id: copy.linked_company_id,
    support_agent: copy.support_agent,
    allow_admin_remote: copy.allow_admin_remote,
    allow_create_notifications: copy.allow_create_notifications,
    custom_fields: copy.custom_fields,
  });
}
